import Taro from '@tarojs/taro'
import type { AreaInfo } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import type { ParkCard } from '@/contract/content'
import { parks } from '@/contract/content.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import PcParkList from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../../tests/unit/page-harness'

const park = (id: number): ParkCard => ({
  id,
  title: `园区 ${id}`,
  cover: `/static/img/park-${id}.svg`,
  parkType: '科技型园区',
  region: '厦门市',
  area: 120000,
  price: 30,
  priceUnit: 'yuanPerDay',
})

const pageOf = (ids: number[], total: number) => ({ list: ids.map(park), total, pageNum: 1, pageSize: 10 })
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

const page = pageHarness('packages/city/pc/park-list/index')
const { byTestId } = page

function setup() {
  const parkList = jest
    .fn()
    .mockResolvedValueOnce(pageOf(range(1, 10), 12))
    .mockResolvedValueOnce(pageOf(range(11, 2), 12))
  const areaInfo = () => ({ id: 350200, name: '厦门' }) as AreaInfo
  const api = {
    baseConfig: jest.fn(),
    call: answering(answer(city.areaInfo, areaInfo), answer(parks.list, parkList)),
  }
  return { api: { ...api, parkList }, stores: page.stores(api) }
}

stubIntersectionObserver()

const cards = () => document.querySelectorAll('[data-testid="pc-card"]')

describe('zone park list', () => {
  it('shows the server parks as cards with their figures and loads the next page on "load more"', async () => {
    const { api, stores } = setup()
    await page.mount(PcParkList, stores, {})
    expect(api.parkList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, keyword: undefined })
    expect(cards()).toHaveLength(10)
    expect(cards()[0].textContent).toContain('园区 1')
    expect(cards()[0].textContent).toContain('30 元/天')
    expect(document.body.textContent).toContain('共 12 条')
    await page.click(byTestId('pc-load-more')!)
    expect(api.parkList).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 10, keyword: undefined })
    expect(cards()).toHaveLength(12)
    expect(byTestId('pc-load-more')).toBeNull()
    expect(document.body.textContent).toContain('已经到底了')
  })

  it('opens the zone park detail of a card', async () => {
    const { stores } = setup()
    await page.mount(PcParkList, stores, {})
    await page.click(cards()[2])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/city/pc/park-detail/index?id=3' })
  })

  it('searches by keyword from the first page', async () => {
    const { api, stores } = setup()
    await page.mount(PcParkList, stores, { keyword: encodeURIComponent('软件') })
    expect(api.parkList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, keyword: '软件' })
  })

  it('offers a retry when the list cannot be loaded', async () => {
    const { api, stores } = setup()
    api.parkList
      .mockReset()
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValueOnce(pageOf([1], 1))
    await page.mount(PcParkList, stores, {})
    expect(byTestId('status-error')).not.toBeNull()
    await page.click(byTestId('status-error')!.querySelector('.nut-button')!)
    expect(cards()).toHaveLength(1)
  })
})
