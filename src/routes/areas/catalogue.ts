import type { RouteDef } from '../route-def'

/** Projects, parks, policies and article pages beyond the first slice (subpackage content). */
export const CATALOGUE_ROUTES = {
  hotProjectList: {
    path: '/hot/projectList',
    page: 'packages/content/hot-project-list/index',
    title: 'route.hotProjectList',
    subpackage: 'content',
  },
  memberProjectList: {
    path: '/member-project-list',
    page: 'packages/content/member-project-list/index',
    title: 'route.memberProjectList',
    cached: true,
    subpackage: 'content',
  },
  projectGroupList: {
    path: '/project-group-list',
    page: 'packages/content/project-group-list/index',
    title: 'route.projectGroupList',
    subpackage: 'content',
  },
  roadshow: {
    path: '/roadshow',
    page: 'packages/content/roadshow/index',
    title: 'route.roadshow',
    subpackage: 'content',
  },
  hotParkList: {
    path: '/hot/parkList',
    page: 'packages/content/hot-park-list/index',
    title: 'route.hotParkList',
    subpackage: 'content',
  },
  park: {
    path: '/park',
    page: 'packages/content/park-home/index',
    title: 'route.park',
    subpackage: 'content',
  },
  policy: {
    path: '/policy',
    page: 'packages/content/policy-list/index',
    title: 'route.policy',
    subpackage: 'content',
  },
  goldkeyPolicy: {
    path: '/goldkey-policy',
    page: 'packages/content/goldkey-policy/index',
    title: 'route.goldkeyPolicy',
    subpackage: 'content',
  },
  richDetail: {
    path: '/richDetail',
    page: 'packages/content/rich-detail/index',
    title: 'route.richDetail',
    subpackage: 'content',
  },
  cifitRichDetail: {
    path: '/cifit/richDetail',
    page: 'packages/content/cifit-rich-detail/index',
    title: 'route.cifitRichDetail',
    subpackage: 'content',
  },
  protocol: {
    path: '/protocol',
    page: 'packages/content/protocol/index',
    title: 'route.protocol',
    subpackage: 'content',
  },
} satisfies Record<string, RouteDef>
