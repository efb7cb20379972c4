import Taro from '@tarojs/taro'
import { ContentType } from '@/contract/common.codes'
import type { BoothDetail } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import ExhibitionBooth from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const booth: BoothDetail = {
  id: 7,
  boothNo: 'A2-113',
  exhibitionId: 1,
  exhibitionName: '投资促进展区',
  areaId: 3,
  areaName: '绿色低碳展区',
  hall: 'A2',
  size: 36,
  enterpriseId: 12,
  enterpriseName: '厦门融通新能源有限公司',
  logo: '/static/img/enterprise-12.svg',
  exhibitCount: 2,
  intro: '融通在绿色低碳展区展示最新产品。',
  enterpriseSummary: '专注于新能源领域。',
  exhibitionHall: '厦门国际会展中心A馆（A1、A2、A3）',
  startDate: '2026-09-08',
  endDate: '2026-09-11',
  exhibits: [
    {
      id: 20,
      productId: 31,
      name: '融通储能柜',
      summary: '工商业储能',
      cover: '/static/img/product-31.svg',
      boothId: 7,
      boothNo: 'A2-113',
      hall: 'A2',
      enterpriseName: '厦门融通新能源有限公司',
    },
    {
      id: 21,
      productId: 32,
      name: '融通光伏组件',
      summary: '高效组件',
      cover: '/static/img/product-32.svg',
      boothId: 7,
      boothNo: 'A2-113',
      hall: 'A2',
      enterpriseName: '厦门融通新能源有限公司',
    },
  ],
}

const page = pageHarness('packages/exhibition/booth/index')
const { byTestId } = page

function setup(token = '') {
  const boothDetail = jest.fn().mockResolvedValue(booth)
  const api = {
    call: answering(answer(exhibition.boothDetail, boothDetail)),
    checkCollect: jest.fn().mockResolvedValue({ collected: false }),
    collect: jest.fn().mockResolvedValue({ collected: true }),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, boothDetail, stores: page.stores(api, token) }
}

describe('exhibition booth page', () => {
  it('shows the booth number, zone, size, dates, exhibitor, intro and exhibits from the server', async () => {
    const { boothDetail, stores } = setup()
    await page.mount(ExhibitionBooth, stores, { id: '7' })
    expect(boothDetail).toHaveBeenCalledWith({ id: 7 })
    expect(byTestId('detail-title')?.textContent).toBe('展位 A2-113')
    const body = document.body.textContent ?? ''
    expect(body).toContain('A2 馆 · 绿色低碳展区')
    expect(body).toContain('36 m²')
    expect(body).toContain('2026年9月8日 至 2026年9月11日')
    expect(byTestId('booth-enterprise')?.textContent).toContain('厦门融通新能源有限公司')
    expect(byTestId('booth-intro')?.textContent).toBe(booth.intro)
    expect(document.querySelectorAll('[data-testid="exhibit-row"]')).toHaveLength(2)
    expect(byTestId('exhibit-booth')).toBeNull()
  })

  it('speaks English when the language is English', async () => {
    const { stores } = setup()
    stores.app.setLanguage('en-us')
    await page.mount(ExhibitionBooth, stores, { id: '7' })
    expect(byTestId('detail-title')?.textContent).toBe('Booth A2-113')
    expect(document.body.textContent).toContain('Sep 8, 2026 to Sep 11, 2026')
    expect(document.body.textContent).toContain('Booth size')
  })

  it('opens the zone of the booth', async () => {
    const { stores } = setup()
    await page.mount(ExhibitionBooth, stores, { id: '7' })
    await page.click(byTestId('booth-area')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/exhibition/area-detail/index?id=3' })
  })

  it('collects the booth as content type 5 when logged in', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(ExhibitionBooth, stores, { id: '7' })
    await page.click(byTestId('collect-button')!)
    expect(api.collect).toHaveBeenCalledWith({ contentId: 7, contentType: ContentType.booth })
    expect(byTestId('collect-button')?.textContent).toContain('已收藏')
  })

  it('says the booth is gone when the server answers 404', async () => {
    const { boothDetail, stores } = setup()
    boothDetail.mockRejectedValue(new ApiError('server', { code: 404, msg: '内容不存在或已下线' }))
    await page.mount(ExhibitionBooth, stores, { id: '999' })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
  })
})
