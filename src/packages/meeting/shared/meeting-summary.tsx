import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingCard } from '@/contract/meeting'
import { useT } from '@/stores/context'
import { meetingTimeRange } from './meeting-time'
import './meeting-summary.scss'

/** Where a meeting is held: venue, hall (unless the room's name says it) and room, as far as they are known. */
export const meetingPlace = ({ venue, hall, room }: Pick<MeetingCard, 'venue' | 'hall' | 'room'>): string =>
  [venue, room.includes(hall) ? '' : hall, room].filter(Boolean).join(' · ')

type Summarised = Pick<MeetingCard, 'title' | 'startTime' | 'endTime' | 'venue' | 'hall' | 'room' | 'status'>

/** A meeting in brief at the top of its sign-up pages: title, time, place and status. */
export const MeetingSummary = observer(({ meeting }: { meeting: Summarised }) => {
  const t = useT()
  return (
    <View className='meeting-summary' data-testid='meeting-summary'>
      <Text className='meeting-summary__title'>{meeting.title}</Text>
      <View className='meeting-summary__fact'>
        <Text className='meeting-summary__label'>{t('meeting.time')}</Text>
        <Text className='meeting-summary__value'>{meetingTimeRange(meeting.startTime, meeting.endTime)}</Text>
      </View>
      <View className='meeting-summary__fact'>
        <Text className='meeting-summary__label'>{t('meeting.venue')}</Text>
        <Text className='meeting-summary__value'>{meetingPlace(meeting)}</Text>
      </View>
      <View className='meeting-summary__fact'>
        <Text className='meeting-summary__label'>{t('meeting.status')}</Text>
        <Text className={`meeting-summary__value meeting-summary__status--${meeting.status}`}>
          {t(`meeting.status.${meeting.status}`)}
        </Text>
      </View>
    </View>
  )
})
