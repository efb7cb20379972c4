import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { memoryStorage } from '../../../platform/storage'
import type { Api } from '../../../services/api'
import { ContentType } from '../../../services/api/common.dto'
import type { ParkDetail as Park } from '../../../services/api/merchants-client.dto'
import { ApiError } from '../../../services/http/errors'
import { StoreContext } from '../../../stores/context'
import { RootStore } from '../../../stores/root-store'
import ParkDetail from './index'

const park: Park = {
  id: 4,
  title: '厦门软件园',
  cover: '/static/img/park-4.svg',
  parkType: '科技型园区',
  estateType: '标准厂房',
  region: '厦门市',
  area: 1_250_000,
  price: 1.25,
  priceUnit: 'yuanPerDay',
  summary: '厦门软件园规划面积125万平方米',
  content: '<p>园区概况</p><script>window.__ran = true</script><a href="javascript:alert(1)">链接</a>',
  images: ['/static/img/park-4.svg', '/static/img/park-104.svg'],
}

function setup(token = '') {
  const api = {
    common: { parkDetail: jest.fn().mockResolvedValue(park), baseConfig: jest.fn() },
    user: {
      checkCollect: jest.fn().mockResolvedValue({ collected: true }),
      collect: jest.fn().mockResolvedValue({ collected: false }),
      userInfo: jest.fn().mockResolvedValue(null),
    },
  }
  const stores = new RootStore(api as unknown as Api, memoryStorage(token ? { user: { token, profile: null } } : {}), memoryStorage())
  return { api, stores }
}

let testUtils: TestUtils
const toasts: string[] = []

async function mount(stores: RootStore, params: Record<string, string> = { id: '4' }) {
  Current.router = { params, path: '/packages/content/park-detail/index' } as unknown as typeof Current.router
  testUtils = new TestUtils()
  const Harness = () => (
    <StoreContext.Provider value={stores}>
      <ParkDetail />
    </StoreContext.Provider>
  )
  await testUtils.mount(Harness, { props: {} })
  await settle()
}

async function settle() {
  await testUtils.act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

beforeEach(() => {
  toasts.length = 0
  jest.spyOn(Taro, 'showToast').mockImplementation((options) => {
    toasts.push(String(options?.title))
    return Promise.resolve({ errMsg: 'ok' })
  })
  jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'packages/content/park-detail/index', options: {} }] as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('park detail page', () => {
  it('shows the park from the server with its facts, price unit and sanitised rich text', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(api.common.parkDetail).toHaveBeenCalledWith('4')
    expect(byTestId('detail-title')?.textContent).toBe(park.title)
    const body = document.body.innerHTML
    expect(body).toContain('科技型园区')
    expect(body).toContain('标准厂房')
    expect(body).toContain('1,250,000 m²')
    expect(body).toContain('1.25 元/天')
    const rich = document.querySelector('.rich-content')!.innerHTML
    expect(rich).toContain('园区概况')
    expect(rich).not.toMatch(/<script|javascript:/i)
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined()
  })

  it('previews the gallery images', async () => {
    const { stores } = setup()
    const preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount(stores)
    const images = document.querySelectorAll('.detail__gallery-image')
    expect(images).toHaveLength(2)
    await testUtils.act(async () => testUtils.fireEvent.click(images[1]))
    expect(preview).toHaveBeenCalledTimes(1)
    const options = preview.mock.calls[0][0] as { current: string; urls: string[] }
    expect(options.urls).toHaveLength(2)
    expect(options.current).toBe(options.urls[1])
    expect(options.current).toContain('park-104.svg')
  })

  it('shows the price unit in English when the language is English', async () => {
    const { stores } = setup()
    stores.app.setLanguage('en-us')
    await mount(stores)
    expect(document.body.innerHTML).toContain('1.25 CNY/day')
    expect(document.body.innerHTML).toContain('Park type')
  })

  it('asks a visitor who is not logged in to log in instead of collecting', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(api.user.checkCollect).not.toHaveBeenCalled()
    await testUtils.act(async () => testUtils.fireEvent.click(byTestId('collect-button')!))
    await settle()
    expect(api.user.collect).not.toHaveBeenCalled()
    expect(toasts).toContain('登录后可收藏')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('reads the collect state when logged in and toggles it through unify/collect', async () => {
    const { api, stores } = setup('token-1')
    await mount(stores)
    expect(api.user.checkCollect).toHaveBeenCalledWith({ contentId: 4, contentType: ContentType.park })
    expect(byTestId('collect-button')?.textContent).toContain('已收藏')
    await testUtils.act(async () => testUtils.fireEvent.click(byTestId('collect-button')!))
    await settle()
    expect(api.user.collect).toHaveBeenCalledWith({ contentId: 4, contentType: ContentType.park })
    expect(byTestId('collect-button')?.textContent).toContain('收藏')
    expect(byTestId('collect-button')?.textContent).not.toContain('已收藏')
    expect(toasts).toContain('已取消收藏')
  })

  it('says the content is gone, without a retry, when the server answers 404', async () => {
    const { api, stores } = setup()
    api.common.parkDetail.mockRejectedValue(new ApiError('server', { code: 404, msg: 'not found' }))
    await mount(stores, { id: '999' })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
    expect(document.body.innerHTML).not.toContain('重试')
  })

  it('offers a retry after a network error, and the retry loads the park', async () => {
    const { api, stores } = setup()
    api.common.parkDetail.mockRejectedValueOnce(new ApiError('network'))
    await mount(stores)
    expect(byTestId('status-error')?.textContent).toContain('加载失败')
    const retry = byTestId('status-error')!.querySelector('.nut-button')!
    await testUtils.act(async () => testUtils.fireEvent.click(retry))
    await settle()
    expect(byTestId('detail-title')?.textContent).toBe(park.title)
  })
})
