import { eventCenter, initTabBarApis } from '@tarojs/taro-h5'
import { TAB_LABELS_SET } from '@/platform/tab-labels'

/** A tab's settings, as setTabBarItem changes them. */
interface TabItem {
  text?: string
  iconPath?: string
  selectedIconPath?: string
}

/** What Taro's setTabBarItem asks the tab bar for. */
interface TabItemChange extends TabItem {
  index: number
  successHandler: (res: { errMsg: string }) => void
}

/** What Taro's H5 router hands its tab bar: the app config (with `router` filled in) and its history. */
interface AppConfig {
  tabBar?: { custom?: boolean; list?: TabItem[] } & Record<string, unknown>
  entryPagePath?: string
  pages?: string[]
  router?: { mode?: string; customRoutes?: Record<string, unknown>; basename?: string }
}

/**
 * Taro's `initTabbar` for H5 (`@tarojs/router/dist/tabbar.js`, replaced in the H5 build), but for one thing: the tab
 * bar's web component comes in its own chunk beside the first page instead of riding in the first load, and the bar
 * goes in once it is defined (Stencil's custom elements ignore settings given before they are defined) and its labels
 * are in the user's language (src/launch.ts).
 */
export function initTabbar(config: AppConfig, history: { location: { pathname: string } }): void {
  if (config.tabBar == null || config.tabBar.custom) return
  const router = config.router ?? {}
  const homePage = config.entryPagePath || (config.pages ? config.pages[0] : '')
  // As Taro does, the app config's own tabBar object carries the settings the tab bar APIs read as well.
  const conf = Object.assign(config.tabBar, {
    homePage: history.location.pathname === '/' ? homePage : history.location.pathname,
    mode: router.mode ?? 'hash',
    custom: Boolean(router.customRoutes),
    customRoutes: router.customRoutes ?? {},
    ...(router.basename !== undefined && { basename: router.basename }),
  })
  initTabBarApis(config as Parameters<typeof initTabBarApis>[0])
  // Labels set before the bar is there (the user's language at launch) go into its settings instead of being lost.
  const early = ({ index, text, iconPath, selectedIconPath, successHandler }: TabItemChange) => {
    const item = conf.list?.[index]
    if (item) Object.assign(item, text && { text }, iconPath && { iconPath }, selectedIconPath && { selectedIconPath })
    successHandler({ errMsg: 'setTabBarItem:ok' })
  }
  eventCenter.on('__taroSetTabBarItem', early)
  const labelsSet = new Promise<void>((resolve) => eventCenter.once(TAB_LABELS_SET, () => resolve()))
  void Promise.all([
    import(/* webpackChunkName: "tabbar" */ '@tarojs/components/dist/components/taro-tabbar.js'),
    labelsSet,
  ]).then(([{ defineCustomElement }]) => {
    eventCenter.off('__taroSetTabBarItem', early)
    defineCustomElement()
    const tabbar = document.createElement('taro-tabbar') as HTMLElement & { conf: typeof conf }
    tabbar.conf = conf
    document.getElementById('container')?.appendChild(tabbar)
  })
}
