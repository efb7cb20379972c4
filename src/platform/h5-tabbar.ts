import { addLeadingSlash, getCurrentPage, stripBasename, stripSuffix } from '@tarojs/runtime'
import { eventCenter, getCurrentPages, initTabBarApis, switchTab } from '@tarojs/taro-h5'
import { TAB_LABELS_SET } from '@/platform/tab-labels'
import '@/platform/h5-tabbar.scss'

/** A tab as the app config and the tab bar APIs give it. */
interface TabItem {
  pagePath: string
  text?: string
  iconPath?: string
  selectedIconPath?: string
  badgeText?: string | null
  showRedDot?: boolean
}

/** The tab bar part of the app config (with `router` filled in), as Taro's H5 router hands it over. */
interface AppConfig {
  tabBar?: {
    custom?: boolean
    list?: TabItem[]
    color?: string
    selectedColor?: string
    backgroundColor?: string
    borderStyle?: string
  }
  entryPagePath?: string
  pages?: string[]
  router?: { mode?: string; customRoutes?: Record<string, string | string[]>; basename?: string }
}

interface Result {
  errMsg: string
}

/** What every tab bar API call carries: its callbacks, and the tab it names. */
interface Call {
  index?: number
  successHandler(result: Result): void
  errorHandler?(result: Result): void
}

type Style = Pick<NonNullable<AppConfig['tabBar']>, 'color' | 'selectedColor' | 'backgroundColor' | 'borderStyle'>

const SHOWN = 0
const HIDDEN = 1
const SLID_OUT = 2

/**
 * Taro's H5 tab bar (`@tarojs/router/dist/tabbar.js`, replaced in the H5 build) as plain DOM: the same markup, classes
 * and tab bar APIs as Taro's `taro-tabbar` web component, without loading the web component runtime on every tab page.
 * It is shown once the labels are in the user's language (src/launch.ts), so no other language flashes by.
 */
export function initTabbar(config: AppConfig, history: { location: { pathname: string } }): void {
  const tabBar = config.tabBar
  if (tabBar == null || tabBar.custom) return
  const router = config.router ?? {}
  const basename = router.basename ?? '/'
  const homePage = addLeadingSlash(
    history.location.pathname === '/' ? config.entryPagePath || config.pages?.[0] || '' : history.location.pathname,
  )
  initTabBarApis({ ...config, tabBar: { ...tabBar, ...router } } as Parameters<typeof initTabBarApis>[0])

  // Each page's addresses, both ways: the tab of the address shown, and the address a tab opens.
  const pageOf = new Map<string, string>()
  const addressOf = new Map<string, string>()
  for (const [route, addresses] of Object.entries(router.customRoutes ?? {})) {
    const page = addLeadingSlash(route)
    for (const address of [addresses].flat().map(addLeadingSlash)) {
      pageOf.set(address, page)
      if (!addressOf.has(page)) addressOf.set(page, address)
    }
  }
  const pathOf = (url: string) => url.split(/[?#]/)[0]
  const pageAt = (url: string) => stripSuffix(pageOf.get(pathOf(url)) ?? pathOf(url), '.html')

  const list: TabItem[] = (tabBar.list ?? []).map((item) => ({ ...item, pagePath: addLeadingSlash(item.pagePath) }))
  const style: Style = { ...tabBar }
  let selected = -1
  let status = SHOWN

  const currentUrl = () => {
    const path = getCurrentPage(router.mode ?? 'hash', basename)
    return decodeURI(path === '/' ? homePage : path)
  }
  const indexOf = (url: string) => list.findIndex(({ pagePath }) => pathOf(pagePath) === pageAt(url))

  /** Marks the tab of the address shown (the one the router goes to, when it says). */
  function follow(to?: string) {
    selected = indexOf(
      typeof to === 'string' ? stripBasename(addLeadingSlash(to || homePage), basename) || '/' : currentUrl(),
    )
    render()
  }

  const host = document.createElement('taro-tabbar')
  const bar = document.createElement('div')
  host.appendChild(bar)

  function render() {
    host.className = [
      'taro-tabbar__tabbar',
      `taro-tabbar__tabbar-${host.nextElementSibling ? 'top' : 'bottom'}`,
      (selected === -1 || status === HIDDEN) && 'taro-tabbar__tabbar-hide',
      status === SLID_OUT && 'taro-tabbar__tabbar-slideout',
    ]
      .filter(Boolean)
      .join(' ')
    bar.className = `weui-tabbar taro-tabbar__border-${style.borderStyle || 'black'}`
    bar.style.backgroundColor = style.backgroundColor || ''
    bar.style.height = 'inherit'
    bar.replaceChildren(...list.map(tab))
  }

  function tab(item: TabItem, index: number): HTMLElement {
    const isSelected = index === selected
    const link = document.createElement('a')
    link.className = `weui-tabbar__item${isSelected ? ' weui-bar__item_on' : ''}`
    link.href = `${basename.replace(/\/$/, '')}${addressOf.get(item.pagePath) ?? item.pagePath}`
    if (isSelected) link.setAttribute('aria-current', 'page')
    link.addEventListener('click', (event) => {
      event.preventDefault()
      const page = getCurrentPages().slice(-1)[0] as { onTabItemTap?(tap: object): void } | undefined
      page?.onTabItemTap?.({ index, pagePath: item.pagePath, text: item.text })
      open(index)
    })
    const icon = document.createElement('span')
    icon.style.cssText = 'display:inline-block;position:relative'
    const image = document.createElement('img')
    image.className = 'weui-tabbar__icon'
    image.alt = ''
    image.src = (isSelected ? item.selectedIconPath : item.iconPath) ?? ''
    icon.appendChild(image)
    if (item.badgeText) {
      const badge = document.createElement('span')
      badge.className = 'weui-badge taro-tabbar-badge'
      badge.style.cssText = 'position:absolute;top:-2px;right:-13px'
      badge.textContent = item.badgeText
      icon.appendChild(badge)
    }
    if (item.showRedDot) {
      const dot = document.createElement('span')
      dot.className = 'weui-badge weui-badge_dot'
      dot.style.cssText = 'position:absolute;top:0;right:-6px'
      icon.appendChild(dot)
    }
    const label = document.createElement('p')
    label.className = 'weui-tabbar__label'
    label.style.color = (isSelected ? style.selectedColor : style.color) || ''
    label.textContent = item.text ?? ''
    link.append(icon, label)
    return link
  }

  function open(index: number) {
    selected = index
    render()
    void switchTab({ url: list[index].pagePath })
  }

  /** A tab bar API that changes one tab: answers as Taro's does, then draws the bar again. */
  const onTab =
    (name: string, change: (item: TabItem, call: Call & Partial<TabItem>) => void) =>
    (call: Call & Partial<TabItem>) => {
      const item = call.index === undefined ? undefined : list[call.index]
      if (!item) return call.errorHandler?.({ errMsg: `${name}:fail tabbar item not found` })
      change(item, call)
      call.successHandler({ errMsg: `${name}:ok` })
      render()
    }
  /** A tab bar API that changes the whole bar. */
  const onBar =
    (name: string, change: (call: Call & Style & { animation?: boolean }) => void) =>
    (call: Call & Style & { animation?: boolean }) => {
      change(call)
      call.successHandler({ errMsg: `${name}:ok` })
      render()
    }

  const handlers: Record<string, (call: never) => void> = {
    __taroSetTabBarItem: onTab('setTabBarItem', (item, { text, iconPath, selectedIconPath }) =>
      Object.assign(item, text && { text }, iconPath && { iconPath }, selectedIconPath && { selectedIconPath }),
    ),
    __taroSetTabBarBadge: onTab('setTabBarBadge', (item, { text }) =>
      Object.assign(item, { badgeText: text, showRedDot: false }),
    ),
    __taroRemoveTabBarBadge: onTab('removeTabBarBadge', (item) => (item.badgeText = null)),
    __taroShowTabBarRedDotHandler: onTab('showTabBarRedDot', (item) =>
      Object.assign(item, { badgeText: null, showRedDot: true }),
    ),
    __taroHideTabBarRedDotHandler: onTab('hideTabBarRedDot', (item) => (item.showRedDot = false)),
    __taroShowTabBar: onBar('showTabBar', () => (status = SHOWN)),
    __taroHideTabBar: onBar('hideTabBar', ({ animation }) => (status = animation ? SLID_OUT : HIDDEN)),
    __taroSetTabBarStyle: onBar('setTabBarStyle', (changes) => {
      for (const key of ['color', 'selectedColor', 'backgroundColor', 'borderStyle'] as const)
        if (changes[key]) style[key] = changes[key]
    }),
    __taroRouterChange: ({ toLocation }: { toLocation?: { path?: string } }) => follow(toLocation?.path),
  }
  for (const [event, handler] of Object.entries(handlers)) eventCenter.on(event, handler)

  eventCenter.once(TAB_LABELS_SET, () => {
    document.getElementById('container')?.appendChild(host)
    follow()
  })
}
