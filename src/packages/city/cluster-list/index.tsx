import '@/i18n/city.pages'
import type { ClusterCard as Cluster, ClusterQuery } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { filterBy } from '@/templates/content-list/content-list-page'
import { cityListPage } from '../shared/city-list-page'
import { ClusterCard } from '../shared/cluster-card'

/** The current city's clusters by industry. */
export default cityListPage<Cluster, ClusterQuery>((areaId) => ({
  route: 'cluster',
  searchPlaceholder: 'city.cluster.searchPlaceholder',
  countLabel: 'city.cluster.count',
  ...filterBy('industryId', 'city.cluster.industry', (api) => api.city.clusterIndustrySelect()),
  endpoint: city.clusterList,
  request: (query) => ({ ...query, areaId }),
  renderItem: (c) => <ClusterCard key={c.id} cluster={c} />,
}))
