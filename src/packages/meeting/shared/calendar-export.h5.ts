import type { CalendarExport, CalendarSource } from './calendar-event'

/**
 * H5: saves the server's .ics file (venue and the fair's time zone in it) through a Blob download, which the phone
 * offers to open in its calendar. Call it from a tap, or some browsers hold the download back.
 */
export async function exportToCalendar({ file }: CalendarSource, doc: Document = document): Promise<CalendarExport> {
  const { filename, content } = await file()
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }))
  const link = doc.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  doc.body.appendChild(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return { kind: 'file', filename }
}
