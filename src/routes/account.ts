import { routeQuery, type RouteDef } from './route-def'

/** Login, the my page, settings, real-name verification and what the user kept and sent. */
export const ACCOUNT_ROUTES = {
  my: {
    path: '/my',
    page: 'pages/my/index',
    title: 'account.route.my',
    tab: { index: 2, text: 'tab.my', icon: 'assets/tab/my.png', selectedIcon: 'assets/tab/my-active.png' },
  },
  login: {
    path: '/login',
    page: 'pages/login/index',
    title: 'account.route.login',
    query: routeQuery<{ redirect?: string }>(),
  },
  setting: { path: '/setting', page: 'packages/account/setting/index', title: 'account.route.setting' },
  editPassword: {
    path: '/editPassword',
    page: 'packages/account/edit-password/index',
    title: 'account.route.editPassword',
  },
  bindEmail: { path: '/bindEmail', page: 'packages/account/bind-email/index', title: 'account.route.bindEmail' },
  captchaDesc: {
    path: '/captcha-desc',
    page: 'packages/account/captcha-desc/index',
    title: 'account.route.captchaDesc',
  },
  feedback: { path: '/feedback', page: 'packages/account/feedback/index', title: 'account.route.feedback' },
  mypageRealname: {
    path: '/mypage-realname',
    page: 'packages/account/realname/index',
    title: 'account.route.mypageRealname',
  },
  /** The daily health declaration for the venue's entrance. */
  mypageAntiepidemic: {
    path: '/mypage-antiepidemic',
    page: 'packages/account/mypage-antiepidemic/index',
    title: 'account.route.mypageAntiepidemic',
  },
  verifiedConfirm: {
    path: '/verified-confirm',
    page: 'packages/account/verified-confirm/index',
    title: 'account.route.verifiedConfirm',
  },
  mypageCollection: {
    path: '/mypage-collection',
    page: 'packages/account/mine-collection/index',
    title: 'account.route.mypageCollection',
    refresh: true,
  },
  mypageLike: {
    path: '/mypage-like',
    page: 'packages/account/mine-like/index',
    title: 'account.route.mypageLike',
    refresh: true,
  },
  mypageFollow: {
    path: '/mypage-follow',
    page: 'packages/account/mine-follow/index',
    title: 'account.route.mypageFollow',
    refresh: true,
  },
  /** Enquiries received for the products of the user's enterprise. */
  mypageInquiry: {
    path: '/mypage-inquiry',
    page: 'packages/account/mine-inquiry/index',
    title: 'account.route.mypageInquiry',
    refresh: true,
  },
  /** Enquiries the user sent. */
  mypageSubmitInquiry: {
    path: '/mypage-submitInquiry',
    page: 'packages/account/mine-submit-inquiry/index',
    title: 'account.route.mypageSubmitInquiry',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
