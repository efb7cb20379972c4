import { eq } from 'drizzle-orm'
import { createEvents, type EventAttributes } from 'ics'
import { meetings } from './schema'
import type { CalendarFile } from '../../../src/contract/meeting'
import { MEETING_REMINDER_MINUTES } from '../../../src/contract/meeting.codes'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

/** A session as a calendar event: what, when (absolute times, shown in the reader's zone) and where. */
export interface CalendarEntry {
  uid: string
  title: string
  place: string
  description: string
  startTime: Date
  endTime: Date
  url: string
}

/**
 * An .ics file of the entries (UTC times, so every calendar shows them at the fair's local time correctly), each
 * with an alarm MEETING_REMINDER_MINUTES before it starts: the phone's calendar reminds of it as WeChat does.
 */
export function calendarFile(filename: string, calendarName: string, entries: CalendarEntry[]): CalendarFile {
  const events: EventAttributes[] = entries.map((entry) => ({
    uid: entry.uid,
    title: entry.title,
    location: entry.place,
    description: entry.description,
    url: entry.url,
    start: entry.startTime.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: entry.endTime.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'cifit/fair-app',
    calName: calendarName,
    alarms: [
      {
        action: 'display',
        description: entry.title,
        trigger: { before: true, minutes: MEETING_REMINDER_MINUTES },
      },
    ],
  }))
  const { error, value } = createEvents(events)
  // The entries come from our own rows: a failure here is a bug, not a bad request.
  if (error || !value) throw error ?? new Error('ics wrote no calendar')
  return { filename, content: value }
}

/** Where the app opens a meeting, before its id. */
export const MEETING_PATH = '/meeting-details?meetingId='

/** One meeting as an .ics file; null when the id matches nothing. */
export async function meetingCalendar(
  db: Database,
  lang: Lang,
  id: number,
  origin: string,
): Promise<CalendarFile | null> {
  const [m] = await db
    .select({
      ...localized(lang, meetings, 'title', 'venue', 'room', 'summary'),
      ...columnsOf(meetings, 'startTime', 'endTime'),
    })
    .from(meetings)
    .where(eq(meetings.id, id))
  if (!m) return null
  const entry: CalendarEntry = {
    uid: `meeting-${id}@cifit`,
    title: m.title,
    place: [m.venue, m.room].filter(Boolean).join(' '),
    description: m.summary,
    startTime: m.startTime,
    endTime: m.endTime,
    url: `${origin}${MEETING_PATH}${id}`,
  }
  return calendarFile(`cifit-meeting-${id}.ics`, m.title, [entry])
}
