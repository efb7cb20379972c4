import Taro from '@tarojs/taro'
import type { Endpoint } from '@/contract/endpoint'
import type { HallDetail, HallSummary } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { boothActivities, meetings } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import ExhibitionHall from './index'
import { activity } from '../../../../tests/unit/activity-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'
import ExhibitionHallDetail from '../exhibition-hall-detail/index'

const page = pageHarness('packages/meeting/exhibition-hall/index')
const { all, byTestId } = page

const hall = (code: string, boothCount: number): HallSummary => ({
  hall: code,
  exhibitions: [{ id: 1, name: '投资促进展区' }],
  areaNames: ['数字经济展区', '省区市投资推介展区'],
  boothCount,
})

const detail: HallDetail = {
  ...hall('A1', 6),
  areas: [
    {
      id: 1,
      exhibitionId: 1,
      exhibitionName: '投资促进展区',
      hall: 'A1',
      name: '数字经济展区',
      summary: '聚焦工业互联网',
      cover: '',
      boothCount: 4,
    },
  ],
  exhibitorCount: 6,
  exhibitCount: 18,
}

const ENDPOINTS = {
  hallList: exhibition.hallList,
  hallDetail: exhibition.hallDetail,
  meetingList: meetings.list,
  boothActivityList: boothActivities.list,
}

/** The pages' fake api: each endpoint they read answered by the fake of its name, given the request. */
const setup = (fakes: Partial<Record<keyof typeof ENDPOINTS, jest.Mock>>) =>
  page.stores({
    call: answering(
      ...Object.entries(fakes).map(([name, fake]) =>
        answer(ENDPOINTS[name as keyof typeof ENDPOINTS] as Endpoint<unknown, unknown>, fake!),
      ),
    ),
    userInfo: jest.fn().mockResolvedValue(null),
  })
const mapHall = (code: string) => document.querySelector(`[data-testid="map-hall"][data-hall="${code}"]`)!

describe('the halls', () => {
  it('draws the halls in use on the map and lists them; a card or a hall on the map opens the hall', async () => {
    await page.mount(
      ExhibitionHall,
      setup({ hallList: jest.fn().mockResolvedValue([hall('A1', 6), hall('B2', 3)]) }),
      {},
    )
    expect(all('hall-card').map((c) => c.textContent)).toEqual([
      'A1投资促进展区数字经济展区、省区市投资推介展区6 个展位',
      'B2投资促进展区数字经济展区、省区市投资推介展区3 个展位',
    ])
    expect(mapHall('C3').className).toContain('venue-map__hall--idle')
    await page.click(mapHall('C3'))
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    await page.click(mapHall('B2'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/exhibition-hall-detail/index?hall=B2' })
    await page.click(all('hall-card')[0])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/exhibition-hall-detail/index?hall=A1' })
  })

  it("lists a hall's zones as English writes a list, in English", async () => {
    const english = { ...hall('A1', 6), areaNames: ['Digital Economy', 'Regional Investment Promotion'] }
    const stores = setup({ hallList: jest.fn().mockResolvedValue([english]) })
    stores.app.setLanguage('en-us')
    await page.mount(ExhibitionHall, stores, {})
    expect(all('hall-card')[0].textContent).toContain('Digital Economy, Regional Investment Promotion')
  })

  it('offers a retry when the halls fail to load', async () => {
    const hallList = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue([hall('A1', 6)])
    await page.mount(ExhibitionHall, setup({ hallList }), {})
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(all('hall-card')).toHaveLength(1)
  })
})

describe('a hall', () => {
  it('shows its counts and zones, and the way there', async () => {
    const hallDetail = jest.fn().mockResolvedValue(detail)
    const empty = jest.fn().mockResolvedValue({ list: [], total: 0 })
    const stores = setup({ hallDetail, meetingList: empty, boothActivityList: empty })
    stores.app.setLanguage('en-us')
    await page.mount(ExhibitionHallDetail, stores, { hall: 'a1' })
    expect(hallDetail).toHaveBeenCalledWith({ hall: 'A1' })
    expect(byTestId('detail-title')?.textContent).toBe('Hall A1')
    expect(document.body.textContent).toContain('Exhibitors6')
    expect(mapHall('A1').className).toContain('venue-map__hall--target')
    await page.click(byTestId('hall-route')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/map-navigation/index?hall=A1' })
    await page.click(all('hall-zone')[0])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/exhibition/area-detail/index?id=1' })
  })

  it("lists the hall's meetings and booth activities, with a way to all its activities", async () => {
    const meetingList = jest.fn().mockResolvedValue({
      list: [
        {
          id: 12,
          title: '数字经济路演',
          room: 'A1馆路演舞台',
          startTime: Date.UTC(2026, 8, 9, 2),
          endTime: Date.UTC(2026, 8, 9, 3),
          status: 'ongoing',
        },
      ],
      total: 1,
    })
    const boothActivityList = jest.fn().mockResolvedValue({ list: [activity(3)], total: 4 })
    await page.mount(
      ExhibitionHallDetail,
      setup({ hallDetail: jest.fn().mockResolvedValue(detail), meetingList, boothActivityList }),
      {
        hall: 'A1',
      },
    )
    expect(meetingList).toHaveBeenCalledWith({ hall: 'A1', pageNum: 1, pageSize: 10 })
    expect(byTestId('hall-meeting')?.textContent).toContain('2026-09-09 10:00 - 11:00')
    expect(byTestId('hall-meeting')?.textContent).toContain('A1馆路演舞台 · 进行中')
    await page.click(byTestId('hall-meeting')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-details/index?meetingId=12' })
    expect(byTestId('hall-activities')?.textContent).toContain('本馆展台活动（4）')
    await page.click(byTestId('hall-activities-more')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/activity-more-list/index?hall=A1' })
  })

  it('is not found for what is not a hall code, without asking the server', async () => {
    const hallDetail = jest.fn()
    await page.mount(ExhibitionHallDetail, setup({ hallDetail }), { hall: 'lobby' })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在')
    expect(hallDetail).not.toHaveBeenCalled()
  })
})
