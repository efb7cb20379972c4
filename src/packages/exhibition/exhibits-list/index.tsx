import '@/i18n/exhibition.pages'
import type { ExhibitCard } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ExhibitRow } from '../shared/exhibit-row'
import { EXHIBITION_FILTERS } from '../shared/filters'

const exhibits: ContentListDescriptor<ExhibitCard> = {
  route: 'exhibitsList',
  searchPlaceholder: 'exhibition.exhibitSearch',
  countLabel: 'exhibition.exhibitTotal',
  ...EXHIBITION_FILTERS,
  endpoint: exhibition.exhibitList,
  renderItem: (exhibit) => <ExhibitRow key={exhibit.id} exhibit={exhibit} card />,
}

/** Products shown at the booths, searchable and narrowed by exhibition and zone (from the query too). */
export default listPage(exhibits)
