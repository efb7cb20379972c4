import { observer } from 'mobx-react-lite'
import type { BoothCard } from '@/services/api/common-client.dto'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { BoothRow } from '../shared/booth-row'

const exhibitors: ContentListDescriptor<BoothCard> = {
  route: 'businessList',
  searchPlaceholder: 'exhibition.exhibitorSearch',
  countLabel: 'exhibition.exhibitorTotal',
  filters: [
    { key: 'exhibitionId', label: 'exhibition.exhibition' },
    { key: 'areaId', label: 'exhibition.zone' },
  ],
  options: (api) => api.common.exhibitionFilterOptions(),
  fetchPage: (api, page, filters, keyword) => api.common.boothList({ ...page, ...filters, keyword }),
  renderItem: (booth) => <BoothRow key={booth.id} booth={booth} card />,
}

/** Exhibitors of the fair as their booths, searchable and narrowed by exhibition and zone (from the query too). */
const BusinessList = observer(() => <ContentListPage descriptor={exhibitors} />)

export default BusinessList
