import { observer } from 'mobx-react-lite'
import type { ExhibitCard } from '@/services/api/common-client.dto'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { ExhibitRow } from '../shared/exhibit-row'

const exhibits: ContentListDescriptor<ExhibitCard> = {
  route: 'exhibitsList',
  searchPlaceholder: 'exhibition.exhibitSearch',
  countLabel: 'exhibition.exhibitTotal',
  filters: [
    { key: 'exhibitionId', label: 'exhibition.exhibition' },
    { key: 'areaId', label: 'exhibition.zone' },
  ],
  options: (api) => api.common.exhibitionFilterOptions(),
  fetchPage: (api, page, filters, keyword) => api.common.exhibitList({ ...page, ...filters, keyword }),
  renderItem: (exhibit) => <ExhibitRow key={exhibit.id} exhibit={exhibit} card />,
}

/** Products shown at the booths, searchable and narrowed by exhibition and zone (from the query too). */
const ExhibitsList = observer(() => <ContentListPage descriptor={exhibits} />)

export default ExhibitsList
