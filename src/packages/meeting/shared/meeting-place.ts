import type { MeetingDetail } from '@/contract/meeting'
import type { Translate } from '@/i18n'
import { meetingTimeRange } from './meeting-time'

/** "ICC · Auditorium, 1F": the hall code as signposted, left out when the room's name already says it ("A1馆路演舞台"). */
export function hallAndRoom(hall: string, room: string): string {
  return [room.includes(hall) ? '' : hall, room].filter(Boolean).join(' · ')
}

/** The facts a meeting's page opens with, whether it is still to come or replayed: time, kind, venue, room, host. */
export const meetingFacts = (meeting: MeetingDetail, t: Translate): [label: string, value: string][] => [
  [t('meeting.time'), meetingTimeRange(meeting.startTime, meeting.endTime)],
  [t('meeting.kind'), t(`meeting.kind.${meeting.kind}`)],
  [t('meeting.venue'), meeting.venue],
  [t('meeting.room'), hallAndRoom(meeting.hall, meeting.room)],
  [t('meeting.host'), meeting.host],
]
