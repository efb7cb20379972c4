import '@/i18n/network.pages'
import type { Businessman, BusinessmanQuery } from '@/contract/network'
import { desk } from '@/contract/network.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import { ContactsView } from '../shared/contacts-view'
import { NeedChips } from '../shared/needs'
import { PersonRow } from '../shared/person-row'
import '../shared/people.scss'

const businessmen: ContentListDescriptor<Businessman, BusinessmanQuery> = {
  route: 'mypageBusinessman',
  loginHint: 'network.businessman.loginHint',
  searchPlaceholder: 'network.businessman.searchPlaceholder',
  countLabel: 'network.businessman.count',
  emptyText: 'network.businessman.empty',
  endpoint: desk.businessmen,
  request: ({ keyword }) => ({ keyword }),
  renderItem: ({ card, contacts, exchangedAt }) => (
    <PersonRow key={card.userId} person={card} testId='businessman-row' note={formatDate(exchangedAt, 'YYYY-MM-DD')}>
      <NeedChips label='offers' needs={card.offers} />
      <NeedChips label='seeks' needs={card.seeks} />
      <ContactsView contacts={contacts} />
    </PersonRow>
  ),
}

/** /mypage-businessman: the people I exchanged cards with, their contacts included, searchable by name or organisation. */
export default listPage(businessmen)
