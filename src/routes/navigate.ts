import Taro, { useRouter } from '@tarojs/taro'
import { routeKeyOf } from './derive'
import { ROUTES, type RouteDef, type RouteKey } from './table'
import { buildQuery, parseQuery, type QueryValue } from '../utils/url'

/** The query a route's entry declares, or none. */
type QueryOf<K extends RouteKey> = (typeof ROUTES)[K] extends { query: infer Q } ? Q : Record<string, never>
type Args<K extends RouteKey> = (typeof ROUTES)[K] extends { query: infer Q }
  ? Record<string, never> extends Q
    ? [query?: Q & { title?: string }]
    : [query: Q & { title?: string }]
  : [query?: { title?: string }]

/** A route with the query it takes, checked together; for links chosen from data (search hits, menus). */
export type RouteTarget = {
  [K in RouteKey]: { route: K } & (Record<string, never> extends QueryOf<K>
    ? { query?: QueryOf<K> }
    : { query: QueryOf<K> })
}[RouteKey]

/** The page URL Taro navigates to: `/<page module>?<query>`. */
export function pageUrl<K extends RouteKey>(key: K, query: Record<string, QueryValue> = {}): string {
  const search = buildQuery(query)
  return `/${ROUTES[key].page}${search ? `?${search}` : ''}`
}

/** A page's own query: its router params without the ones Taro adds. */
export function pageQuery(params: Record<string, QueryValue>): Record<string, QueryValue> {
  const own = { ...params }
  delete own.$taroTimestamp
  delete own.stamp
  return own
}

function currentUrl(): string {
  const page = Taro.getCurrentPages().slice(-1)[0]
  if (!page) return ''
  const search = buildQuery(pageQuery((page.options ?? {}) as Record<string, QueryValue>))
  return `/${page.route?.replace(/^\//, '')}${search ? `?${search}` : ''}`
}

let lastTarget = ''

async function go(key: RouteKey, query: Record<string, QueryValue>, replace = false): Promise<void> {
  const route: RouteDef = ROUTES[key]
  const url = pageUrl(key, query)
  if (url === currentUrl() || url === lastTarget) return
  lastTarget = url
  try {
    if (route.tab) await Taro.switchTab({ url: `/${route.page}` })
    else if (replace) await Taro.redirectTo({ url })
    else await Taro.navigateTo({ url })
  } finally {
    lastTarget = ''
  }
}

/** Opens a route by key; a repeated navigation to the page already shown (or being opened) is ignored. */
export function navigate<K extends RouteKey>(key: K, ...[query]: Args<K>): Promise<void> {
  return go(key, (query ?? {}) as Record<string, QueryValue>)
}

/** Opens a route chosen from data. */
export const open = (target: RouteTarget): Promise<void> =>
  go(target.route, (target.query ?? {}) as Record<string, QueryValue>)

/** The query an H5 path stands for on its route (see `aliasQuery`); none for its own path. */
function impliedQuery(key: RouteKey, path: string): Record<string, string> {
  const route: RouteDef = ROUTES[key]
  return route.aliasQuery?.[`/${path.replace(/^\//, '')}`] ?? {}
}

/**
 * The H5 address a target opens at (the seed's path, or the alias whose query it carries), for links shown or shared
 * outside the app.
 */
export function h5Url(target: RouteTarget): string {
  const query = { ...(target.query ?? {}) } as Record<string, QueryValue>
  const route: RouteDef = ROUTES[target.route]
  // The alias that stands for the most of the query.
  const alias = Object.entries(route.aliasQuery ?? {})
    .filter(([, implied]) => Object.entries(implied).every(([name, value]) => String(query[name]) === value))
    .sort(([, a], [, b]) => Object.keys(b).length - Object.keys(a).length)[0]
  for (const name of Object.keys(alias?.[1] ?? {})) delete query[name]
  const search = buildQuery(query)
  return `${alias?.[0] ?? route.path}${search ? `?${search}` : ''}`
}

/** Opens an H5 path the server sent (banners, entries); paths the app does not serve are ignored. */
export function openLink(link: string, options: { replace?: boolean } = {}): Promise<void> {
  const [path, search = ''] = link.split('?')
  const key = routeKeyOf(path)
  return key ? go(key, { ...impliedQuery(key, path), ...parseQuery(search) }, options.replace) : Promise.resolve()
}

/** The H5 path the page was opened at (one of its route's aliases, say); undefined in the mini program. */
export function openedPath(): string | undefined {
  return process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' ? window.location.pathname : undefined
}

/**
 * A page's router params over what the H5 path it was opened at stands for: `/vip-capital` gives
 * `{ category: 'capital' }` on H5 as the query does in the mini program.
 */
export function useRouteQuery(key: RouteKey): Record<string, string | undefined> {
  const { params } = useRouter()
  return { ...impliedQuery(key, openedPath() ?? ''), ...params }
}

/** Back one page, or home when this page was opened directly. */
export function goBack(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void go('home', {})
}
