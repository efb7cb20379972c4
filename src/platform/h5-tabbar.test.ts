import { eventCenter } from '@tarojs/taro-h5'
import { initTabbar } from './h5-tabbar'
import { TAB_LABELS_SET } from './tab-labels'

const config = () => ({
  tabBar: {
    color: 'grey',
    selectedColor: 'red',
    list: [
      { pagePath: 'pages/home/index', text: '首页', iconPath: '/home.png', selectedIconPath: '/home-on.png' },
      { pagePath: 'pages/search/index', text: '搜索', iconPath: '/search.png', selectedIconPath: '/search-on.png' },
      { pagePath: 'pages/my/index', text: '我的', iconPath: '/my.png', selectedIconPath: '/my-on.png' },
    ],
  },
  pages: ['pages/home/index'],
  router: {
    mode: 'browser',
    customRoutes: { 'pages/home/index': '/home', 'pages/search/index': '/search', 'pages/my/index': ['/my', '/me'] },
  },
})

/** What a tab bar API call hands the bar, with its answer. */
function call(event: string, options: object) {
  const answer = { ok: '', failed: '' }
  eventCenter.trigger(event, {
    ...options,
    successHandler: ({ errMsg }: { errMsg: string }) => (answer.ok = errMsg),
    errorHandler: ({ errMsg }: { errMsg: string }) => (answer.failed = errMsg),
  })
  return answer
}

const tabs = () => [...document.querySelectorAll<HTMLAnchorElement>('taro-tabbar .weui-tabbar__item')]
const bar = () => document.querySelector('taro-tabbar')

describe('the H5 tab bar', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="container"></div>'
    history.replaceState(null, '', '/me')
  })
  afterEach(() => {
    for (const event of Object.keys((eventCenter as unknown as { callbacks: object }).callbacks ?? {}))
      if (event.startsWith('__taro')) eventCenter.off(event)
  })

  it('appears once the labels are set, in their language, with the open tab marked and linked to its address', () => {
    initTabbar(config(), { location: { pathname: '/me' } })
    expect(bar()).toBeNull()
    expect(call('__taroSetTabBarItem', { index: 2, text: 'Me' }).ok).toBe('setTabBarItem:ok')

    eventCenter.trigger(TAB_LABELS_SET)
    expect(tabs().map((tab) => tab.textContent)).toEqual(['首页', '搜索', 'Me'])
    expect(tabs().map((tab) => tab.getAttribute('href'))).toEqual(['/home', '/search', '/my'])
    expect(tabs()[2].getAttribute('aria-current')).toBe('page')
    expect(tabs()[2].querySelector('img')?.getAttribute('src')).toBe('/my-on.png')
    expect(tabs()[0].querySelector('img')?.getAttribute('src')).toBe('/home.png')
  })

  it('follows the page shown and hides itself on a page that is not a tab', () => {
    initTabbar(config(), { location: { pathname: '/me' } })
    eventCenter.trigger(TAB_LABELS_SET)

    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/search' } })
    expect(tabs()[1].className).toContain('weui-bar__item_on')
    expect(bar()?.className).not.toContain('taro-tabbar__tabbar-hide')

    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/projectDetail' } })
    expect(bar()?.className).toContain('taro-tabbar__tabbar-hide')
  })

  it('shows a badge, a red dot and hides the bar as the tab bar APIs ask, refusing a tab that is not there', () => {
    initTabbar(config(), { location: { pathname: '/me' } })
    eventCenter.trigger(TAB_LABELS_SET)

    expect(call('__taroSetTabBarBadge', { index: 2, text: '3' }).ok).toBe('setTabBarBadge:ok')
    expect(tabs()[2].querySelector('.taro-tabbar-badge')?.textContent).toBe('3')
    expect(call('__taroShowTabBarRedDotHandler', { index: 2 }).ok).toBe('showTabBarRedDot:ok')
    expect(tabs()[2].querySelector('.taro-tabbar-badge')).toBeNull()
    expect(tabs()[2].querySelector('.weui-badge_dot')).not.toBeNull()
    expect(call('__taroSetTabBarBadge', { index: 5, text: '1' }).failed).toBe(
      'setTabBarBadge:fail tabbar item not found',
    )

    call('__taroHideTabBar', {})
    expect(bar()?.className).toContain('taro-tabbar__tabbar-hide')
    call('__taroShowTabBar', {})
    expect(bar()?.className).not.toContain('taro-tabbar__tabbar-hide')
  })
})
