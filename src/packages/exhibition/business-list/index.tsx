import '@/i18n/exhibition.pages'
import type { BoothCard } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { BoothRow } from '../shared/booth-row'
import { EXHIBITION_FILTERS } from '../shared/filters'

const exhibitors: ContentListDescriptor<BoothCard> = {
  route: 'businessList',
  searchPlaceholder: 'exhibition.exhibitorSearch',
  countLabel: 'exhibition.exhibitorTotal',
  ...EXHIBITION_FILTERS,
  endpoint: exhibition.boothList,
  renderItem: (booth) => <BoothRow key={booth.id} booth={booth} card />,
}

/** Exhibitors of the fair as their booths, searchable and narrowed by exhibition and zone (from the query too). */
export default listPage(exhibitors)
