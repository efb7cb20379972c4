import { cityListPage } from '../shared/city-list-page'
import { ClusterCard } from '../shared/cluster-card'

/** The current city's clusters by industry. */
export default cityListPage((areaId) => ({
  route: 'cluster',
  searchPlaceholder: 'city.cluster.searchPlaceholder',
  countLabel: 'city.cluster.count',
  filters: [{ key: 'industryId', label: 'city.cluster.industry' }],
  options: async (api) => ({ industryId: await api.city.clusterIndustrySelect() }),
  fetchPage: (api, query) => api.city.clusterList({ ...query, areaId }),
  renderItem: (c) => <ClusterCard key={c.id} cluster={c} />,
}))
