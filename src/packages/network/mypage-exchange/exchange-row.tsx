import { Button } from '@nutui/nutui-react-taro'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Contacts, ExchangeItem } from '@/contract/network'
import type { ExchangeState } from '@/contract/network.codes'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { ContactsView } from '../shared/contacts-view'
import { ExchangeAnswer } from '../shared/exchange-answer'
import { PersonRow } from '../shared/person-row'
import { useAction } from '../shared/use-action'

/** One exchange request: accept or decline one received; contacts once exchanged, and only then. */
export const ExchangeRow = observer(({ item }: { item: ExchangeItem }) => {
  const t = useT()
  const { api } = useStores()
  const [state, setState] = useState<ExchangeState>(item.state)
  const [contacts, setContacts] = useState<Contacts | null>(item.contacts)
  const { press } = useAction()

  const showContacts = async () => {
    const page = await api.network.userInfoDetail(item.person.userId).catch(() => null)
    if (page?.contacts) setContacts(page.contacts)
  }

  // What the person wrote with their request is shown as written, in any language.
  const note = (
    <>
      {t(`network.exchange.state.${state}`)} · {formatDate(item.decidedAt ?? item.createdAt, 'MM-DD HH:mm')}
      {item.remark && (
        <>
          {' · '}
          <Text data-own-words>{item.remark}</Text>
        </>
      )}
    </>
  )

  return (
    <PersonRow
      person={item.person}
      testId='exchange-row'
      note={note}
      actions={
        state === 'received' ? (
          <ExchangeAnswer
            requestId={item.id}
            size='small'
            onDeclined={(status) => setState(status.state)}
            onAccepted={(status) => {
              setState(status.state)
              return showContacts()
            }}
          />
        ) : state === 'declined' ? (
          <Button
            size='small'
            fill='outline'
            {...press(
              'again',
              () => api.network.requestExchange({ userId: item.person.userId, source: item.source }),
              'network.exchange.requested',
              (status) => setState(status.state),
            )}
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
