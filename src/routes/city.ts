import type { RouteDef } from './route-def'

/** Member cities, clusters, services, the region switch and the wide-screen hot-city zone. */
export const CITY_ROUTES = {
  hotCityIndex: { path: '/hot-city-index', page: 'packages/city/hot-city-index/index', title: 'route.hotCityIndex' },
  charmCity: { path: '/charm-city', page: 'packages/city/charm-city/index', title: 'route.charmCity' },
  memberUnit: { path: '/memberUnit', page: 'packages/city/member-unit/index', title: 'route.memberUnit', cached: true },
  memberCityDetail: {
    path: '/memberCityDetail',
    page: 'packages/city/member-city-detail/index',
    title: 'route.memberCityDetail',
  },
  region: { path: '/region', page: 'packages/city/region/index', title: 'route.region' },
  cluster: { path: '/cluster', page: 'packages/city/cluster-list/index', title: 'route.cluster' },
  clusterDetail: { path: '/clusterDetail', page: 'packages/city/cluster-detail/index', title: 'route.clusterDetail' },
  services: { path: '/services', page: 'packages/city/service-list/index', title: 'route.services' },
  servicesDetail: {
    path: '/servicesDetail',
    page: 'packages/city/service-detail/index',
    title: 'route.servicesDetail',
  },
  contact: { path: '/contact', page: 'packages/city/contact/index', title: 'route.contact' },
  manual: { path: '/manual', page: 'packages/city/manual/index', title: 'route.manual' },
  pchotcity: { path: '/pchotcity', page: 'packages/city/pc/hot-city/index', title: 'route.pchotcity', cached: true },
  pcintroduction: {
    path: '/pcintroduction',
    page: 'packages/city/pc/introduction/index',
    title: 'route.pcintroduction',
  },
  pcpark: { path: '/pcpark', page: 'packages/city/pc/park-list/index', title: 'route.pcpark', cached: true },
  pcparkdetail: { path: '/pcparkdetail', page: 'packages/city/pc/park-detail/index', title: 'route.pcparkdetail' },
  pcproject: {
    path: '/pcproject',
    page: 'packages/city/pc/project-list/index',
    title: 'route.pcproject',
    cached: true,
  },
  pcprojectdetail: {
    path: '/pcprojectdetail',
    page: 'packages/city/pc/project-detail/index',
    title: 'route.pcprojectdetail',
  },
  pcpolicy: { path: '/pcpolicy', page: 'packages/city/pc/policy-list/index', title: 'route.pcpolicy', cached: true },
  pcpolicydetail: {
    path: '/pcpolicydetail',
    page: 'packages/city/pc/policy-detail/index',
    title: 'route.pcpolicydetail',
  },
  pccluster: {
    path: '/pccluster',
    page: 'packages/city/pc/cluster-list/index',
    title: 'route.pccluster',
    cached: true,
  },
  pcclusterdetail: {
    path: '/pcclusterdetail',
    page: 'packages/city/pc/cluster-detail/index',
    title: 'route.pcclusterdetail',
  },
  pcnews: { path: '/pcnews', page: 'packages/city/pc/news-list/index', title: 'route.pcnews', cached: true },
  pcnewsdetail: { path: '/pcnewsdetail', page: 'packages/city/pc/news-detail/index', title: 'route.pcnewsdetail' },
  pcactivity: {
    path: '/pcactivity',
    page: 'packages/city/pc/activity-list/index',
    title: 'route.pcactivity',
    cached: true,
  },
  pcactivitydetail: {
    path: '/pcactivitydetail',
    page: 'packages/city/pc/activity-detail/index',
    title: 'route.pcactivitydetail',
  },
  pcenterprise: {
    path: '/pcenterprise',
    page: 'packages/city/pc/enterprise-list/index',
    title: 'route.pcenterprise',
    cached: true,
  },
  pcenterprisedetail: {
    path: '/pcenterprisedetail',
    page: 'packages/city/pc/enterprise-detail/index',
    title: 'route.pcenterprisedetail',
  },
} satisfies Record<string, RouteDef>
