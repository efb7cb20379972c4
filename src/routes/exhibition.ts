import { routeQuery, type RouteDef } from './route-def'

/** Exhibitions, halls, areas, booths and exhibits. */
export const EXHIBITION_ROUTES = {
  /** The metaverse hall, and at /pavilion-3d (or by query) the 3D pavilion: their configured addresses in a web-view. */
  metaverse: {
    path: '/metaverse',
    aliases: ['/pavilion-3d'],
    aliasQuery: { '/pavilion-3d': { hall: 'pavilion' } },
    page: 'packages/exhibition/metaverse/index',
    title: 'exhibition.route.metaverse',
    query: routeQuery<{ hall?: 'pavilion' }>(),
  },
  exhibitionDetail: {
    path: '/exhibitionDetail',
    page: 'packages/exhibition/detail/index',
    title: 'exhibition.route.exhibitionDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  exhibitionBooth: {
    path: '/exhibitionBooth',
    page: 'packages/exhibition/booth/index',
    title: 'exhibition.route.exhibitionBooth',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  exhibitsList: {
    path: '/exhibits-list',
    page: 'packages/exhibition/exhibits-list/index',
    title: 'exhibition.route.exhibitsList',
    refresh: true,
    cached: true,
    query: routeQuery<{ keyword?: string; exhibitionId?: string; areaId?: string }>(),
  },
  businessList: {
    path: '/business-list',
    page: 'packages/exhibition/business-list/index',
    title: 'exhibition.route.businessList',
    refresh: true,
    cached: true,
    query: routeQuery<{ keyword?: string; exhibitionId?: string; areaId?: string }>(),
  },
  exhibitionAreaNav: {
    path: '/exhibition-area-nav',
    page: 'packages/exhibition/area-nav/index',
    title: 'exhibition.route.exhibitionAreaNav',
  },
  exhibitionAreaDetail: {
    path: '/exhibition-area-detail',
    page: 'packages/exhibition/area-detail/index',
    title: 'exhibition.route.exhibitionAreaDetail',
    refresh: true,
    query: routeQuery<{ id: number | string }>(),
  },
} satisfies Record<string, RouteDef>
