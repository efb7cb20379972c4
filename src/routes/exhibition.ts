import type { RouteDef } from './route-def'

/** Exhibitions, halls, areas, booths and exhibits. */
export const EXHIBITION_ROUTES = {
  exhibitionDetail: {
    path: '/exhibitionDetail',
    page: 'packages/exhibition/detail/index',
    title: 'route.exhibitionDetail',
    share: true,
  },
  exhibitionBooth: {
    path: '/exhibitionBooth',
    page: 'packages/exhibition/booth/index',
    title: 'route.exhibitionBooth',
    share: true,
  },
  exhibitsList: {
    path: '/exhibits-list',
    page: 'packages/exhibition/exhibits-list/index',
    title: 'route.exhibitsList',
    refresh: true,
    cached: true,
  },
  businessList: {
    path: '/business-list',
    page: 'packages/exhibition/business-list/index',
    title: 'route.businessList',
    refresh: true,
    cached: true,
  },
  exhibitionAreaNav: {
    path: '/exhibition-area-nav',
    page: 'packages/exhibition/area-nav/index',
    title: 'route.exhibitionAreaNav',
  },
  exhibitionAreaDetail: {
    path: '/exhibition-area-detail',
    page: 'packages/exhibition/area-detail/index',
    title: 'route.exhibitionAreaDetail',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
