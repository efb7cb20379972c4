import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { ExchangeStatus } from '@/contract/network'
import { useStores, useT } from '@/stores/context'
import { useAction } from './use-action'

interface Props {
  requestId: number
  /** Small in a list row, normal on a card's page. */
  size: 'small' | 'normal'
  onDeclined: (status: ExchangeStatus) => unknown
  onAccepted: (status: ExchangeStatus) => unknown
}

/** The answers to an exchange request the caller received: decline or accept. */
export const ExchangeAnswer = observer(({ requestId, size, onDeclined, onAccepted }: Props) => {
  const t = useT()
  const { api } = useStores()
  const { press } = useAction()
  return (
    <>
      <Button
        size={size}
        fill='outline'
        {...press('decline', () => api.network.declineExchange(requestId), 'network.exchange.declined', onDeclined)}
        data-testid='exchange-decline'
      >
        {t('network.exchange.decline')}
      </Button>
      <Button
        size={size}
        type='primary'
        {...press('accept', () => api.network.acceptExchange(requestId), 'network.exchange.accepted', onAccepted)}
        data-testid='exchange-accept'
      >
        {t('network.exchange.accept')}
      </Button>
    </>
  )
})
