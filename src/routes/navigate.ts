import Taro from '@tarojs/taro'
import { routeKeyOf } from './derive'
import { ROUTES, type RouteDef, type RouteKey } from './table'
import { buildQuery, parseQuery, type QueryValue } from '../utils/url'

/** Query each route accepts; routes not listed take none. */
export interface RouteQuery {
  home: { areaId?: number }
  /** The address that was asked for. */
  notFound: { from?: string }
  /** `type` 2 lists the major projects. */
  projectList: {
    keyword?: string
    industryId?: string
    carrierId?: string
    investModeId?: string
    pushTimeId?: string
    type?: number | string
  }
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
  videoList: { keyword?: string; categoryId?: string }
  vipVideoList: { keyword?: string; categoryId?: string }
  videoPlayer: { src?: string; id?: number | string }
  videoPlayPage: { id: number | string }
  vipVideoDetail: { id: number | string }
  meetingForumVideo: { id: number | string }
  historyDetails: { id: number | string }
  filesList: { historyId?: number | string }
  speakerHomepage: { id: number | string }
  login: { redirect?: string }
  enterprise: { keyword?: string; industryId?: string }
  businessIndex: { id: number | string }
  businessIntroduce: { id: number | string }
  businessProduct: { id: number | string; keyword?: string }
  businessProductDetail: { id: number | string }
  businessProject: { id: number | string; keyword?: string }
  businessExhibition: { id: number | string; keyword?: string }
  productList: { keyword?: string; industryId?: string }
  submitInquiry: { productId: number | string }
  goldkeyCompany: { keyword?: string; industryId?: string }
  memberCityDetail: { areaId: number | string }
  cluster: { keyword?: string; industryId?: string }
  clusterDetail: { id: number | string }
  services: { keyword?: string; category?: string }
  servicesDetail: { id: number | string }
  memberProjectList: { areaId?: number | string }
  richDetail: { id: number | string }
  /** A fair article by `id` or by `code` (introduction, visitor-guide, ...). */
  cifitRichDetail: { id?: number | string; code?: string }
  /** user, privacy, collectible. */
  protocol: { type: string }
  policy: { keyword?: string; categoryId?: string }
  goldkeyPolicy: { keyword?: string; categoryId?: string }
  filesCenter: { keyword?: string; categoryId?: string }
  /** A server document by `id`, or any file by `url` and `name` (`size` in bytes). */
  filePdf: { id?: number | string; url?: string; name?: string; size?: number }
  /** The appendixes of one content item; `id` stands for `contentId`. */
  downloadFile: { contentId?: number | string; contentType?: number | string; id?: number | string }
  downView: { url: string; name?: string; size?: number; id?: number }
  pcparkdetail: { id: number | string }
  pcprojectdetail: { id: number | string }
  pcpolicydetail: { id: number | string }
  pcclusterdetail: { id: number | string }
  pcnewsdetail: { id: number | string }
  pcactivitydetail: { id: number | string }
  pcenterprisedetail: { id: number | string }
  exhibitionDetail: { id: number | string }
  exhibitionBooth: { id: number | string }
  exhibitsList: { keyword?: string; exhibitionId?: string; areaId?: string }
  businessList: { keyword?: string; exhibitionId?: string; areaId?: string }
  exhibitionAreaDetail: { id: number | string }
  /** The seed opens a meeting by `meetingId`; `id` is accepted too. */
  meetingDetails: { meetingId?: number | string; id?: number | string }
}

type QueryOf<K extends RouteKey> = K extends keyof RouteQuery ? RouteQuery[K] : Record<string, never>
type Args<K extends RouteKey> = K extends keyof RouteQuery
  ? Partial<RouteQuery[K]> extends RouteQuery[K]
    ? [query?: QueryOf<K> & { title?: string }]
    : [query: QueryOf<K> & { title?: string }]
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

/** The H5 address a target opens at (the seed's path), for links shown or shared outside the app. */
export function h5Url(target: RouteTarget): string {
  const search = buildQuery((target.query ?? {}) as Record<string, QueryValue>)
  return `${ROUTES[target.route].path}${search ? `?${search}` : ''}`
}

/** Opens an H5 path the server sent (banners, entries); paths the app does not serve are ignored. */
export function openLink(link: string, options: { replace?: boolean } = {}): Promise<void> {
  const [path, search = ''] = link.split('?')
  const key = routeKeyOf(path)
  return key ? go(key, parseQuery(search), options.replace) : Promise.resolve()
}

/** Back one page, or home when this page was opened directly. */
export function goBack(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void go('home', {})
}
