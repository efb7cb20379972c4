import { ROUTES, type RouteDef, type RouteKey } from './table'
import { zhCN } from '../i18n/zh-cn'

/**
 * A page's config, made from its route entry: the title in the default language (the page shell sets the user's
 * language at run time), pull-to-refresh and sharing as the entry declares. Read in Node at build time.
 */
export function pageConfig(key: RouteKey): Taro.PageConfig {
  const route: RouteDef = ROUTES[key]
  // H5 carries every page's config in its first load: keys only the mini program reads stay out of it.
  const mini = process.env.TARO_ENV !== 'h5'
  return {
    // On H5 the page shell sets the title in the user's language at once; every word here would weigh on the first load.
    ...(mini && { navigationBarTitleText: zhCN[route.title] }),
    ...(route.refresh && { enablePullDownRefresh: true, ...(mini && { backgroundTextStyle: 'dark' as const }) }),
    ...(route.share && mini && { enableShareAppMessage: true, enableShareTimeline: true }),
  }
}
