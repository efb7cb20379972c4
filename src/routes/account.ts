import { routeQuery, type RouteDef } from './route-def'

/** Login, the my page, settings, real-name verification and what the user kept and sent. */
export const ACCOUNT_ROUTES = {
  my: {
    path: '/my',
    page: 'pages/my/index',
    title: 'route.my',
    tab: { index: 2, text: 'tab.my', icon: 'assets/tab/my.png', selectedIcon: 'assets/tab/my-active.png' },
  },
  login: {
    path: '/login',
    page: 'pages/login/index',
    title: 'route.login',
    query: routeQuery<{ redirect?: string }>(),
  },
  setting: { path: '/setting', page: 'packages/account/setting/index', title: 'route.setting' },
  editPassword: { path: '/editPassword', page: 'packages/account/edit-password/index', title: 'route.editPassword' },
  bindEmail: { path: '/bindEmail', page: 'packages/account/bind-email/index', title: 'route.bindEmail' },
  captchaDesc: { path: '/captcha-desc', page: 'packages/account/captcha-desc/index', title: 'route.captchaDesc' },
  feedback: { path: '/feedback', page: 'packages/account/feedback/index', title: 'route.feedback' },
  mypageRealname: { path: '/mypage-realname', page: 'packages/account/realname/index', title: 'route.mypageRealname' },
  verifiedConfirm: {
    path: '/verified-confirm',
    page: 'packages/account/verified-confirm/index',
    title: 'route.verifiedConfirm',
  },
  mypageCollection: {
    path: '/mypage-collection',
    page: 'packages/account/mine-collection/index',
    title: 'route.mypageCollection',
    refresh: true,
  },
  mypageLike: {
    path: '/mypage-like',
    page: 'packages/account/mine-like/index',
    title: 'route.mypageLike',
    refresh: true,
  },
  mypageFollow: {
    path: '/mypage-follow',
    page: 'packages/account/mine-follow/index',
    title: 'route.mypageFollow',
    refresh: true,
  },
  /** Enquiries received for the products of the user's enterprise. */
  mypageInquiry: {
    path: '/mypage-inquiry',
    page: 'packages/account/mine-inquiry/index',
    title: 'route.mypageInquiry',
    refresh: true,
  },
  /** Enquiries the user sent. */
  mypageSubmitInquiry: {
    path: '/mypage-submitInquiry',
    page: 'packages/account/mine-submit-inquiry/index',
    title: 'route.mypageSubmitInquiry',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
