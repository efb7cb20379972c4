import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingLive } from '@/contract/meeting'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import './meeting-parts.scss'

/** A meeting's live broadcast with its state, opening the live page (its stream, countdown or replay). */
export const LiveRow = observer(({ live, label }: { live: MeetingLive; label: MessageKey }) => {
  const t = useT()
  return (
    <View
      className='meeting-row'
      data-testid='meeting-live'
      data-state={live.state}
      onClick={() => void navigate('meetingForumVideo', { id: live.id })}
    >
      <Text className='meeting-row__label'>{t(label)}</Text>
      <Text className={`meeting-row__state meeting-row__state--${live.state}`}>{t(`meeting.live.${live.state}`)}</Text>
      <Text className='meeting-row__more'>›</Text>
    </View>
  )
})
