import type { RouteDef } from '../route-def'

/** Real-name verification and identity pages (subpackage mine). */
export const ACCOUNT_ROUTES = {
  mypageRealname: {
    path: '/mypage-realname',
    page: 'packages/mine/realname/index',
    title: 'route.mypageRealname',
    subpackage: 'mine',
  },
  verifiedConfirm: {
    path: '/verified-confirm',
    page: 'packages/mine/verified-confirm/index',
    title: 'route.verifiedConfirm',
    subpackage: 'mine',
  },
} satisfies Record<string, RouteDef>
