import type { MeetingStatus } from '../../../src/contract/meeting'

/** Where a meeting or booth activity stands at `now`: the status is the clock's, never stored. */
export function meetingStatus(startTime: Date, endTime: Date, now: Date): MeetingStatus {
  if (now < startTime) return 'notStarted'
  return now < endTime ? 'ongoing' : 'finished'
}
