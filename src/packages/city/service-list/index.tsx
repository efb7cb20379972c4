import '@/i18n/city.pages'
import type { ServiceCard as Service, ServiceQuery } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { filterBy } from '@/templates/content-list/content-list-page'
import { cityListPage } from '../shared/city-list-page'
import { ServiceCard } from '../shared/service-card'

/** The current city's investment services by category. */
export default cityListPage<Service, ServiceQuery>((areaId) => ({
  route: 'services',
  searchPlaceholder: 'city.service.searchPlaceholder',
  countLabel: 'city.service.count',
  ...filterBy('category', 'city.service.category', (api) => api.city.serviceCategorySelect()),
  endpoint: city.serviceList,
  request: (query) => ({ ...query, areaId }),
  renderItem: (s) => <ServiceCard key={s.id} service={s} />,
}))
