import Taro from '@tarojs/taro'
import type { BoothCard, ExhibitionAreaDetail } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import AreaDetailPage from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'

const zone: ExhibitionAreaDetail = {
  id: 3,
  exhibitionId: 1,
  exhibitionName: '投资促进展区',
  hall: 'A2',
  name: '绿色低碳展区',
  summary: '新能源与节能环保',
  cover: '/static/img/area-3.svg',
  boothCount: 12,
  content: '<p>展区介绍</p>',
}

const booth = (id: number): BoothCard => ({
  id,
  boothNo: `A2-1${id}`,
  exhibitionId: 1,
  exhibitionName: '投资促进展区',
  areaId: 3,
  areaName: '绿色低碳展区',
  hall: 'A2',
  size: 36,
  enterpriseId: 10 + id,
  enterpriseName: `展商 ${id}`,
  logo: `/static/img/enterprise-${id}.svg`,
  exhibitCount: 1,
})

const page = pageHarness('packages/exhibition/area-detail/index')
const { byTestId, all } = page
stubIntersectionObserver()

function setup(boothList: jest.Mock) {
  const areaDetail = jest.fn().mockResolvedValue(zone)
  const call = answering(answer(exhibition.areaDetail, areaDetail), answer(exhibition.boothList, boothList))
  return { areaDetail, stores: page.stores({ call }) }
}

describe('exhibition zone page', () => {
  it('shows the zone and its booths; the exhibition opens its page', async () => {
    const boothList = jest.fn().mockResolvedValue({ list: [booth(1), booth(2)], total: 2, pageNum: 1, pageSize: 10 })
    const { areaDetail, stores } = setup(boothList)
    await page.mount(AreaDetailPage, stores, { id: '3' })
    expect(areaDetail).toHaveBeenCalledWith({ id: 3 })
    expect(boothList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, areaId: '3' })
    expect(byTestId('detail-title')?.textContent).toBe(zone.name)
    expect(document.body.textContent).toContain('展区展位 · 12 个展位')
    expect(all('booth-row')).toHaveLength(2)
    await page.click(byTestId('area-exhibition')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/exhibition/detail/index?id=1' })
  })

  it('says so when the zone has no booth yet', async () => {
    const { stores } = setup(jest.fn().mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 10 }))
    await page.mount(AreaDetailPage, stores, { id: '3' })
    expect(byTestId('detail-title')?.textContent).toBe(zone.name)
    expect(byTestId('status-empty')?.textContent).toBe('该展区暂无展位')
  })
})
