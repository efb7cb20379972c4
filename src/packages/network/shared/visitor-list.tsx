import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Visitor, VisitorQuery } from '@/contract/network'
import { VISITOR_DAYS, type VisitorKind } from '@/contract/network.codes'
import { people } from '@/contract/network.endpoints'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import type { ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import { PersonRow } from './person-row'
import { ExchangeActions } from '../homepage/exchange-actions'

const VisitorRow = observer(({ visitor }: { visitor: Visitor }) => {
  const t = useT()
  const [exchange, setExchange] = useState(visitor.exchange)
  const note = [
    t('network.visitor.seen', { time: formatDate(visitor.lastViewedAt, 'MM-DD HH:mm'), views: visitor.views }),
    visitor.boothNo && t('network.visitor.booth', { booth: visitor.boothNo }),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <PersonRow
      person={visitor.person}
      testId='visitor-row'
      note={note}
      actions={
        <ExchangeActions
          userId={visitor.person.userId}
          exchange={exchange}
          onChange={() => setExchange({ state: 'sent', requestId: null })}
        />
      }
    />
  )
})

/** Who viewed the user's card or their enterprise's booths in the last 30 days, each with an exchange offered. */
export function visitorList(route: RouteKey, kind: VisitorKind): ContentListDescriptor<Visitor, VisitorQuery> {
  return {
    route,
    loginHint: 'network.visitor.loginHint',
    countLabel: kind === 'card' ? 'network.visitor.cardCount' : 'network.visitor.boothCount',
    emptyText: kind === 'card' ? 'network.visitor.cardEmpty' : 'network.visitor.boothEmpty',
    header: <VisitorNote />,
    endpoint: people.visitors,
    request: () => ({ kind }),
    renderItem: (visitor) => <VisitorRow key={visitor.person.userId} visitor={visitor} />,
  }
}

const VisitorNote = observer(() => {
  const t = useT()
  return <Text className='people-notice'>{t('network.visitor.kept', { days: VISITOR_DAYS })}</Text>
})
