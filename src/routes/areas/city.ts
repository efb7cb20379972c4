import type { MessageKey } from '../../i18n/zh-cn'
import type { RouteDef } from '../route-def'

/** A page of the city subpackage, in packages/city/<folder>/index. */
const city = (path: string, folder: string, title: MessageKey, cached = false): RouteDef => ({
  path,
  page: `packages/city/${folder}/index`,
  title,
  subpackage: 'city',
  ...(cached ? { cached: true } : {}),
})

/** Member cities, clusters, services and the region switch (subpackage city). */
export const CITY_ROUTES = {
  hotCityIndex: city('/hot-city-index', 'hot-city-index', 'route.hotCityIndex'),
  charmCity: city('/charm-city', 'charm-city', 'route.charmCity'),
  memberUnit: city('/memberUnit', 'member-unit', 'route.memberUnit', true),
  memberCityDetail: city('/memberCityDetail', 'member-city-detail', 'route.memberCityDetail'),
  region: city('/region', 'region', 'route.region'),
  cluster: city('/cluster', 'cluster-list', 'route.cluster'),
  clusterDetail: city('/clusterDetail', 'cluster-detail', 'route.clusterDetail'),
  services: city('/services', 'service-list', 'route.services'),
  servicesDetail: city('/servicesDetail', 'service-detail', 'route.servicesDetail'),
  contact: city('/contact', 'contact', 'route.contact'),
  manual: city('/manual', 'manual', 'route.manual'),
} satisfies Record<string, RouteDef>
