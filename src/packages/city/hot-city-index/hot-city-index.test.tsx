import type { AreaInfo, ClusterCard } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import HotCityIndex from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'

const xiamen = {
  id: 350200,
  name: '厦门',
  cityType: 1,
  slogan: '海上花园',
  summary: '高颜值的现代化国际化城市',
  banner: '',
  figures: { gdp: 8589.01, gdpGrowth: 5.5, population: 535, landArea: 1700, statYear: 2024 },
} as AreaInfo

const cluster = { id: 7, title: '厦门软件园', cover: '', industry: '软件', enterpriseCount: 12, outputValue: 30 }
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 3 })

const page = pageHarness('packages/city/hot-city-index/index')
const { byTestId, all } = page

stubIntersectionObserver()

function setup() {
  const calls = {
    areaInfo: jest.fn().mockResolvedValue(xiamen),
    clusterList: jest.fn().mockResolvedValue(pageOf([cluster as ClusterCard])),
    serviceList: jest.fn().mockRejectedValue(new ApiError('network')),
  }
  const api = {
    baseConfig: jest.fn(),
    call: answering(
      answer(city.areaInfo, calls.areaInfo),
      answer(city.clusterList, calls.clusterList),
      answer(city.serviceList, calls.serviceList),
    ),
  }
  return { calls, stores: page.stores(api) }
}

describe('hot-city home', () => {
  it('shows the current city with its entries and previews, a failing preview without hiding the rest', async () => {
    const { calls, stores } = setup()
    await page.mount(HotCityIndex, stores, {})
    expect(byTestId('city-name')?.textContent).toBe('厦门')
    expect(byTestId('city-figures')?.textContent).toContain('8,589.01')
    expect(all('city-entry-charm')).toHaveLength(1)
    expect(document.querySelectorAll('[data-testid^="city-entry-"]')).toHaveLength(8)
    expect(calls.clusterList).toHaveBeenCalledWith({ areaId: 350200, pageNum: 1, pageSize: 3 })
    expect(byTestId('city-clusters')?.textContent).toContain('厦门软件园')
    expect(byTestId('city-services')?.querySelector('[data-testid="status-error"]')).not.toBeNull()
  })

  it('offers a retry for the whole page when the city cannot be read', async () => {
    const { calls, stores } = setup()
    calls.areaInfo.mockRejectedValueOnce(new ApiError('network'))
    await page.mount(HotCityIndex, stores, {})
    expect(byTestId('hot-city-index')).toBeNull()
    await page.click(byTestId('status-error')!.querySelector('button, taro-button-core')!)
    expect(byTestId('city-name')?.textContent).toBe('厦门')
  })

  it('opens the region switch and the entries', async () => {
    const { stores } = setup()
    await page.mount(HotCityIndex, stores, {})
    await page.click(byTestId('city-switch')!)
    await page.click(byTestId('city-entry-contact')!)
    expect(page.navigatedTo()).toEqual(['/packages/city/region/index', '/packages/city/contact/index'])
  })
})
