import type { RouteDef } from './route-def'

/** Login, the my page, settings and real-name verification. */
export const ACCOUNT_ROUTES = {
  my: {
    path: '/my',
    page: 'pages/my/index',
    title: 'route.my',
    tab: { index: 2, text: 'tab.my', icon: 'assets/tab/my.png', selectedIcon: 'assets/tab/my-active.png' },
  },
  login: { path: '/login', page: 'pages/login/index', title: 'route.login' },
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
} satisfies Record<string, RouteDef>
