import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExchangeStatus } from '@/contract/network'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { ExchangeAnswer } from '../shared/exchange-answer'
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
  const { press } = useAction()
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
        <ExchangeAnswer requestId={requestId} size='normal' onDeclined={onChange} onAccepted={onChange} />
      </View>
    )
  return (
    <Button
      type='primary'
      {...press(
        'request',
        () => api.network.requestExchange({ userId, source }),
        'network.exchange.requested',
        onChange,
      )}
      data-testid='exchange-request'
    >
      {t(state === 'declined' ? 'network.exchange.askAgain' : 'network.exchange.request')}
    </Button>
  )
})
