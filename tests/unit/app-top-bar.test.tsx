import Taro from '@tarojs/taro'
import type { ParkDetail as Park } from '@/contract/content'
import { parks } from '@/contract/content.endpoints'
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

describe("the Android shell's top bar", () => {
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

  it('is not shown in a browser or in the iOS app', async () => {
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) FairApp/3.2',
      'Mozilla/5.0 (Linux; Android 14) Chrome/120',
    ]) {
      setUserAgent(agent)
      await mount()
      expect(page.byTestId('app-top-bar')).toBeNull()
      document.body.innerHTML = ''
    }
  })
})
