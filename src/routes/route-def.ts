import type { MainMessageKey } from '../i18n/zh-cn'

/** A subpackage is a domain: pages under `packages/<domain>/` are downloaded together. */
export type Subpackage = string

export interface TabDef {
  /** Order in the tab bar. */
  index: number
  text: MainMessageKey
  icon: string
  selectedIcon: string
}

export interface RouteDef {
  /** The H5 URL path, exactly as the seeds write it. */
  path: string
  /** The page module under src/, without extension. */
  page: string
  title: MainMessageKey
  /** Remembers and restores the scroll position when the route is shown again. */
  cached?: boolean
  /** Nav-bar colour handed to the native shell, hex without '#'. */
  navColor?: string
  /** CSS selector of the element that scrolls, when it is not the page itself. */
  scrollContainer?: string
  /** Pull-to-refresh is on for the page. */
  refresh?: boolean
  /** The page can be shared to a chat and to Moments (the page itself says what is shared). */
  share?: boolean
  tab?: TabDef
  /** Other H5 paths that open the same page. */
  aliases?: string[]
  /**
   * The query an alias stands for, when the page shows something else there: the mini program, with one path per
   * page, opens that content with this query, and links from data to the alias are given it.
   */
  aliasQuery?: Record<string, Record<string, string>>
  /** The query the page takes, as a type (see routeQuery); routes without one take none. */
  query?: unknown
}

/**
 * Declares a route's query type on its entry: `query: routeQuery<{ id: number | string }>()`. Only the type is
 * used (by navigate() and pageUrl()); the value is undefined at run time.
 */
export const routeQuery = <Q extends object>() => undefined as unknown as Q
