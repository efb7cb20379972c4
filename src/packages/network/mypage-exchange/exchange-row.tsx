import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Contacts, ExchangeItem } from '@/contract/network'
import type { ExchangeState } from '@/contract/network.codes'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { ContactsView } from '../shared/contacts-view'
import { PersonRow } from '../shared/person-row'
import { useAction } from '../shared/use-action'

/** One exchange request: accept or decline one received; contacts once exchanged, and only then. */
export const ExchangeRow = observer(({ item }: { item: ExchangeItem }) => {
  const t = useT()
  const { api } = useStores()
  const [state, setState] = useState<ExchangeState>(item.state)
  const [contacts, setContacts] = useState<Contacts | null>(item.contacts)
  const { busy, run } = useAction()

  const accept = () =>
    run(
      'accept',
      () => api.network.acceptExchange(item.id),
      'network.exchange.accepted',
      async (status) => {
        setState(status.state)
        const page = await api.network.userInfoDetail(item.person.userId).catch(() => null)
        if (page?.contacts) setContacts(page.contacts)
      },
    )
  const decline = () =>
    run(
      'decline',
      () => api.network.declineExchange(item.id),
      'network.exchange.declined',
      (status) => setState(status.state),
    )
  const askAgain = () =>
    run(
      'again',
      () => api.network.requestExchange({ userId: item.person.userId, source: item.source }),
      'network.exchange.requested',
      (status) => setState(status.state),
    )

  const note = [
    t(`network.exchange.state.${state}`),
    formatDate(item.decidedAt ?? item.createdAt, 'MM-DD HH:mm'),
    item.remark,
  ]
    .filter(Boolean)
    .join(' · ')

  return (
    <PersonRow
      person={item.person}
      testId='exchange-row'
      note={note}
      actions={
        state === 'received' ? (
          <>
            <Button
              size='small'
              fill='outline'
              loading={busy === 'decline'}
              onClick={decline}
              data-testid='exchange-decline'
            >
              {t('network.exchange.decline')}
            </Button>
            <Button
              size='small'
              type='primary'
              loading={busy === 'accept'}
              onClick={accept}
              data-testid='exchange-accept'
            >
              {t('network.exchange.accept')}
            </Button>
          </>
        ) : state === 'declined' ? (
          <Button
            size='small'
            fill='outline'
            loading={busy === 'again'}
            onClick={askAgain}
            data-testid='exchange-again'
          >
            {t('network.exchange.askAgain')}
          </Button>
        ) : null
      }
    >
      {state === 'exchanged' && contacts && <ContactsView contacts={contacts} />}
    </PersonRow>
  )
})
