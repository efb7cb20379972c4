import type { CalendarFile } from '@/contract/meeting'

/** One meeting or activity to put in the user's calendar; times in milliseconds since epoch. */
export interface CalendarEvent {
  title: string
  place: string
  startTime: number
  endTime: number
}

/** What went into the calendar: a saved .ics file (H5), or events added to the phone's calendar (mini program). */
export type CalendarExport = { kind: 'file'; filename: string } | { kind: 'phone'; added: number; of: number }

/** Where the events come from: the server's .ics file (fetched only where a file is saved) and the same events. */
export interface CalendarSource {
  file: () => Promise<CalendarFile>
  events: CalendarEvent[]
}

/** Where one meeting's calendar comes from: the server's .ics file of it (its alarm included) and the same event. */
export function meetingCalendarSource(
  api: { meetingCalendar(id: number): Promise<CalendarFile> },
  meeting: { id: number; title: string; startTime: number; endTime: number },
  place: string,
): CalendarSource {
  const { id, title, startTime, endTime } = meeting
  return { file: () => api.meetingCalendar(id), events: [{ title, place, startTime, endTime }] }
}
