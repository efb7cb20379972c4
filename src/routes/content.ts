import { routeQuery, type RouteDef } from './route-def'

/** Projects, parks, policies, news and articles. */
export const CONTENT_ROUTES = {
  projectList: {
    path: '/projectList',
    page: 'packages/content/project-list/index',
    title: 'content.route.projectList',
    refresh: true,
    cached: true,
    /** `type` 2 lists the major projects. */
    query: routeQuery<{
      keyword?: string
      industryId?: string
      carrierId?: string
      investModeId?: string
      pushTimeId?: string
      type?: number | string
    }>(),
  },
  projectDetail: {
    path: '/projectDetail',
    page: 'packages/content/project-detail/index',
    title: 'content.route.projectDetail',
    share: true,
    query: routeQuery<{ id: number | string; type?: number | string }>(),
  },
  parkList: {
    path: '/parkList',
    page: 'packages/content/park-list/index',
    title: 'content.route.parkList',
    refresh: true,
    cached: true,
    query: routeQuery<{ keyword?: string; parkTypeId?: string; estateTypeId?: string }>(),
  },
  parkDetail: {
    path: '/parkDetail',
    page: 'packages/content/park-detail/index',
    title: 'content.route.parkDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  newsDetails: {
    path: '/newsDetails',
    page: 'packages/content/news-detail/index',
    title: 'content.route.newsDetails',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  zjdt: {
    refresh: true,
    path: '/zjdt',
    page: 'packages/content/zjdt/index',
    title: 'content.route.zjdt',
    cached: true,
    query: routeQuery<{ keyword?: string }>(),
  },
  industryNews: {
    path: '/industy-news',
    page: 'packages/content/industry-news/index',
    title: 'content.route.industryNews',
    refresh: true,
    query: routeQuery<{ keyword?: string }>(),
  },
  microNews: {
    refresh: true,
    path: '/microNews',
    page: 'packages/content/micro-news/index',
    title: 'content.route.microNews',
    query: routeQuery<{ keyword?: string }>(),
  },
  businessNews: {
    path: '/businessNews',
    page: 'packages/content/business-news/index',
    title: 'content.route.businessNews',
    refresh: true,
    query: routeQuery<{ keyword?: string }>(),
  },
  noticeNews: {
    path: '/cifit/noticeNews',
    page: 'packages/content/notice-news/index',
    title: 'content.route.noticeNews',
    refresh: true,
    cached: true,
    query: routeQuery<{ keyword?: string }>(),
  },
  localCase: {
    refresh: true,
    path: '/localCase',
    page: 'packages/content/local-case/index',
    title: 'content.route.localCase',
    /** 'commerce-worktrends' shows the local-case title; anything else the public-notice title. */
    query: routeQuery<{
      type?: string
      keyword?: string
    }>(),
  },
  hotProjectList: {
    path: '/hot/projectList',
    page: 'packages/content/hot-project-list/index',
    title: 'content.route.hotProjectList',
    refresh: true,
  },
  memberProjectList: {
    path: '/member-project-list',
    page: 'packages/content/member-project-list/index',
    title: 'content.route.memberProjectList',
    refresh: true,
    cached: true,
    query: routeQuery<{ areaId?: number | string }>(),
  },
  roadshow: {
    refresh: true,
    path: '/roadshow',
    page: 'packages/content/roadshow/index',
    title: 'content.route.roadshow',
  },
  hotParkList: {
    path: '/hot/parkList',
    page: 'packages/content/hot-park-list/index',
    title: 'content.route.hotParkList',
    refresh: true,
  },
  park: { refresh: true, path: '/park', page: 'packages/content/park-home/index', title: 'content.route.park' },
  /** The parks recommended for their roadshows (label only in the seeds). */
  parkRoadshow: {
    path: '/park-roadshow',
    page: 'packages/content/park-roadshow/index',
    title: 'content.route.parkRoadshow',
    refresh: true,
  },
  /** Apply to list a park or a project. */
  apply: {
    path: '/apply',
    page: 'packages/content/apply/index',
    title: 'content.route.apply',
    query: routeQuery<{ kind?: 'project' | 'park' }>(),
  },
  /** Industrial interpretations. */
  industry: {
    path: '/industry',
    page: 'packages/content/industry/index',
    title: 'content.route.industry',
    refresh: true,
    query: routeQuery<{ keyword?: string; industryId?: string }>(),
  },
  industryDetail: {
    path: '/industry-detail',
    page: 'packages/content/industry-detail/index',
    title: 'content.route.industryDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  policy: {
    refresh: true,
    path: '/policy',
    page: 'packages/content/policy-list/index',
    title: 'content.route.policy',
    query: routeQuery<{ keyword?: string; categoryId?: string }>(),
  },
  goldkeyPolicy: {
    path: '/goldkey-policy',
    page: 'packages/content/goldkey-policy/index',
    title: 'content.route.goldkeyPolicy',
    refresh: true,
    query: routeQuery<{ keyword?: string; categoryId?: string }>(),
  },
  richDetail: {
    path: '/richDetail',
    page: 'packages/content/rich-detail/index',
    title: 'content.route.richDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  cifitRichDetail: {
    path: '/cifit/richDetail',
    page: 'packages/content/cifit-rich-detail/index',
    title: 'content.route.cifitRichDetail',
    /** A fair article by `id` or by `code` (introduction, visitor-guide, ...). */
    query: routeQuery<{
      id?: number | string
      code?: string
    }>(),
  },
  protocol: {
    path: '/protocol',
    page: 'packages/content/protocol/index',
    title: 'content.route.protocol',
    /** user, privacy, collectible. */
    query: routeQuery<{ type: string }>(),
  },
} satisfies Record<string, RouteDef>
