import '@/i18n/city.pages'
import { filterBy } from '@/templates/content-list/content-list-page'
import { cityListPage } from '../shared/city-list-page'
import { ClusterCard } from '../shared/cluster-card'

/** The current city's clusters by industry. */
export default cityListPage((areaId) => ({
  route: 'cluster',
  searchPlaceholder: 'city.cluster.searchPlaceholder',
  countLabel: 'city.cluster.count',
  ...filterBy('industryId', 'city.cluster.industry', (api) => api.city.clusterIndustrySelect()),
  fetchPage: (api, query) => api.city.clusterList({ ...query, areaId }),
  renderItem: (c) => <ClusterCard key={c.id} cluster={c} />,
}))
