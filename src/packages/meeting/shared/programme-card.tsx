import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingCard } from '@/contract/meeting'
import { useT } from '@/stores/context'
import { hallAndRoom } from './meeting-place'
import { fairDay, meetingClock } from './meeting-time'
import { useSignedUp } from './signed-up-meetings'
import './programme-card.scss'

interface Props {
  meeting: MeetingCard
  onOpen: () => void
}

/**
 * A meeting of the programme: time, status from the server, whether the user signed up for it, kind, title, hall and
 * room, and seats while they matter.
 */
export const ProgrammeCard = observer(({ meeting, onOpen }: Props) => {
  const t = useT()
  const signedUp = useSignedUp(meeting.id)
  const place = hallAndRoom(meeting.hall, meeting.room)
  return (
    <View
      className='programme-card'
      onClick={onOpen}
      data-testid='programme-card'
      data-id={meeting.id}
      data-day={fairDay(meeting.startTime)}
      data-status={meeting.status}
      data-signed-up={signedUp}
    >
      <View className='programme-card__top'>
        <Text className='programme-card__time' data-testid='programme-card-time'>
          {meetingClock(meeting.startTime, meeting.endTime)}
        </Text>
        <Text className={`programme-card__status programme-card__status--${meeting.status}`}>
          {t(`meeting.status.${meeting.status}`)}
        </Text>
      </View>
      <Text className='programme-card__title'>{meeting.title}</Text>
      <View className='programme-card__tags'>
        {signedUp && (
          <Text className='programme-card__tag programme-card__tag--signed-up' data-testid='programme-card-signed-up'>
            {t('meeting.signUp.done')}
          </Text>
        )}
        <Text className='programme-card__tag' data-testid='programme-card-kind'>
          {t(`meeting.kind.${meeting.kind}`)}
        </Text>
        {meeting.invitationOnly && (
          <Text className='programme-card__tag programme-card__tag--invited'>{t('meeting.card.invitedOnly')}</Text>
        )}
        {meeting.hasReplay && meeting.status === 'finished' && (
          <Text className='programme-card__tag programme-card__tag--replay'>{t('meeting.card.replay')}</Text>
        )}
      </View>
      <View className='programme-card__bottom'>
        <Text className='programme-card__place' data-testid='programme-card-place'>
          {place || meeting.venue}
        </Text>
        {meeting.seatsLeft !== null && meeting.status !== 'finished' && (
          <Text className={`programme-card__seats${meeting.seatsLeft === 0 ? ' programme-card__seats--full' : ''}`}>
            {meeting.seatsLeft > 0 ? t('meeting.card.seatsLeft', { count: meeting.seatsLeft }) : t('meeting.card.full')}
          </Text>
        )}
      </View>
    </View>
  )
})
