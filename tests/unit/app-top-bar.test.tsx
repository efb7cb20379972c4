import Taro from '@tarojs/taro'
import type { ParkDetail as Park } from '@/contract/content'
import { parks } from '@/contract/content.endpoints'
import { topBarOf } from '@/features/layout/app-top-bar'
import ParkDetail from '@/packages/content/park-detail/index'
import { answer, answering } from '@/stores/testing/fake-api'
import { pageHarness } from './page-harness'

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
  summary: '软件园',
  content: '<p>园区概况</p>',
  images: [],
}

const page = pageHarness('packages/content/park-detail/index')
const realAgent = navigator.userAgent

function setUserAgent(agent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true })
}

afterEach(() => {
  setUserAgent(realAgent)
  delete (window as { FairNative?: unknown }).FairNative
})

const shareClick = jest.fn().mockResolvedValue(null)
const mount = () =>
  page.mount(
    ParkDetail,
    page.stores({
      call: answering(answer(parks.detail, () => park)),
      userInfo: jest.fn().mockResolvedValue(null),
      shareClick,
    }),
    { id: '4' },
  )

describe("the app's top bar", () => {
  it('is shown in the Android app and shares the content on screen through the native bridge', async () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 14) FairApp/3.2')
    const postMessage = jest.fn()
    Object.assign(window, { FairNative: { postMessage } })
    await mount()
    expect(page.byTestId('app-top-bar')).not.toBeNull()

    await page.click(page.byTestId('app-top-bar-share')!)
    const shared = postMessage.mock.calls.map(([json]) => JSON.parse(json)).find((m) => m.action === 'share')
    expect(shared.payload).toMatchObject({ title: '厦门软件园', url: expect.stringContaining('http') })
    expect(shared.payload.image).toMatch(/\/static\/img\/park-4\.svg$/)
    expect(shareClick).toHaveBeenCalledWith(shared.payload.url)
  })

  it('goes back from the back button', async () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 14) FairApp/3.2')
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'a' }, { route: 'b' }] as never)
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount()
    await page.click(page.byTestId('app-top-bar-back')!)
    expect(navigateBack).toHaveBeenCalled()
  })

  it('gives a page that is not a tab a way back in a browser and in the iOS app, with the share only in the app', async () => {
    for (const [agent, shares] of [
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) FairApp/3.2', true],
      ['Mozilla/5.0 (Linux; Android 14) Chrome/120', false],
    ] as const) {
      setUserAgent(agent)
      await mount()
      expect(page.byTestId('app-top-bar-back')).not.toBeNull()
      expect(page.byTestId('app-top-bar')?.textContent).toContain('园区详情')
      expect(page.byTestId('app-top-bar-share') !== null).toBe(shares)
      document.body.innerHTML = ''
    }
  })

  it('goes home from the back button of a page opened directly', async () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/120')
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'packages/content/park-detail/index' }] as never)
    const navigateBack = jest.spyOn(Taro, 'navigateBack')
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount()
    await page.click(page.byTestId('app-top-bar-back')!)
    expect(navigateBack).not.toHaveBeenCalled()
    expect(switchTab).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/home/index' }))
  })

  it('is not drawn under WeChat’s own bar: its browser and a mini program’s web-view', async () => {
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger/8.0.50',
      'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50 miniProgram',
    ]) {
      setUserAgent(agent)
      await mount()
      expect(page.byTestId('app-top-bar')).toBeNull()
      document.body.innerHTML = ''
    }
  })
})

describe('topBarOf', () => {
  it('keeps tabs free of the bar except in the Android shell, whose bar is on every page', () => {
    expect(topBarOf('android-app', true)).toEqual({ share: true })
    expect(topBarOf('ios-app', true)).toBeNull()
    expect(topBarOf('browser', true)).toBeNull()
    expect(topBarOf('browser', false)).toEqual({ share: false })
    expect(topBarOf('wechat-browser', false)).toBeNull()
  })
})
