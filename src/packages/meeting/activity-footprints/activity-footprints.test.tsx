import Taro from '@tarojs/taro'
import type { ViewedBooth } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import type { MySignUp } from '@/contract/meeting'
import { meetingSignUps, offlineSignIns } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import ActivityFootprints from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/activity-footprints/index')
const { all, byTestId } = page

const HOUR = 3_600_000
const SEPT_8_9AM = Date.UTC(2026, 8, 8, 1)

const signUp: MySignUp = {
  meetingId: 4,
  title: '全球投资促进大会',
  venue: '厦门国际会议中心',
  startTime: SEPT_8_9AM,
  endTime: SEPT_8_9AM + 2 * HOUR,
  status: 'finished',
  signedUpAt: SEPT_8_9AM - 24 * HOUR,
}
const booth = {
  id: 3,
  boothNo: 'A2-103',
  enterpriseName: '厦门火炬高新区',
  hall: 'A2',
  areaName: '绿色低碳展区',
  lastViewedAt: SEPT_8_9AM + 26 * HOUR,
  views: 2,
} as ViewedBooth

/** The page's fake api: each source of footprints answered by its endpoint. */
function setup(token: string, calls: Record<string, jest.Mock> = {}) {
  const fake = {
    mySignUps: jest.fn().mockResolvedValue([signUp]),
    offlineSignUpList: jest
      .fn()
      .mockResolvedValue([{ id: 1, meetingId: 4, meetingName: '全球投资促进大会', signTime: SEPT_8_9AM - 600_000 }]),
    agenda: jest.fn().mockResolvedValue({
      now: SEPT_8_9AM + 30 * HOUR,
      entries: [
        {
          kind: 'activity',
          id: 7,
          title: '新品品鉴会',
          place: 'B2馆 B2-109',
          startTime: SEPT_8_9AM + 25 * HOUR,
          endTime: SEPT_8_9AM + 26 * HOUR,
          status: 'finished',
          overlaps: [],
        },
      ],
    }),
    viewedBooths: jest.fn().mockResolvedValue([booth]),
    ...calls,
  }
  const call = answering(
    answer(meetingSignUps.mine, fake.mySignUps),
    answer(offlineSignIns.mine, fake.offlineSignUpList),
    answer(meetingSignUps.agenda, fake.agenda),
    answer(exhibition.viewedBooths, fake.viewedBooths),
  )
  return { api: fake, stores: page.stores({ call, userInfo: jest.fn().mockResolvedValue(null) }, token) }
}

describe('my footprints', () => {
  it('asks a visitor to log in and never calls the server', async () => {
    const { api, stores } = setup('')
    await page.mount(ActivityFootprints, stores, {})
    expect(byTestId('login-prompt')?.textContent).toContain('登录后查看您参加过的会议')
    expect(api.mySignUps).not.toHaveBeenCalled()
  })

  it('shows the meetings, activities and booths by day, latest first, each opening its page', async () => {
    const { stores } = setup('token-1')
    await page.mount(ActivityFootprints, stores, {})
    expect(byTestId('footprints-summary')?.textContent).toBe('1 场会议 · 1 场展台活动 · 1 个展位')
    expect(all('footprints-day').map((d) => d.querySelector('.footprints-day__date')?.textContent)).toEqual([
      '2026-09-09',
      '2026-09-08',
    ])
    expect(all('footprint').map((f) => f.getAttribute('data-kind'))).toEqual(['booth', 'activity', 'meeting'])
    expect(all('footprint')[0].textContent).toContain('11:00 浏览')
    expect(all('footprint')[2].textContent).toContain('已报名已签到')
    await page.click(all('footprint')[0])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/exhibition/booth/index?id=3' })
    await page.click(all('footprint')[1])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/ytq-activity/index?id=7' })
    await page.click(all('footprint')[2])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/meeting-details/index?meetingId=4' })
  })

  it('narrows to one kind', async () => {
    const { stores } = setup('token-1')
    stores.app.setLanguage('en-us')
    await page.mount(ActivityFootprints, stores, {})
    expect(all('footprints-kind').map((k) => k.textContent)).toEqual(['All', 'Meeting', 'Activity', 'Booth'])
    await page.click(all('footprints-kind')[1])
    expect(all('footprint').map((f) => f.getAttribute('data-kind'))).toEqual(['meeting'])
    expect(all('footprint')[0].textContent).toContain('Signed upSigned in')
  })

  it('keeps what loaded when one source fails, and loads it again on a tap', async () => {
    const { api, stores } = setup('token-1', {
      viewedBooths: jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue([booth]),
    })
    await page.mount(ActivityFootprints, stores, {})
    expect(all('footprint')).toHaveLength(2)
    await page.click(byTestId('footprints-incomplete')!)
    expect(api.viewedBooths).toHaveBeenCalledTimes(2)
    expect(all('footprint')).toHaveLength(3)
    expect(byTestId('footprints-incomplete')).toBeNull()
  })

  it('says there is nothing yet and offers the activities; a retry when everything fails', async () => {
    const failing = () => jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue([])
    const { stores } = setup('token-1', {
      mySignUps: failing(),
      offlineSignUpList: failing(),
      agenda: jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue({ now: 0, entries: [] }),
      viewedBooths: failing(),
    })
    await page.mount(ActivityFootprints, stores, {})
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('status-empty')?.textContent).toContain('还没有足迹')
    await page.click(byTestId('footprints-activities')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/activity-list/index' })
  })
})
