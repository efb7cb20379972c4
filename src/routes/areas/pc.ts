import type { RouteDef } from '../route-def'

/** The hot-city zone laid out for wide screens (subpackage pc): a home, the city introduction, seven list/detail pairs. */
export const PC_ROUTES = {
  pchotcity: {
    path: '/pchotcity',
    page: 'packages/pc/hot-city/index',
    title: 'route.pchotcity',
    cached: true,
    subpackage: 'pc',
  },
  pcintroduction: {
    path: '/pcintroduction',
    page: 'packages/pc/introduction/index',
    title: 'route.pcintroduction',
    subpackage: 'pc',
  },
  pcpark: {
    path: '/pcpark',
    page: 'packages/pc/park-list/index',
    title: 'route.pcpark',
    cached: true,
    subpackage: 'pc',
  },
  pcparkdetail: {
    path: '/pcparkdetail',
    page: 'packages/pc/park-detail/index',
    title: 'route.pcparkdetail',
    subpackage: 'pc',
  },
  pcproject: {
    path: '/pcproject',
    page: 'packages/pc/project-list/index',
    title: 'route.pcproject',
    cached: true,
    subpackage: 'pc',
  },
  pcprojectdetail: {
    path: '/pcprojectdetail',
    page: 'packages/pc/project-detail/index',
    title: 'route.pcprojectdetail',
    subpackage: 'pc',
  },
  pcpolicy: {
    path: '/pcpolicy',
    page: 'packages/pc/policy-list/index',
    title: 'route.pcpolicy',
    cached: true,
    subpackage: 'pc',
  },
  pcpolicydetail: {
    path: '/pcpolicydetail',
    page: 'packages/pc/policy-detail/index',
    title: 'route.pcpolicydetail',
    subpackage: 'pc',
  },
  pccluster: {
    path: '/pccluster',
    page: 'packages/pc/cluster-list/index',
    title: 'route.pccluster',
    cached: true,
    subpackage: 'pc',
  },
  pcclusterdetail: {
    path: '/pcclusterdetail',
    page: 'packages/pc/cluster-detail/index',
    title: 'route.pcclusterdetail',
    subpackage: 'pc',
  },
  pcnews: {
    path: '/pcnews',
    page: 'packages/pc/news-list/index',
    title: 'route.pcnews',
    cached: true,
    subpackage: 'pc',
  },
  pcnewsdetail: {
    path: '/pcnewsdetail',
    page: 'packages/pc/news-detail/index',
    title: 'route.pcnewsdetail',
    subpackage: 'pc',
  },
  pcactivity: {
    path: '/pcactivity',
    page: 'packages/pc/activity-list/index',
    title: 'route.pcactivity',
    cached: true,
    subpackage: 'pc',
  },
  pcactivitydetail: {
    path: '/pcactivitydetail',
    page: 'packages/pc/activity-detail/index',
    title: 'route.pcactivitydetail',
    subpackage: 'pc',
  },
  pcenterprise: {
    path: '/pcenterprise',
    page: 'packages/pc/enterprise-list/index',
    title: 'route.pcenterprise',
    cached: true,
    subpackage: 'pc',
  },
  pcenterprisedetail: {
    path: '/pcenterprisedetail',
    page: 'packages/pc/enterprise-detail/index',
    title: 'route.pcenterprisedetail',
    subpackage: 'pc',
  },
} satisfies Record<string, RouteDef>
