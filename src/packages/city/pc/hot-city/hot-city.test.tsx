import Taro from '@tarojs/taro'
import { city } from '@/contract/city.endpoints'
import { parks, policies, projects } from '@/contract/content.endpoints'
import { enterprises } from '@/contract/enterprise.endpoints'
import { searches } from '@/contract/search.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import PcHotCity from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../../tests/unit/page-harness'

const hit = (id: number, title: string) => ({ id, type: 3, title, summary: '', cover: '/static/img/x.svg', time: 0 })
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 4 })

const page = pageHarness('packages/city/pc/hot-city/index')
const { byTestId } = page

stubIntersectionObserver()

function setup() {
  const area = {
    id: 350200,
    name: '厦门',
    slogan: '海上花园',
    summary: '高颜值的现代化国际化城市',
    cover: '/static/img/city-1.svg',
    banner: '',
    figures: { gdp: 8589.01, gdpGrowth: 5.5, population: 535, landArea: 1700, statYear: 2024 },
  }
  // Each section's endpoint, faked by request.
  const sections = {
    policySearch: jest.fn().mockResolvedValue(pageOf([{ ...hit(1, '人才新政'), issuer: '市政府', category: '人才' }])),
    clusterList: jest.fn().mockResolvedValue(pageOf([])),
    newsSearch: jest.fn().mockResolvedValue(pageOf([{ ...hit(2, '投洽会开幕'), source: '新华社', publishTime: 0 }])),
    meetingSearch: jest.fn().mockResolvedValue(pageOf([hit(3, '投资论坛')])),
    enterpriseSearch: jest
      .fn()
      .mockResolvedValue(
        pageOf([{ ...hit(4, ''), enterpriseId: 40, name: '厦门航空', logo: '', industry: '航空', region: '厦门' }]),
      ),
    parkList: jest.fn().mockRejectedValue(new ApiError('network')),
    projectList: jest.fn().mockResolvedValue(pageOf([])),
  }
  const areaInfo = jest.fn().mockResolvedValue(area)
  const api = {
    baseConfig: jest.fn(),
    call: answering(
      answer(city.areaInfo, areaInfo),
      answer(policies.search, sections.policySearch),
      answer(city.clusterList, sections.clusterList),
      answer(searches.information, sections.newsSearch),
      answer(searches.meeting, sections.meetingSearch),
      answer(enterprises.search, sections.enterpriseSearch),
      answer(parks.list, sections.parkList),
      answer(projects.list, sections.projectList),
    ),
  }
  return { api: { ...api, ...sections, areaInfo }, stores: page.stores(api) }
}

const section = (key: string) => byTestId(`pc-section-${key}`)!

describe('zone home', () => {
  it('shows the city banner and each section from its own call, a failing one without hiding the others', async () => {
    const { api, stores } = setup()
    await page.mount(PcHotCity, stores, {})
    expect(byTestId('pc-banner')?.textContent).toContain('海上花园')
    expect(byTestId('pc-banner')?.textContent).toContain('8589.01 亿元')
    expect(api.clusterList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 4, keyword: undefined, areaId: 350200 })
    expect(api.projectList).toHaveBeenCalledWith({
      pageNum: 1,
      pageSize: 4,
      keyword: undefined,
      areaId: 350200,
    })
    expect(api.meetingSearch).toHaveBeenCalledWith({ pageNum: 1, pageSize: 4, keyword: undefined })
    expect(section('park').querySelector('[data-testid="status-error"]')).not.toBeNull()
    expect(section('policy').textContent).toContain('人才新政')
    expect(section('news').textContent).toContain('投洽会开幕')
    expect(section('activity').textContent).toContain('投资论坛')
    expect(section('enterprise').textContent).toContain('厦门航空')
    expect(section('cluster').querySelector('[data-testid="status-empty"]')).not.toBeNull()
  })

  it('opens a section list from "more" and an enterprise by its enterprise id', async () => {
    const { stores } = setup()
    await page.mount(PcHotCity, stores, {})
    await page.click(byTestId('pc-more-news')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/city/pc/news-list/index' })
    await page.click(section('enterprise').querySelector('[data-testid="pc-card"]')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/city/pc/enterprise-detail/index?id=40' })
  })

  it('asks for the city profile once for both the top bar and the banner', async () => {
    const { api, stores } = setup()
    await page.mount(PcHotCity, stores, {})
    expect(byTestId('pc-city')?.textContent).toContain('厦门')
    expect(byTestId('pc-banner')?.textContent).toContain('厦门')
    expect(api.areaInfo).toHaveBeenCalledTimes(1)
  })
})
