import '@/i18n/network.pages'
import type { ExchangeItem } from '@/contract/network'
import { EXCHANGE_BOXES, type ExchangeBox } from '@/contract/network.codes'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ExchangeRow } from './exchange-row'
import '../shared/people.scss'

const exchanges: ContentListDescriptor<ExchangeItem> = {
  route: 'mypageExchange',
  loginHint: 'network.exchange.loginHint',
  searchPlaceholder: 'network.exchange.searchPlaceholder',
  countLabel: 'network.exchange.count',
  emptyText: 'network.exchange.empty',
  tabs: { key: 'box' },
  options: async (_api, t) => ({
    box: EXCHANGE_BOXES.map((box) => ({ value: box, label: t(`network.exchange.box.${box}`) })),
  }),
  fetchPage: (api, { box, keyword, pageNum, pageSize }) =>
    api.network.exchanges({ box: (box || 'received') as ExchangeBox, keyword, pageNum, pageSize }),
  renderItem: (item) => <ExchangeRow key={`${item.id}-${item.state}`} item={item} />,
}

/** Card exchanges: requests received (accept or decline), requests sent, and the cards exchanged with their contacts. */
export default listPage(exchanges)
