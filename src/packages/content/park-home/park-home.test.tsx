import Taro from '@tarojs/taro'
import type { ParkCard } from '@/contract/content'
import { parks } from '@/contract/content.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import ParkHome from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const park: ParkCard = {
  id: 7,
  title: '厦门软件园',
  cover: '/static/img/park-7.svg',
  parkType: '科技型园区',
  region: '厦门市',
  area: 120_000,
  price: 1.25,
  priceUnit: 'yuanPerDay',
}

function setup() {
  const api = {
    parkTypeAllList: jest.fn().mockResolvedValue([
      { value: '13', label: '综合型园区' },
      { value: '14', label: '产业型园区' },
    ]),
    estateSelectList: jest.fn().mockResolvedValue([{ value: '17', label: '标准厂房' }]),
    parkList: jest.fn().mockResolvedValue({ list: [park], total: 1, pageNum: 1, pageSize: 5 }),
  }
  const call = answering(
    answer(parks.allTypes, api.parkTypeAllList),
    answer(parks.estateSelect, api.estateSelectList),
    answer(parks.list, api.parkList),
  )
  return { api, stores: page.stores({ call }) }
}

const page = pageHarness('packages/content/park-home/index')
const { byTestId, all } = page

describe('park home page', () => {
  it('shows park-type and estate-type entries and the hot parks, most viewed first', async () => {
    const { api, stores } = setup()
    await page.mount(ParkHome, stores, {})
    expect(all('park-type-entry').map((e) => e.textContent)).toEqual(['综合型园区', '产业型园区'])
    expect(all('estate-type-entry').map((e) => e.textContent)).toEqual(['标准厂房'])
    expect(api.parkList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 5, sort: 'hot' })
    expect(byTestId('park-card')?.textContent).toContain('厦门软件园')
  })

  it('opens the park list filtered by the chosen type, and the hot list from "more"', async () => {
    const { stores } = setup()
    await page.mount(ParkHome, stores, {})
    await page.click(all('park-type-entry')[1])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/content/park-list/index?parkTypeId=14' })
    await page.click(all('estate-type-entry')[0])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/content/park-list/index?estateTypeId=17' })
    await page.click(byTestId('hot-parks-more')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/content/hot-park-list/index' })
  })

  it('offers a retry when the entries fail to load', async () => {
    const { api, stores } = setup()
    api.parkTypeAllList.mockRejectedValueOnce(new ApiError('network'))
    await page.mount(ParkHome, stores, {})
    expect(byTestId('status-error')).not.toBeNull()
    await page.click(byTestId('status-error')!.querySelector('.nut-button')!)
    expect(all('park-type-entry')).toHaveLength(2)
  })
})
