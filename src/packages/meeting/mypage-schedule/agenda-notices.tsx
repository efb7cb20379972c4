import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import type { QueuedAction } from '../shared/offline-queue'
import { useOfflineSignUps } from '../shared/offline-sign-ups'

/** Says the agenda shown is the copy kept on the device, and from when (on the server's clock, as the agenda is). */
export const OfflineNote = observer(({ asOf }: { asOf: number }) => {
  const t = useT()
  return (
    <Text className='agenda-note agenda-note--offline' data-testid='agenda-offline'>
      {t('meeting.agenda.offline', { time: formatDate(asOf, 'MM-DD HH:mm') })}
    </Text>
  )
})

const actionKey = (action: QueuedAction) => `meeting.queue.${action.kind}` as const

/** What waits for the network, and what the server said to what was sent, until the user has read it. */
export const QueueNotice = observer(() => {
  const t = useT()
  const queue = useOfflineSignUps()
  if (queue.pending.length === 0 && queue.results.length === 0) return null
  return (
    <View className='agenda-note agenda-note--queue' data-testid='agenda-queue'>
      {queue.pending.length > 0 && (
        <>
          <Text className='agenda-note__title'>{t('meeting.queue.pending', { count: queue.pending.length })}</Text>
          {queue.pending.map((action) => (
            <Text key={`${action.kind}-${action.meetingId}`} className='agenda-note__line' data-testid='queue-pending'>
              {t(actionKey(action), { title: action.title })}
            </Text>
          ))}
        </>
      )}
      {queue.results.length > 0 && (
        <>
          <Text className='agenda-note__title'>{t('meeting.queue.answered')}</Text>
          {queue.results.map(({ action, ok, msg }) => (
            <Text
              key={`${action.kind}-${action.meetingId}-${action.queuedAt}`}
              className={`agenda-note__line agenda-note__line--${ok ? 'ok' : 'refused'}`}
              data-testid='queue-result'
            >
              {`${t(actionKey(action), { title: action.title })}: ${ok ? t('meeting.queue.done') : msg || t('error.operationFailed')}`}
            </Text>
          ))}
          <Button size='small' fill='outline' onClick={() => queue.dismiss()} data-testid='queue-dismiss'>
            {t('meeting.queue.dismiss')}
          </Button>
        </>
      )}
    </View>
  )
})
