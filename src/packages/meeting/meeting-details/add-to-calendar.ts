import Taro from '@tarojs/taro'
import type { MeetingDetail } from '@/contract/meeting'
import type { MessageKey } from '@/i18n'
import type { Api } from '@/services/api'

type PhoneCalendar = Pick<typeof Taro, 'addPhoneCalendar'>

/** The mini program puts the meeting in the phone's calendar (the user confirms); H5 saves its .ics (the .h5 sibling). */
export async function addToCalendar(
  _api: Api,
  meeting: MeetingDetail,
  taro: PhoneCalendar = Taro,
): Promise<MessageKey> {
  const seconds = (time: number) => Math.floor(time / 1000)
  await taro.addPhoneCalendar({
    title: meeting.title,
    startTime: seconds(meeting.startTime),
    // Taro types the end as a string; WeChat takes the same Unix seconds as the start.
    endTime: String(seconds(meeting.endTime)),
    location: [meeting.venue, meeting.room].filter(Boolean).join(' '),
    description: meeting.summary,
  })
  return 'meeting.calendar.added'
}
