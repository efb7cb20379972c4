import { routeQuery, type RouteDef } from './route-def'

/** Project groups and the people of the fair. */
export const NETWORK_ROUTES = {
  projectGroupList: {
    path: '/project-group-list',
    page: 'packages/network/project-group-list/index',
    title: 'network.route.projectGroupList',
    refresh: true,
  },
  mypageCard: {
    path: '/mypage-card',
    page: 'packages/network/mypage-card/index',
    title: 'network.route.mypageCard',
  },
  mypageExchange: {
    path: '/mypage-exchange',
    page: 'packages/network/mypage-exchange/index',
    title: 'network.route.mypageExchange',
    refresh: true,
    /** The box to open on: requests received (the default), sent, or the cards exchanged. */
    query: routeQuery<{ box?: 'received' | 'sent' | 'exchanged' }>(),
  },
  homepage: {
    path: '/homepage',
    page: 'packages/network/homepage/index',
    title: 'network.route.homepage',
    refresh: true,
    /** The person's user id. */
    query: routeQuery<{ id: number | string }>(),
  },
  scanResultFriend: {
    path: '/scan-result-friend',
    page: 'packages/network/scan-result-friend/index',
    title: 'network.route.scanResultFriend',
    /** A scanned card code or badge payload; without one the page offers to scan. */
    query: routeQuery<{ code?: string }>(),
  },
  mypageVisitor: {
    path: '/mypage-visitor',
    page: 'packages/network/mypage-visitor/index',
    title: 'network.route.mypageVisitor',
    refresh: true,
  },
  mypageMyvisitor: {
    path: '/mypage-myvisitor',
    page: 'packages/network/mypage-myvisitor/index',
    title: 'network.route.mypageMyvisitor',
    refresh: true,
  },
  mypageFans: {
    path: '/mypage-fans',
    page: 'packages/network/mypage-fans/index',
    title: 'network.route.mypageFans',
    refresh: true,
  },
  mypageEngine: {
    path: '/mypage-engine',
    page: 'packages/network/mypage-engine/index',
    title: 'network.route.mypageEngine',
    refresh: true,
  },
  mypageNegotiate: {
    path: '/mypage-negotiate',
    page: 'packages/network/mypage-negotiate/index',
    title: 'network.route.mypageNegotiate',
    refresh: true,
    query: routeQuery<{ box?: 'received' | 'sent' }>(),
  },
  workBench: {
    path: '/work-bench',
    page: 'packages/network/work-bench/index',
    title: 'network.route.workBench',
    refresh: true,
  },
  dataBoard: {
    path: '/data-board',
    page: 'packages/network/data-board/index',
    title: 'network.route.dataBoard',
    refresh: true,
  },
  spatialData: {
    path: '/spatial-data',
    page: 'packages/network/spatial-data/index',
    title: 'network.route.spatialData',
    refresh: true,
  },
  leadCapture: {
    path: '/lead-capture',
    page: 'packages/network/lead-capture/index',
    title: 'network.route.leadCapture',
    refresh: true,
    /** A scanned badge or card code to capture at once (H5 hands it over in the query). */
    query: routeQuery<{ code?: string }>(),
  },
  mypageBusinessman: {
    path: '/mypage-businessman',
    page: 'packages/network/mypage-businessman/index',
    title: 'network.route.mypageBusinessman',
    refresh: true,
  },
  mypageMerchants: {
    path: '/mypage-merchants',
    page: 'packages/network/mypage-merchants/index',
    title: 'network.route.mypageMerchants',
    refresh: true,
  },
  mypageAssistant: {
    path: '/mypage-assistant',
    page: 'packages/network/mypage-assistant/index',
    title: 'network.route.mypageAssistant',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
