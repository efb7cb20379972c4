import Taro from '@tarojs/taro'
import { goBack, h5Url, navigate, openLink, pageUrl } from './navigate'
import { ROUTES } from './table'

function onPage(route: string, options: Record<string, string> = {}) {
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route, options } as unknown as Taro.Page])
}

describe('navigate', () => {
  let navigateTo: jest.SpyInstance
  let switchTab: jest.SpyInstance

  beforeEach(() => {
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' })
    onPage(ROUTES.home.page)
  })
  afterEach(() => jest.restoreAllMocks())

  it('opens a route by key with its query', async () => {
    await navigate('projectDetail', { id: 3, type: 1 })
    expect(navigateTo).toHaveBeenCalledWith({ url: '/packages/content/project-detail/index?id=3&type=1' })
  })

  it('switches tabs for tab routes', async () => {
    onPage(ROUTES.projectList.page)
    await navigate('my')
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/my/index' })
  })

  it('ignores a navigation to the page already shown', async () => {
    onPage(ROUTES.projectDetail.page, { id: '3', type: '1', $taroTimestamp: '123' })
    await navigate('projectDetail', { id: 3, type: 1 })
    expect(navigateTo).not.toHaveBeenCalled()
    await navigate('projectDetail', { id: 4, type: 1 })
    expect(navigateTo).toHaveBeenCalledTimes(1)
  })

  it('ignores a repeated tap while the same navigation is still under way', async () => {
    let finish = () => undefined as void
    navigateTo.mockReturnValue(new Promise((resolve) => (finish = () => resolve({ errMsg: 'ok' }))))
    const first = navigate('projectList')
    const second = navigate('projectList')
    finish()
    await Promise.all([first, second])
    expect(navigateTo).toHaveBeenCalledTimes(1)
  })

  it('opens server links by their H5 path and ignores paths the app does not serve', async () => {
    await openLink('/projectList?industryId=3')
    expect(navigateTo).toHaveBeenCalledWith({ url: `${pageUrl('projectList')}?industryId=3` })
    await openLink('/no-such-page')
    expect(navigateTo).toHaveBeenCalledTimes(1)
  })

  it('opens a link to another path of a page with the query that path stands for', async () => {
    await openLink('/vip-merchants')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: `${pageUrl('vipZone')}?category=merchant` })
    await openLink('/pc-middlepage23?from=banner')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: `${pageUrl('middlePage')}?edition=23&wide=1&from=banner` })
  })

  it('shares a page at the path its query stands for', () => {
    expect(h5Url({ route: 'vipZone', query: { category: 'capital' } })).toBe('/vip-capital')
    expect(h5Url({ route: 'vipZone', query: { category: 'government' } })).toBe('/vip-government?category=government')
    expect(h5Url({ route: 'middlePage', query: { edition: 23 } })).toBe('/middle-page23')
    expect(h5Url({ route: 'middlePage', query: { edition: 23, wide: 1 } })).toBe('/pc-middlepage23')
    expect(h5Url({ route: 'middlePage' })).toBe('/middle-page')
    expect(h5Url({ route: 'metaverse', query: { hall: 'pavilion' } })).toBe('/pavilion-3d')
  })

  it('goes home when a page opened directly has no page to go back to', () => {
    onPage(ROUTES.projectDetail.page, { id: '3' })
    goBack()
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('takes the query its route entry declares (the build checks the calls below)', async () => {
    // Never run: each line would fail to compile without its expect-error, so a wrong query cannot be written.
    if (Date.now() < 0) {
      // @ts-expect-error projectDetail needs an id
      void navigate('projectDetail', {})
      // @ts-expect-error home takes no keyword
      void navigate('home', { keyword: 'x' })
    }
    await navigate('projectDetail', { id: 3, type: 2 })
    expect(navigateTo).toHaveBeenCalledWith({ url: `${pageUrl('projectDetail')}?id=3&type=2` })
  })
})
