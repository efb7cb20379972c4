import type { RouteDef } from '../route-def'

/** Settings pages of the account (subpackage mine). */
export const SETTINGS_ROUTES = {
  setting: {
    path: '/setting',
    page: 'packages/mine/setting/index',
    title: 'route.setting',
    subpackage: 'mine',
  },
  editPassword: {
    path: '/editPassword',
    page: 'packages/mine/edit-password/index',
    title: 'route.editPassword',
    subpackage: 'mine',
  },
  bindEmail: {
    path: '/bindEmail',
    page: 'packages/mine/bind-email/index',
    title: 'route.bindEmail',
    subpackage: 'mine',
  },
  captchaDesc: {
    path: '/captcha-desc',
    page: 'packages/mine/captcha-desc/index',
    title: 'route.captchaDesc',
    subpackage: 'mine',
  },
  aboutCifit: {
    path: '/aboutCifit',
    page: 'packages/mine/about-cifit/index',
    title: 'route.aboutCifit',
    subpackage: 'mine',
  },
  feedback: {
    path: '/feedback',
    page: 'packages/mine/feedback/index',
    title: 'route.feedback',
    subpackage: 'mine',
  },
} satisfies Record<string, RouteDef>
