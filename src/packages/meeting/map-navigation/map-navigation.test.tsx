import Taro from '@tarojs/taro'
import type { BoothCard, HallSummary } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import MapNavigation from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/map-navigation/index')
const { all, byTestId } = page

const hall = (code: string): HallSummary => ({
  hall: code,
  exhibitions: [{ id: 3, name: '产业创新展区' }],
  areaNames: ['生物医药展区'],
  boothCount: 3,
})
const HALLS = ['A1', 'A2', 'B2', 'C3'].map(hall)

const booth = (boothNo: string, hallCode: string): BoothCard => ({
  id: 27,
  boothNo,
  exhibitionId: 3,
  exhibitionName: '产业创新展区',
  areaId: 9,
  areaName: '生物医药展区',
  hall: hallCode,
  size: 36,
  enterpriseId: 5,
  enterpriseName: '厦门生物科技有限公司',
  logo: '',
  exhibitCount: 2,
})

/** The map's fake api: the halls and the booth search by their endpoints, each given the request. */
function setup({
  hallList = jest.fn().mockResolvedValue(HALLS),
  boothList = jest.fn(),
}: Record<string, jest.Mock> = {}) {
  const call = answering(answer(exhibition.hallList, hallList), answer(exhibition.boothList, boothList))
  return page.stores({ call, userInfo: jest.fn().mockResolvedValue(null) })
}
const steps = () => all('map-step').map((s) => s.textContent)
const mapHall = (code: string) => document.querySelector(`[data-testid="map-hall"][data-hall="${code}"]`)!

describe('the venue map', () => {
  it('asks to pick a hall when none is named, then shows the way to the one tapped', async () => {
    await page.mount(MapNavigation, setup(), {})
    expect(byTestId('map-hint')?.textContent).toBe('点击展馆查看从南登录厅出发的路线')
    await page.click(mapHall('B2'))
    expect(byTestId('map-route')?.textContent).toContain('前往B2 馆')
    expect(steps()).toEqual(['2向北步行至南连廊', '3向西步行至西侧通道', '4向北步行至B区通道', '5向东步行至B2馆入口'])
    expect(mapHall('B2').className).toContain('venue-map__hall--target')
    await page.click(byTestId('map-hall-summary')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/exhibition-hall-detail/index?hall=B2' })
  })

  it('highlights the hall a link names, and sends any other venue to the conference centre', async () => {
    await page.mount(MapNavigation, setup(), { hall: 'A2' })
    expect(steps()).toEqual(['2向北步行至A2馆入口'])
    document.body.innerHTML = ''
    const stores = setup()
    stores.app.setLanguage('en-us')
    await page.mount(MapNavigation, stores, { hall: encodeURIComponent('Auditorium (1F), Conference Center') })
    expect(byTestId('map-route')?.textContent).toContain('To Conference Center')
    expect(steps()).toEqual(['2Walk east to the Conference Center'])
  })

  it('finds the hall of a booth by its number and opens the booth', async () => {
    const boothList = jest.fn().mockResolvedValue({ list: [booth('C3-1011', 'C3'), booth('C3-101', 'C3')], total: 2 })
    await page.mount(MapNavigation, setup({ boothList }), { booth: 'c3-101' })
    expect(boothList).toHaveBeenCalledWith({ keyword: 'c3-101', pageNum: 1, pageSize: 10 })
    expect(byTestId('map-booth')?.textContent).toContain('展位 C3-101 · 厦门生物科技有限公司')
    expect(steps().at(-1)).toBe('5向东步行至C3馆入口')
    await page.click(byTestId('map-open-booth')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/exhibition/booth/index?id=27' })
  })

  it("shows a booth activity's stand in the hall its link names, without taking an exhibitor's booth for it", async () => {
    const boothList = jest.fn()
    await page.mount(MapNavigation, setup({ boothList }), { booth: 'A1-105', hall: 'A1' })
    expect(boothList).not.toHaveBeenCalled()
    expect(byTestId('map-booth')?.textContent).toBe('展位 A1-105位于A1馆，进馆后按展位号指引前往')
    expect(byTestId('map-open-booth')).toBeNull()
    expect(steps()).toEqual(['2向北步行至南连廊', '3向西步行至A1馆入口'])
  })

  it('leads to the hotel of the conference centre', async () => {
    await page.mount(MapNavigation, setup(), { hall: 'HTL' })
    expect(byTestId('map-route')?.textContent).toContain('前往会议中心酒店')
    expect(steps()).toEqual(['2向东步行至国际会议中心', '3向南步行至会议中心酒店'])
  })

  it('says when no booth has that number', async () => {
    await page.mount(MapNavigation, setup({ boothList: jest.fn().mockResolvedValue({ list: [], total: 0 }) }), {
      booth: 'Z9-1',
    })
    expect(byTestId('map-booth')?.textContent).toBe('未找到展位 Z9-1，请点击展馆查看路线')
    expect(byTestId('map-route')).toBeNull()
  })

  it('offers a retry when the halls fail to load', async () => {
    const hallList = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue(HALLS)
    await page.mount(MapNavigation, setup({ hallList }), { hall: 'C3' })
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('map-route')).not.toBeNull()
  })
})
