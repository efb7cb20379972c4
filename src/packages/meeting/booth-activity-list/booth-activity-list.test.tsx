import Taro from '@tarojs/taro'
import { boothActivities } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import BoothActivityList from './index'
import { activity, meetingOptions, pageOf } from '../../../../tests/unit/activity-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/booth-activity-list/index')
const { all, byTestId, toasts } = page

/** The page's fake api: the activity list (`boothActivityList`, given the request) unless the calls name another. */
function setup(token: string, calls: Record<string, jest.Mock> = {}) {
  const {
    boothActivityList = jest
      .fn()
      .mockResolvedValue(
        pageOf([
          activity(1, { status: 'finished' }),
          activity(2, { status: 'ongoing', subscribed: true }),
          activity(3),
        ]),
      ),
    ...others
  } = calls
  const fake = {
    call: answering(answer(boothActivities.list, boothActivityList)),
    meetingOptions: jest.fn().mockResolvedValue(meetingOptions()),
    subscribeActivity: jest.fn().mockResolvedValue(null),
    unsubscribeActivity: jest.fn().mockResolvedValue(null),
    userInfo: jest.fn().mockResolvedValue(null),
    ...others,
  }
  return { api: { ...fake, boothActivityList }, stores: page.stores(fake, token) }
}
const card = (n: number) => all('activity-card')[n]
const button = (n: number) => card(n).querySelector<HTMLElement>('[data-testid="activity-subscribe"]')

describe('the booth activity list', () => {
  it("starts on the day of the server's clock, with a tab for each day and one for all", async () => {
    const { api, stores } = setup('token-1')
    await page.mount(BoothActivityList, stores, {})
    expect(api.boothActivityList).toHaveBeenCalledTimes(1)
    expect(api.boothActivityList).toHaveBeenCalledWith(
      expect.objectContaining({ day: '2026-09-09', hall: '', status: '' }),
    )
    expect(all('list-tab').map((tab) => [tab.textContent, tab.getAttribute('data-active')])).toEqual([
      ['全部日期', 'false'],
      ['9月8日 周二', 'false'],
      ['9月9日 周三', 'true'],
    ])
    await page.click(all('list-tab')[1])
    expect(api.boothActivityList).toHaveBeenLastCalledWith(expect.objectContaining({ day: '2026-09-08', pageNum: 1 }))
  })

  it("shows each activity's time on the fair clock, hall, zone, booth, host and the server's status", async () => {
    const { api, stores } = setup('token-1')
    await page.mount(BoothActivityList, stores, { day: '2026-09-09', hall: 'A1' })
    expect(api.boothActivityList).toHaveBeenCalledWith(
      expect.objectContaining({ day: '2026-09-09', hall: 'A1', status: '', pageNum: 1 }),
    )
    expect(document.body.textContent).toContain('共 3 场活动')
    expect(all('activity-card').map((c) => c.getAttribute('data-status'))).toEqual([
      'finished',
      'ongoing',
      'notStarted',
    ])
    expect(card(0).textContent).toContain('2026-09-09 11:00 - 12:00')
    expect(card(0).textContent).toContain('A1 馆 · 福建省展区 · 展位 A1-105')
    expect(card(0).textContent).toContain('已结束')
    expect(card(1).textContent).toContain('进行中')
  })

  it('subscribes and unsubscribes in place; a finished activity allows nothing', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(BoothActivityList, stores, {})
    expect(card(0).querySelector('button, .nut-button')).toBeNull()
    expect(button(1)?.textContent).toBe('已订阅')
    await page.click(button(2)!)
    expect(api.subscribeActivity).toHaveBeenCalledWith(3)
    expect(button(2)?.getAttribute('data-subscribed')).toBe('true')
    expect(card(2).textContent).toContain('13 人订阅')
    expect(toasts).toContain('订阅成功，可在我的日程中查看')
    await page.click(button(1)!)
    expect(api.unsubscribeActivity).toHaveBeenCalledWith(2)
    expect(button(1)?.textContent).toBe('订阅')
    expect(card(1).textContent).toContain('11 人订阅')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('shows the list opened again at once, and asks again once an activity was subscribed to', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(BoothActivityList, stores, { day: '2026-09-09' })
    await page.mount(BoothActivityList, stores, { day: '2026-09-09' })
    expect(api.boothActivityList).toHaveBeenCalledTimes(1)
    expect(all('activity-card')).toHaveLength(6)

    await page.click(button(2)!)
    expect(api.subscribeActivity).toHaveBeenCalledWith(3)
    document.body.innerHTML = ''
    await page.mount(BoothActivityList, stores, { day: '2026-09-09' })
    expect(api.boothActivityList).toHaveBeenCalledTimes(2)
  })

  it('asks a visitor to log in and comes back here', async () => {
    const { api, stores } = setup('')
    await page.mount(BoothActivityList, stores, {})
    await page.click(button(2)!)
    expect(api.subscribeActivity).not.toHaveBeenCalled()
    expect(toasts).toContain('请先登录后订阅')
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: `/pages/login/index?redirect=${encodeURIComponent('/packages/meeting/booth-activity-list/index')}`,
    })
  })

  it("keeps the state and says the server's refusal in the user's language", async () => {
    const msg = 'The activity has finished'
    const { stores } = setup('token-1', {
      subscribeActivity: jest.fn().mockRejectedValue(new ApiError('server', { code: 400, msg })),
    })
    stores.app.setLanguage('en-us')
    await page.mount(BoothActivityList, stores, {})
    expect(document.body.textContent).toContain('3 activities')
    await page.click(button(2)!)
    expect(toasts).toEqual([msg])
    expect(button(2)?.textContent).toBe('Subscribe')
  })

  it('opens an activity from its card', async () => {
    const { stores } = setup('token-1')
    await page.mount(BoothActivityList, stores, {})
    await page.click(card(1))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/ytq-activity/index?id=2' })
  })

  it('says when nothing matches, after a failure and a retry', async () => {
    const { stores } = setup('token-1', {
      boothActivityList: jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue(pageOf([])),
    })
    await page.mount(BoothActivityList, stores, {})
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('status-empty')?.textContent).toBe('暂无符合条件的活动')
  })
})
