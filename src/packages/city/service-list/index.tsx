import '@/i18n/city.pages'
import { filterBy } from '@/templates/content-list/content-list-page'
import { cityListPage } from '../shared/city-list-page'
import { ServiceCard } from '../shared/service-card'

/** The current city's investment services by category. */
export default cityListPage((areaId) => ({
  route: 'services',
  searchPlaceholder: 'city.service.searchPlaceholder',
  countLabel: 'city.service.count',
  ...filterBy('category', 'city.service.category', (api) => api.city.serviceCategorySelect()),
  fetchPage: (api, query) => api.city.serviceList({ ...query, areaId }),
  renderItem: (s) => <ServiceCard key={s.id} service={s} />,
}))
