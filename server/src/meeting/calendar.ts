import { createEvents, type EventAttributes } from 'ics'
import type { CalendarFile } from '../../../src/contract/meeting'

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

/** An .ics file of the entries (UTC times, so every calendar shows them at the fair's local time correctly). */
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
  }))
  const { error, value } = createEvents(events)
  // The entries come from our own rows: a failure here is a bug, not a bad request.
  if (error || !value) throw error ?? new Error('ics wrote no calendar')
  return { filename, content: value }
}
