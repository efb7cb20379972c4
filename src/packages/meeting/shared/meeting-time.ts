import { toFairTime } from '@/utils/date'

export type MeetingStatus = 'notStarted' | 'ongoing' | 'finished'

/** Where a meeting stands at `now`: before its start, between start and end, or after its end. */
export function meetingStatus(startTime: number, endTime: number, now: number): MeetingStatus {
  if (now < startTime) return 'notStarted'
  return now < endTime ? 'ongoing' : 'finished'
}

/** "2026-09-08 09:00 - 10:30" on one day, both full date-times when it spans days (the fair's clock). */
export function meetingTimeRange(startTime: number, endTime: number): string {
  const start = toFairTime(startTime)
  const end = toFairTime(endTime)
  const endFormat = start.isSame(end, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm'
  return `${start.format('YYYY-MM-DD HH:mm')} - ${end.format(endFormat)}`
}
