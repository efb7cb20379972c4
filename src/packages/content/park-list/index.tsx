import { observer } from 'mobx-react-lite'
import { ParkCard } from '../../../components/park-card'
import { navigate } from '../../../routes/navigate'
import type { ParkCard as Park } from '../../../services/api/merchants-client.dto'
import { ContentListPage, type ContentListDescriptor } from '../../../templates/content-list/content-list-page'

const parks: ContentListDescriptor<Park> = {
  route: 'parkList',
  searchPlaceholder: 'park.searchPlaceholder',
  countLabel: 'park.count',
  filters: [
    { key: 'parkTypeId', label: 'park.parkType', options: (api) => api.merchants.parkTypes() },
    { key: 'estateTypeId', label: 'park.estateType', options: (api) => api.merchants.estateTypes() },
  ],
  fetchPage: (api, page, filters, keyword) => api.merchants.parkList({ ...page, ...filters, keyword }),
  renderItem: (p) => <ParkCard key={p.id} park={p} onOpen={() => void navigate('parkDetail', { id: p.id })} />,
}

const ParkList = observer(() => <ContentListPage descriptor={parks} />)

export default ParkList
