import { routeQuery, type RouteDef } from './route-def'

/** Project groups and the people of the fair. */
export const NETWORK_ROUTES = {
  projectGroupList: {
    path: '/project-group-list',
    page: 'packages/network/project-group-list/index',
    title: 'network.route.projectGroupList',
    refresh: true,
  },
  createGroupChat: {
    path: '/create-group-chat',
    page: 'packages/network/create-group-chat/index',
    title: 'network.route.createGroupChat',
    query: routeQuery<{ projectId?: number | string; productId?: number | string }>(),
  },
  selectGroupOwner: {
    path: '/select-group-owner',
    page: 'packages/network/select-group-owner/index',
    title: 'network.route.selectGroupOwner',
  },
  groupDetail: {
    path: '/group-detail',
    page: 'packages/network/group-detail/index',
    title: 'network.route.groupDetail',
    query: routeQuery<{ id: number | string }>(),
  },
  /** A conversation: a group's (`groupId`), one-to-one with a person who exchanged cards (`userId`), or by its key. */
  chatRoom: {
    path: '/chat-room',
    page: 'packages/network/chat-room/index',
    title: 'network.route.chatRoom',
    query: routeQuery<{ conversation?: string; groupId?: number | string; userId?: number | string }>(),
  },
  onlineService: {
    path: '/online-service',
    page: 'packages/network/online-service/index',
    title: 'network.route.onlineService',
  },
  goldkeyCircle: {
    path: '/goldkey-circle',
    page: 'packages/network/goldkey-circle/index',
    title: 'network.route.goldkeyCircle',
    refresh: true,
    cached: true,
    query: routeQuery<{ keyword?: string }>(),
  },
  goldkeySocialDetail: {
    path: '/goldkey-socialDetail',
    page: 'packages/network/goldkey-social-detail/index',
    title: 'network.route.goldkeySocialDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  goldkeyLike: {
    path: '/goldkey-like',
    page: 'packages/network/goldkey-like/index',
    title: 'network.route.goldkeyLike',
    refresh: true,
  },
  goldkeyConvention: {
    path: '/goldkey-convention',
    page: 'packages/network/goldkey-convention/index',
    title: 'network.route.goldkeyConvention',
    refresh: true,
    query: routeQuery<{ keyword?: string }>(),
  },
  goldkeyRelease: {
    path: '/goldkey-release',
    page: 'packages/network/goldkey-release/index',
    title: 'network.route.goldkeyRelease',
  },
  mypageDynamic: {
    path: '/mypage-dynamic',
    page: 'packages/network/mypage-dynamic/index',
    title: 'network.route.mypageDynamic',
    refresh: true,
  },
  mypageCreative: {
    path: '/mypage-creative',
    page: 'packages/network/mypage-creative/index',
    title: 'network.route.mypageCreative',
    refresh: true,
    cached: true,
  },
  mypageCreativeSearch: {
    path: '/mypage-creative-search',
    page: 'packages/network/mypage-creative-search/index',
    title: 'network.route.mypageCreativeSearch',
    query: routeQuery<{ keyword?: string }>(),
  },
  mypageCreativeArticle: {
    path: '/mypage-creative-article',
    page: 'packages/network/mypage-creative-article/index',
    title: 'network.route.mypageCreativeArticle',
    share: true,
    query: routeQuery<{ id: number | string }>(),
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
