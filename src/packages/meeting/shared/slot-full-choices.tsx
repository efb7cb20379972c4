import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingConflict } from '@/contract/meeting'
import { useT } from '@/stores/context'
import { meetingTimeRange } from './meeting-time'
import './slot-full-choices.scss'

interface Props {
  msg: string
  conflicts: MeetingConflict[]
  busy: boolean
  onSwap: (conflict: MeetingConflict) => void
}

/** A full time slot's notice with the meetings in the way named, each with the way to give it up for this one. */
export const SlotFullChoices = observer(({ msg, conflicts, busy, onSwap }: Props) => {
  const t = useT()
  return (
    <View className='slot-full' data-testid='slot-full'>
      <Text className='slot-full__msg'>{msg}</Text>
      {conflicts.length > 0 && <Text className='slot-full__hint'>{t('meeting.signUp.swapHint')}</Text>}
      {conflicts.map((conflict) => (
        <View key={conflict.id} className='slot-full__conflict' data-testid='slot-full-conflict'>
          <Text className='slot-full__title'>{conflict.title}</Text>
          <Text className='slot-full__time'>{meetingTimeRange(conflict.startTime, conflict.endTime)}</Text>
          <Button
            size='small'
            type='primary'
            fill='outline'
            loading={busy}
            onClick={() => onSwap(conflict)}
            data-testid='slot-full-swap'
          >
            {t('meeting.signUp.swapShort')}
          </Button>
        </View>
      ))}
    </View>
  )
})
