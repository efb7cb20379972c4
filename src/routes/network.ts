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
} satisfies Record<string, RouteDef>
