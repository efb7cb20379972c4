import Taro from '@tarojs/taro'
import type { MemberUnit } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import Region from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const unit = (id: number, name: string, group: MemberUnit['group']): MemberUnit => ({
  id,
  name,
  group,
  cityType: id === 350200 ? 1 : 2,
  cover: '',
  slogan: '',
})

const UNITS: MemberUnit[] = [
  unit(350200, '厦门', 'xiamen'),
  unit(350100, '福州', 'fujian'),
  unit(350500, '泉州', 'fujian'),
  unit(350600, '漳州', 'fujian'),
  unit(350300, '莆田', 'fujian'),
  unit(350400, '三明', 'fujian'),
  unit(350700, '南平', 'fujian'),
  unit(350800, '龙岩', 'fujian'),
  unit(350900, '宁德', 'fujian'),
  unit(620100, '兰州', 'province'),
  unit(440300, '深圳', 'province'),
  unit(990101, '新加坡', 'overseas'),
]

const page = pageHarness('packages/city/region/index')
const { toasts, byTestId } = page

function setup(token = '') {
  const api = {
    call: answering(answer(city.areasWithAccounts, () => UNITS)),
    setDefaultArea: jest.fn().mockResolvedValue(null),
    baseConfig: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, stores: page.stores(api, token) }
}

const cityChip = (name: string) =>
  Array.from(document.querySelectorAll('[data-testid="region-city"]')).find((el) => el.textContent === name)!
const recentNames = () =>
  Array.from(document.querySelectorAll('[data-testid="region-recent-city"]')).map((el) => el.textContent)

beforeEach(() => {
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
})

describe('region page', () => {
  it('lists every member unit under its group, without a recent row before anything was chosen', async () => {
    const { stores } = setup()
    await page.mount(Region, stores, {})
    expect(document.querySelectorAll('[data-testid="region-city"]')).toHaveLength(UNITS.length)
    const body = document.body.textContent ?? ''
    expect(body.indexOf('福建')).toBeLessThan(body.indexOf('其他省市'))
    expect(body.indexOf('其他省市')).toBeLessThan(body.indexOf('海外'))
    expect(byTestId('region-recent')).toBeNull()
  })

  it('without a token: choosing updates the store and history locally, never calls the server, and goes back', async () => {
    const { api, stores } = setup()
    await page.mount(Region, stores, {})
    await page.click(cityChip('福州'))
    expect(api.setDefaultArea).not.toHaveBeenCalled()
    expect(stores.area.city).toEqual({ id: 350100, name: '福州', cityType: 2 })
    expect(stores.area.historyFor('zh-cn').map((c) => c.id)).toEqual([350100])
    expect(toasts).toContain('已切换到福州')
    expect(Taro.switchTab).toHaveBeenCalled()
  })

  it('with a token: records the choice on the server first, then updates the store', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(Region, stores, {})
    await page.click(cityChip('兰州'))
    expect(api.setDefaultArea).toHaveBeenCalledWith(620100)
    expect(stores.area.city.id).toBe(620100)
  })

  it('tells the Android app shell about the new city', async () => {
    const realAgent = navigator.userAgent
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (Linux; Android 14) FairApp/3.2',
      configurable: true,
    })
    const postMessage = jest.fn()
    Object.assign(window, { FairNative: { postMessage } })
    try {
      const { stores } = setup()
      await page.mount(Region, stores, {})
      await page.click(cityChip('兰州'))
      expect(postMessage.mock.calls.map(([json]) => JSON.parse(json))).toContainEqual({
        action: 'regionChange',
        payload: { areaId: 620100, name: '兰州' },
      })
    } finally {
      Object.defineProperty(window.navigator, 'userAgent', { value: realAgent, configurable: true })
      delete (window as { FairNative?: unknown }).FairNative
    }
  })

  it('keeps the city when the server refuses, and says why', async () => {
    const { api, stores } = setup('token-1')
    api.setDefaultArea.mockRejectedValue(new ApiError('server', { code: 404, msg: '内容不存在或已下线' }))
    await page.mount(Region, stores, {})
    await page.click(cityChip('深圳'))
    expect(stores.area.city.id).toBe(350200)
    expect(stores.area.historyFor('zh-cn')).toHaveLength(0)
    expect(toasts).toContain('内容不存在或已下线')
  })

  it('keeps 9 recent cities per language, most recent first, shown on top; the other language’s are untouched', async () => {
    const { stores } = setup()
    stores.area.setCity({ id: 310000, name: 'Shanghai', cityType: 2 }, 'en-us')
    await page.mount(Region, stores, {})
    const order = ['福州', '泉州', '漳州', '莆田', '三明', '南平', '龙岩', '宁德', '兰州', '深圳', '泉州']
    for (const name of order) await page.click(cityChip(name))
    const expected = ['泉州', '深圳', '兰州', '宁德', '龙岩', '南平', '三明', '莆田', '漳州']
    expect(stores.area.historyFor('zh-cn').map((c) => c.name)).toEqual(expected)
    expect(recentNames()).toEqual(expected)
    expect(stores.area.historyFor('en-us').map((c) => c.id)).toEqual([310000])
    expect(stores.area.city.name).toBe('泉州')
  })

  it('chooses from the recent row too', async () => {
    const { stores } = setup()
    stores.area.setCity({ id: 350900, name: '宁德', cityType: 2 }, 'zh-cn')
    stores.area.setCity({ id: 350100, name: '福州', cityType: 2 }, 'zh-cn')
    await page.mount(Region, stores, {})
    expect(recentNames()).toEqual(['福州', '宁德'])
    await page.click(document.querySelectorAll('[data-testid="region-recent-city"]')[1])
    expect(stores.area.city.id).toBe(350900)
    expect(recentNames()).toEqual(['宁德', '福州'])
  })
})
