import { ACCOUNT_ROUTES } from './areas/account'
import { CATALOGUE_ROUTES } from './areas/catalogue'
import { CITY_ROUTES } from './areas/city'
import { COLLECTIBLES_ROUTES } from './areas/collectibles'
import { ENTERPRISE_ROUTES } from './areas/enterprise'
import { FILES_ROUTES } from './areas/files'
import { MEDIA_ROUTES } from './areas/media'
import { MEETING_ROUTES } from './areas/meeting'
import { PC_ROUTES } from './areas/pc'
import { POINTS_ROUTES } from './areas/points'
import { SEARCH_ROUTES } from './areas/search'
import { SETTINGS_ROUTES } from './areas/settings'
import type { RouteDef } from './route-def'
import { bareHex, COLORS } from '../styles/colors'

export type { RouteDef, Subpackage, TabDef } from './route-def'

export const DEFAULT_NAV_COLOR = bareHex(COLORS.primary)

/**
 * The single source of every route. Pure data: it is read at build time in Node by app.config.ts
 * and config/index.ts, so nothing here may import Taro or touch a browser.
 */
export const ROUTES = {
  home: {
    path: '/home',
    page: 'pages/home/index',
    title: 'route.home',
    cached: true,
    tab: { index: 0, text: 'tab.home', icon: 'assets/tab/home.png', selectedIcon: 'assets/tab/home-active.png' },
  },
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
  },
  projectList: {
    path: '/projectList',
    page: 'packages/content/project-list/index',
    title: 'route.projectList',
    cached: true,
    subpackage: 'content',
  },
  projectDetail: {
    path: '/projectDetail',
    page: 'packages/content/project-detail/index',
    title: 'route.projectDetail',
    subpackage: 'content',
  },
  parkList: {
    path: '/parkList',
    page: 'packages/content/park-list/index',
    title: 'route.parkList',
    cached: true,
    subpackage: 'content',
  },
  parkDetail: {
    path: '/parkDetail',
    page: 'packages/content/park-detail/index',
    title: 'route.parkDetail',
    subpackage: 'content',
  },
  newsDetails: {
    path: '/newsDetails',
    page: 'packages/content/news-detail/index',
    title: 'route.newsDetails',
    subpackage: 'content',
  },
  zjdt: {
    path: '/zjdt',
    page: 'packages/content/zjdt/index',
    title: 'route.zjdt',
    cached: true,
    subpackage: 'content',
  },
  industryNews: {
    path: '/industy-news',
    page: 'packages/content/industry-news/index',
    title: 'route.industryNews',
    subpackage: 'content',
  },
  microNews: {
    path: '/microNews',
    page: 'packages/content/micro-news/index',
    title: 'route.microNews',
    subpackage: 'content',
  },
  businessNews: {
    path: '/businessNews',
    page: 'packages/content/business-news/index',
    title: 'route.businessNews',
    subpackage: 'content',
  },
  noticeNews: {
    path: '/cifit/noticeNews',
    page: 'packages/content/notice-news/index',
    title: 'route.noticeNews',
    cached: true,
    subpackage: 'content',
  },
  localCase: {
    path: '/localCase',
    page: 'packages/content/local-case/index',
    title: 'route.localCase',
    subpackage: 'content',
  },
  ...CATALOGUE_ROUTES,
  ...SEARCH_ROUTES,
  ...ENTERPRISE_ROUTES,
  ...MEDIA_ROUTES,
  ...CITY_ROUTES,
  ...FILES_ROUTES,
  ...PC_ROUTES,
  ...SETTINGS_ROUTES,
  ...ACCOUNT_ROUTES,
  ...COLLECTIBLES_ROUTES,
  ...POINTS_ROUTES,
  ...MEETING_ROUTES,
} satisfies Record<string, RouteDef>

export type RouteKey = keyof typeof ROUTES

/** The route the app opens on; `/` redirects here. */
export const HOME_ROUTE: RouteKey = 'home'
