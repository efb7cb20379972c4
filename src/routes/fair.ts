import { routeQuery, type RouteDef } from './route-def'

/** The fair's home, information about the fair, its guides and hotels, VIP service and commerce data. */
export const FAIR_ROUTES = {
  home: {
    path: '/home',
    page: 'pages/home/index',
    title: 'fair.route.home',
    refresh: true,
    cached: true,
    tab: { index: 0, text: 'tab.home', icon: 'assets/tab/home.png', selectedIcon: 'assets/tab/home-active.png' },
    query: routeQuery<{ areaId?: number }>(),
  },
  /** Where an address the app does not serve lands (H5), and a page the mini program cannot find. */
  notFound: {
    path: '/not-found',
    page: 'packages/fair/not-found/index',
    title: 'fair.route.notFound',
    /** The address that was asked for. */
    query: routeQuery<{ from?: string }>(),
  },
  /** Every starting screen by domain, opened from the home entries. */
  allServices: { path: '/all-services', page: 'packages/fair/all-services/index', title: 'fair.route.allServices' },
  aboutCifit: { path: '/aboutCifit', page: 'packages/fair/about-cifit/index', title: 'fair.route.aboutCifit' },
  introduce: { path: '/introduce', page: 'packages/fair/introduce/index', title: 'fair.route.introduce', share: true },
  about: { path: '/about', page: 'packages/fair/about/index', title: 'fair.route.about' },
  handbook: { path: '/handbook', page: 'packages/fair/handbook/index', title: 'fair.route.handbook', cached: true },
  antiepidemic: { path: '/antiepidemic', page: 'packages/fair/antiepidemic/index', title: 'fair.route.antiepidemic' },
  guidelines: { path: '/guidelines', page: 'packages/fair/guidelines/index', title: 'fair.route.guidelines' },
  exhibitionGuideList: {
    path: '/exhibitionGuideList',
    page: 'packages/fair/exhibitor-guide/index',
    title: 'fair.route.exhibitionGuideList',
  },
  exhibitionGuideDetail: {
    path: '/exhibitionGuideDetail',
    page: 'packages/fair/exhibitor-guide-detail/index',
    title: 'fair.route.exhibitionGuideDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  participationGuide: {
    path: '/participationGuide',
    page: 'packages/fair/participant-guide/index',
    title: 'fair.route.participationGuide',
  },
  participationGuideDetail: {
    path: '/participationGuideDetail',
    page: 'packages/fair/participant-guide-detail/index',
    title: 'fair.route.participationGuideDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  honorList: {
    path: '/honor-list',
    page: 'packages/fair/honor-list/index',
    title: 'fair.route.honorList',
    query: routeQuery<{ year?: number | string }>(),
  },
  hotelOrder: {
    path: '/hotelOrder',
    page: 'packages/fair/hotel-order/index',
    title: 'fair.route.hotelOrder',
    refresh: true,
  },
  /** A partner hotel (the seeds' "hotel list and details", label only). */
  hotelDetail: {
    path: '/hotel-detail',
    page: 'packages/fair/hotel-detail/index',
    title: 'fair.route.hotelDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  /**
   * An edition's landing page: the current one at /middle-page, the 23rd at /middle-page23, and both wide-screen at
   * /pc-middlepage and /pc-middlepage23 (the mini program names them by query).
   */
  middlePage: {
    path: '/middle-page',
    aliases: ['/middle-page23', '/pc-middlepage', '/pc-middlepage23'],
    aliasQuery: {
      '/middle-page23': { edition: '23' },
      '/pc-middlepage': { wide: '1' },
      '/pc-middlepage23': { edition: '23', wide: '1' },
    },
    page: 'packages/fair/middle-page/index',
    title: 'fair.route.middlePage',
    share: true,
    query: routeQuery<{ edition?: number; wide?: 1 }>(),
  },
  summary: {
    share: true,
    path: '/summary',
    page: 'packages/fair/summary/index',
    title: 'fair.route.summary',
    query: routeQuery<{ year?: number | string }>(),
  },
  /** Where visitors arrive from Fujian's government service app (Minzhengtong). */
  mztCifitEnter: { path: '/mzt-cifit-enter', page: 'packages/fair/mzt-enter/index', title: 'fair.route.mztCifitEnter' },
  /** The visitor survey (label only in the seeds). */
  questionnaire: {
    path: '/questionnaire',
    page: 'packages/fair/questionnaire/index',
    title: 'fair.route.questionnaire',
  },
  downApp: { path: '/down-app', page: 'packages/fair/down-app/index', title: 'fair.route.downApp' },
  openMini: {
    path: '/open-mini',
    page: 'packages/fair/open-mini/index',
    title: 'fair.route.openMini',
    /** The mini program page to open, and its query. */
    query: routeQuery<{ path?: string }>(),
  },
  testOpenWxmini: {
    path: '/test-open-wxmini',
    page: 'packages/fair/test-open-wxmini/index',
    title: 'fair.route.testOpenWxmini',
  },
  viewPicture: {
    path: '/view-picture',
    page: 'packages/fair/view-picture/index',
    title: 'fair.route.viewPicture',
    /** `urls`: the pictures, comma separated and each URI-encoded; `index`: the one shown first. */
    query: routeQuery<{ urls: string; index?: number | string }>(),
  },
  testPage: { path: '/testPage', page: 'packages/fair/test-page/index', title: 'fair.route.testPage' },
  vipBecomeVip: { path: '/vip-becomeVip', page: 'packages/fair/vip-become/index', title: 'fair.route.vipBecomeVip' },
  vipAppointment: {
    path: '/vip-appointment',
    page: 'packages/fair/vip-appointment/index',
    title: 'fair.route.vipAppointment',
    refresh: true,
  },
  /** A VIP zone: government at /vip-government, capital, exhibitors and merchants at their own paths (or by query). */
  vipZone: {
    path: '/vip-government',
    aliases: ['/vip-capital', '/vip-exhibitors', '/vip-merchants'],
    aliasQuery: {
      '/vip-capital': { category: 'capital' },
      '/vip-exhibitors': { category: 'exhibitor' },
      '/vip-merchants': { category: 'merchant' },
    },
    page: 'packages/fair/vip-zone/index',
    title: 'fair.route.vipZone',
    query: routeQuery<{ category?: 'government' | 'capital' | 'exhibitor' | 'merchant' }>(),
  },
  vipDetails: {
    path: '/vip-details',
    page: 'packages/fair/vip-details/index',
    title: 'fair.route.vipDetails',
    query: routeQuery<{ id: number | string }>(),
  },
  commerceIndex: {
    path: '/commerceIndex',
    page: 'packages/fair/commerce-index/index',
    title: 'fair.route.commerceIndex',
  },
  statistics: {
    path: '/statistics',
    page: 'packages/fair/statistics/index',
    title: 'fair.route.statistics',
    query: routeQuery<{ year?: number | string }>(),
  },
  statisticsList: {
    path: '/statisticsList',
    page: 'packages/fair/statistics-list/index',
    title: 'fair.route.statisticsList',
    refresh: true,
    query: routeQuery<{ indicator?: string }>(),
  },
  commerceChange: {
    path: '/commerceChange',
    page: 'packages/fair/commerce-change/index',
    title: 'fair.route.commerceChange',
  },
  /** A local case or public notice of /localCase. */
  commerceArticle: {
    path: '/commerce-article',
    page: 'packages/fair/commerce-article/index',
    title: 'fair.route.commerceArticle',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
} satisfies Record<string, RouteDef>
