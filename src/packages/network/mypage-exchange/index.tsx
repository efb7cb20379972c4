import '@/i18n/network.pages'
import type { ExchangeItem, ExchangeListQuery } from '@/contract/network'
import { EXCHANGE_BOXES, type ExchangeBox } from '@/contract/network.codes'
import { cards } from '@/contract/network.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ExchangeRow } from './exchange-row'
import '../shared/people.scss'

const exchanges: ContentListDescriptor<ExchangeItem, ExchangeListQuery> = {
  route: 'mypageExchange',
  loginHint: 'network.exchange.loginHint',
  searchPlaceholder: 'network.exchange.searchPlaceholder',
  countLabel: 'network.exchange.count',
  emptyText: 'network.exchange.empty',
  tabs: { key: 'box' },
  options: async (_api, t) => ({
    box: EXCHANGE_BOXES.map((box) => ({ value: box, label: t(`network.exchange.box.${box}`) })),
  }),
  endpoint: cards.exchanges,
  request: ({ box, keyword }) => ({ box: (box || 'received') as ExchangeBox, keyword }),
  renderItem: (item) => <ExchangeRow key={`${item.id}-${item.state}`} item={item} />,
}

/** Card exchanges: requests received (accept or decline), requests sent, and the cards exchanged with their contacts. */
export default listPage(exchanges)
