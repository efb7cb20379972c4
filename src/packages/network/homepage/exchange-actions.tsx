import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExchangeStatus } from '@/contract/network'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { useAction } from '../shared/use-action'

interface Props {
  userId: number
  exchange: ExchangeStatus
  /** After the exchange changed: the page loads again (contacts appear once exchanged). */
  onChange: () => unknown
  source?: 'card' | 'scan'
}

/** What the caller may do about exchanging cards with a person, from where they stand. */
export const ExchangeActions = observer(({ userId, exchange, onChange, source = 'card' }: Props) => {
  const t = useT()
  const { api } = useStores()
  const { busy, run } = useAction()
  const { state, requestId } = exchange

  if (state === 'self')
    return (
      <Button type='primary' onClick={() => void navigate('mypageCard')} data-testid='edit-own-card'>
        {t('network.card.edit')}
      </Button>
    )
  if (state === 'sent')
    return (
      <Text className='people-status people-status--sent' data-testid='exchange-state'>
        {t('network.exchange.state.sent')}
      </Text>
    )
  // People who exchanged cards may chat one to one.
  if (state === 'exchanged')
    return (
      <View className='people-actions'>
        <Text className='people-status people-status--exchanged' data-testid='exchange-state'>
          {t('network.exchange.state.exchanged')}
        </Text>
        <Button type='primary' onClick={() => void navigate('chatRoom', { userId })} data-testid='exchange-chat'>
          {t('network.exchange.chat')}
        </Button>
      </View>
    )
  if (state === 'received' && requestId)
    return (
      <View className='people-actions'>
        <Button
          fill='outline'
          loading={busy === 'decline'}
          onClick={() =>
            void run('decline', () => api.network.declineExchange(requestId), 'network.exchange.declined', onChange)
          }
          data-testid='exchange-decline'
        >
          {t('network.exchange.decline')}
        </Button>
        <Button
          type='primary'
          loading={busy === 'accept'}
          onClick={() =>
            void run('accept', () => api.network.acceptExchange(requestId), 'network.exchange.accepted', onChange)
          }
          data-testid='exchange-accept'
        >
          {t('network.exchange.accept')}
        </Button>
      </View>
    )
  return (
    <Button
      type='primary'
      loading={busy === 'request'}
      onClick={() =>
        void run(
          'request',
          () => api.network.requestExchange({ userId, source }),
          'network.exchange.requested',
          onChange,
        )
      }
      data-testid='exchange-request'
    >
      {t(state === 'declined' ? 'network.exchange.askAgain' : 'network.exchange.request')}
    </Button>
  )
})
