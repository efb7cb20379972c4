import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingDetail } from '@/contract/meeting'
import { useStores, useT } from '@/stores/context'
import type { DetailPartProps } from '@/templates/content-detail/content-detail-page'
import { DetailSection } from '@/templates/content-detail/detail-parts'
import { meetingCalendarSource } from '../shared/calendar-event'
import { LiveRow } from '../shared/live-row'
import { MaterialList } from '../shared/material-list'
import { meetingPlace } from '../shared/meeting-summary'
import { SpeakerList } from '../shared/speaker-list'
import { useCalendarExport } from '../shared/use-calendar-export'
import { VenueRow } from '../shared/venue-row'
import '../shared/meeting-parts.scss'

/** Adds the meeting to a calendar: the phone's on the mini program, the server's .ics file on H5. */
const CalendarRow = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  const { api } = useStores()
  const { run } = useCalendarExport()
  const add = () => run(meetingCalendarSource(api.meeting, meeting, meetingPlace(meeting)))
  return (
    <View className='meeting-row' data-testid='meeting-calendar' onClick={() => void add()}>
      <Text className='meeting-row__label'>{t('meeting.calendar.add')}</Text>
      <Text className='meeting-row__more'>›</Text>
    </View>
  )
})

/** The online room: its number and password for a signed-up user, else that signing up shows them. */
const OnlineRoom = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  if (!meeting.online && !meeting.hasOnlineRoom) return null
  return (
    <DetailSection heading={t('meeting.online')} testId='meeting-online'>
      {meeting.online ? (
        <>
          <View className='meeting-row'>
            <Text className='meeting-row__label'>{t('meeting.online.room')}</Text>
            <Text userSelect data-testid='meeting-online-room'>
              {meeting.online.room}
            </Text>
          </View>
          <View className='meeting-row'>
            <Text className='meeting-row__label'>{t('meeting.online.password')}</Text>
            <Text userSelect data-testid='meeting-online-password'>
              {meeting.online.password}
            </Text>
          </View>
        </>
      ) : (
        <Text className='meeting-online__hint' data-testid='meeting-online-hint'>
          {t('meeting.online.signUpHint')}
        </Text>
      )}
    </DetailSection>
  )
})

/** A meeting's own cards under its facts: calendar, live and the way to its hall, the online room, speakers and materials. */
export const MeetingSections = observer(({ item: meeting }: DetailPartProps<MeetingDetail>) => {
  // A finished meeting has no place in a calendar any more.
  const calendar = meeting.status !== 'finished'
  return (
    <>
      {(calendar || meeting.live || meeting.hall) && (
        <View className='meeting-links'>
          {calendar && <CalendarRow meeting={meeting} />}
          {meeting.live && <LiveRow live={meeting.live} label='meeting.live' />}
          {meeting.hall && <VenueRow hall={meeting.hall} />}
        </View>
      )}
      <OnlineRoom meeting={meeting} />
      <SpeakerList speakers={meeting.speakers} />
      <MaterialList materials={meeting.materials} />
    </>
  )
})
