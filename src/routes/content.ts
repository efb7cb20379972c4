import type { RouteDef } from './route-def'

/** Projects, parks, policies, news and articles. */
export const CONTENT_ROUTES = {
  projectList: {
    path: '/projectList',
    page: 'packages/content/project-list/index',
    title: 'route.projectList',
    refresh: true,
    cached: true,
  },
  projectDetail: {
    path: '/projectDetail',
    page: 'packages/content/project-detail/index',
    title: 'route.projectDetail',
    share: true,
  },
  parkList: {
    path: '/parkList',
    page: 'packages/content/park-list/index',
    title: 'route.parkList',
    refresh: true,
    cached: true,
  },
  parkDetail: {
    path: '/parkDetail',
    page: 'packages/content/park-detail/index',
    title: 'route.parkDetail',
    share: true,
  },
  newsDetails: {
    path: '/newsDetails',
    page: 'packages/content/news-detail/index',
    title: 'route.newsDetails',
    share: true,
  },
  zjdt: { refresh: true, path: '/zjdt', page: 'packages/content/zjdt/index', title: 'route.zjdt', cached: true },
  industryNews: {
    path: '/industy-news',
    page: 'packages/content/industry-news/index',
    title: 'route.industryNews',
    refresh: true,
  },
  microNews: { refresh: true, path: '/microNews', page: 'packages/content/micro-news/index', title: 'route.microNews' },
  businessNews: {
    path: '/businessNews',
    page: 'packages/content/business-news/index',
    title: 'route.businessNews',
    refresh: true,
  },
  noticeNews: {
    path: '/cifit/noticeNews',
    page: 'packages/content/notice-news/index',
    title: 'route.noticeNews',
    refresh: true,
    cached: true,
  },
  localCase: { refresh: true, path: '/localCase', page: 'packages/content/local-case/index', title: 'route.localCase' },
  hotProjectList: {
    path: '/hot/projectList',
    page: 'packages/content/hot-project-list/index',
    title: 'route.hotProjectList',
    refresh: true,
  },
  memberProjectList: {
    path: '/member-project-list',
    page: 'packages/content/member-project-list/index',
    title: 'route.memberProjectList',
    refresh: true,
    cached: true,
  },
  roadshow: { refresh: true, path: '/roadshow', page: 'packages/content/roadshow/index', title: 'route.roadshow' },
  hotParkList: {
    path: '/hot/parkList',
    page: 'packages/content/hot-park-list/index',
    title: 'route.hotParkList',
    refresh: true,
  },
  park: { refresh: true, path: '/park', page: 'packages/content/park-home/index', title: 'route.park' },
  policy: { refresh: true, path: '/policy', page: 'packages/content/policy-list/index', title: 'route.policy' },
  goldkeyPolicy: {
    path: '/goldkey-policy',
    page: 'packages/content/goldkey-policy/index',
    title: 'route.goldkeyPolicy',
    refresh: true,
  },
  richDetail: {
    path: '/richDetail',
    page: 'packages/content/rich-detail/index',
    title: 'route.richDetail',
    share: true,
  },
  cifitRichDetail: {
    path: '/cifit/richDetail',
    page: 'packages/content/cifit-rich-detail/index',
    title: 'route.cifitRichDetail',
  },
  protocol: { path: '/protocol', page: 'packages/content/protocol/index', title: 'route.protocol' },
} satisfies Record<string, RouteDef>
