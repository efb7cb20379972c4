import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingCard } from '@/contract/meeting'
import { useT } from '@/stores/context'
import { meetingTimeRange } from './meeting-time'
import './meeting-summary.scss'

/** Where a meeting is held: venue, hall (unless the room's name says it) and room, as far as they are known. */
export const meetingPlace = ({ venue, hall, room }: Pick<MeetingCard, 'venue' | 'hall' | 'room'>): string =>
  [venue, room.includes(hall) ? '' : hall, room].filter(Boolean).join(' · ')

interface FactProps {
  label: string
  value: string
  /** A class more for the value (its colour). */
  valueClass?: string
  testId?: string
  /** The value is what a person wrote (their name): shown as written, in any language. */
  ownWords?: boolean
}

/** One fact of a meeting or agenda entry: its label on the left, the value on the right, ruled off from the one above. */
export const MeetingFact = ({ label, value, valueClass, testId, ownWords }: FactProps) => (
  <View className='meeting-fact' data-testid={testId}>
    <Text className='meeting-fact__label'>{label}</Text>
    <Text
      className={valueClass ? `meeting-fact__value ${valueClass}` : 'meeting-fact__value'}
      data-own-words={ownWords || undefined}
    >
      {value}
    </Text>
  </View>
)

type Summarised = Pick<MeetingCard, 'title' | 'startTime' | 'endTime' | 'venue' | 'hall' | 'room' | 'status'>

/** A meeting in brief at the top of its sign-up pages: title, time, place and status. */
export const MeetingSummary = observer(({ meeting }: { meeting: Summarised }) => {
  const t = useT()
  return (
    <View className='meeting-summary' data-testid='meeting-summary'>
      <Text className='meeting-summary__title'>{meeting.title}</Text>
      <MeetingFact label={t('meeting.time')} value={meetingTimeRange(meeting.startTime, meeting.endTime)} />
      <MeetingFact label={t('meeting.venue')} value={meetingPlace(meeting)} />
      <MeetingFact
        label={t('meeting.status')}
        value={t(`meeting.status.${meeting.status}`)}
        valueClass={`meeting-summary__status--${meeting.status}`}
      />
    </View>
  )
})
