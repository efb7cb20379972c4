import { cityListPage } from '../shared/city-list-page'
import { ServiceCard } from '../shared/service-card'

/** The current city's investment services by category. */
export default cityListPage((areaId) => ({
  route: 'services',
  searchPlaceholder: 'city.service.searchPlaceholder',
  countLabel: 'city.service.count',
  filters: [{ key: 'category', label: 'city.service.category' }],
  options: async (api) => ({ category: await api.city.serviceCategorySelect() }),
  fetchPage: (api, query) => api.city.serviceList({ ...query, areaId }),
  renderItem: (s) => <ServiceCard key={s.id} service={s} />,
}))
