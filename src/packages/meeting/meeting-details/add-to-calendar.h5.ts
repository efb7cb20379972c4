import type { MeetingDetail } from '@/contract/meeting'
import type { MessageKey } from '@/i18n'
import type { Api } from '@/services/api'

/** H5 saves the server's .ics of the meeting as a file, which the phone's or computer's calendar opens. */
export async function addToCalendar(api: Api, meeting: MeetingDetail): Promise<MessageKey> {
  const file = await api.meeting.meetingCalendar(meeting.id)
  const url = URL.createObjectURL(new Blob([file.content], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  // The browser has read the address once the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return 'meeting.calendar.saved'
}
