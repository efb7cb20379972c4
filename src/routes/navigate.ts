import Taro from '@tarojs/taro'
import { buildQuery, parseQuery, type QueryValue } from '../utils/url'
import { routeKeyOf } from './derive'
import { ROUTES, type RouteDef, type RouteKey } from './table'

/** Query each route accepts; routes not listed take none. */
export interface RouteQuery {
  home: { areaId?: number }
  projectList: { keyword?: string; industryId?: string; carrierId?: string; investModeId?: string; pushTimeId?: string }
  projectDetail: { id: number | string; type?: number | string }
  parkList: { keyword?: string; parkTypeId?: string; estateTypeId?: string }
  parkDetail: { id: number | string }
  newsDetails: { id: number | string }
  zjdt: { keyword?: string }
  industryNews: { keyword?: string }
  microNews: { keyword?: string }
  businessNews: { keyword?: string }
  noticeNews: { keyword?: string }
  /** 'commerce-worktrends' shows the local-case title; anything else the public-notice title. */
  localCase: { type?: string; keyword?: string }
  login: { redirect?: string }
}

type QueryOf<K extends RouteKey> = K extends keyof RouteQuery ? RouteQuery[K] : Record<string, never>
type Args<K extends RouteKey> = K extends keyof RouteQuery
  ? Partial<RouteQuery[K]> extends RouteQuery[K] ? [query?: QueryOf<K> & { title?: string }] : [query: QueryOf<K> & { title?: string }]
  : [query?: { title?: string }]

/** The page URL Taro navigates to: `/<page module>?<query>`. */
export function pageUrl<K extends RouteKey>(key: K, query: Record<string, QueryValue> = {}): string {
  const search = buildQuery(query)
  return `/${ROUTES[key].page}${search ? `?${search}` : ''}`
}

function currentUrl(): string {
  const page = Taro.getCurrentPages().slice(-1)[0]
  if (!page) return ''
  const params = { ...(page.options ?? {}) } as Record<string, QueryValue>
  delete params.$taroTimestamp
  delete params.stamp
  const search = buildQuery(params)
  return `/${page.route?.replace(/^\//, '')}${search ? `?${search}` : ''}`
}

let lastTarget = ''

async function go(key: RouteKey, query: Record<string, QueryValue>): Promise<void> {
  const route: RouteDef = ROUTES[key]
  const url = pageUrl(key, query)
  if (url === currentUrl() || url === lastTarget) return
  lastTarget = url
  try {
    if (route.tab) await Taro.switchTab({ url: `/${route.page}` })
    else await Taro.navigateTo({ url })
  } finally {
    lastTarget = ''
  }
}

/** Opens a route by key; a repeated navigation to the page already shown (or being opened) is ignored. */
export function navigate<K extends RouteKey>(key: K, ...[query]: Args<K>): Promise<void> {
  return go(key, (query ?? {}) as Record<string, QueryValue>)
}

/** Opens an H5 path the server sent (banners, entries); paths the app does not serve are ignored. */
export function openLink(link: string): Promise<void> {
  const [path, search = ''] = link.split('?')
  const key = routeKeyOf(path)
  return key ? go(key, parseQuery(search)) : Promise.resolve()
}

/** Back one page, or home when this page was opened directly. */
export function goBack(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void go('home', {})
}
