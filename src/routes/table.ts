import { ACCOUNT_ROUTES } from './account'
import { CITY_ROUTES } from './city'
import { COLLECTIBLE_ROUTES } from './collectible'
import { CONTENT_ROUTES } from './content'
import { ENTERPRISE_ROUTES } from './enterprise'
import { EXHIBITION_ROUTES } from './exhibition'
import { FAIR_ROUTES } from './fair'
import { FILES_ROUTES } from './files'
import { MEDIA_ROUTES } from './media'
import { MEETING_ROUTES } from './meeting'
import { NETWORK_ROUTES } from './network'
import { POINTS_ROUTES } from './points'
import { REGISTRATION_ROUTES } from './registration'
import type { RouteDef } from './route-def'
import { SEARCH_ROUTES } from './search'
import { bareHex, COLORS } from '../styles/colors'

export type { RouteDef, Subpackage, TabDef } from './route-def'

export const DEFAULT_NAV_COLOR = bareHex(COLORS.primary)

/**
 * Every route, assembled from one file per domain. Pure data: it is read at build time in Node by app.config.ts
 * and config/index.ts, so nothing here may import Taro or touch a browser.
 */
export const ROUTES = {
  ...FAIR_ROUTES,
  ...ACCOUNT_ROUTES,
  ...CONTENT_ROUTES,
  ...ENTERPRISE_ROUTES,
  ...EXHIBITION_ROUTES,
  ...MEDIA_ROUTES,
  ...CITY_ROUTES,
  ...MEETING_ROUTES,
  ...NETWORK_ROUTES,
  ...POINTS_ROUTES,
  ...REGISTRATION_ROUTES,
  ...COLLECTIBLE_ROUTES,
  ...FILES_ROUTES,
  ...SEARCH_ROUTES,
} satisfies Record<string, RouteDef>

export type RouteKey = keyof typeof ROUTES

/** The route the app opens on; `/` redirects here. */
export const HOME_ROUTE: RouteKey = 'home'
