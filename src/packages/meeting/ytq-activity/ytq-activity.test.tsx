import Taro from '@tarojs/taro'
import { boothActivities } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import YtqActivity from './index'
import { activity, activityDetail, pageOf } from '../../../../tests/unit/activity-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/ytq-activity/index')
const { byTestId, toasts } = page

/** The page's fake api: the activity and the area's lists by their endpoints (given the request), and subscribing. */
function setup(token: string, calls: Record<string, jest.Mock> = {}) {
  const fake = {
    boothActivityDetail: jest.fn().mockResolvedValue(activityDetail(5)),
    boothActivityList: jest.fn().mockResolvedValue(pageOf([])),
    subscribeActivity: jest.fn().mockResolvedValue(null),
    unsubscribeActivity: jest.fn().mockResolvedValue(null),
    ...calls,
  }
  const { boothActivityDetail, boothActivityList, ...named } = fake
  const call = answering(
    answer(boothActivities.detail, boothActivityDetail),
    answer(boothActivities.list, boothActivityList),
  )
  return { api: fake, stores: page.stores({ ...named, call, userInfo: jest.fn().mockResolvedValue(null) }, token) }
}

describe('a booth activity', () => {
  it('shows its time, place, host, status and introduction, and leads to its place on the map', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(YtqActivity, stores, { id: '5' })
    expect(api.boothActivityDetail).toHaveBeenCalledWith({ id: 5 })
    expect(byTestId('detail-title')?.textContent).toBe('象屿供应链集团新品发布 5')
    expect(byTestId('activity-status')?.textContent).toBe('未开始')
    expect(document.body.textContent).toContain('2026-09-09 15:00 - 16:00')
    expect(document.body.textContent).toContain('A1 馆 · 福建省展区 · 展位 A1-105')
    expect(byTestId('activity-intro')?.textContent).toBe('象屿供应链集团在A1-105展位举办新品发布会。')
    expect(byTestId('activity-live')).toBeNull()
    await page.click(byTestId('activity-map')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: '/packages/meeting/map-navigation/index?hall=A1&booth=A1-105',
    })
  })

  it('subscribes and gives it up again', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(YtqActivity, stores, { id: '5' })
    await page.click(byTestId('activity-subscribe')!)
    expect(api.subscribeActivity).toHaveBeenCalledWith(5)
    expect(byTestId('activity-subscribe')?.textContent).toBe('取消订阅')
    expect(document.body.textContent).toContain('13 人订阅')
    await page.click(byTestId('activity-subscribe')!)
    expect(api.unsubscribeActivity).toHaveBeenCalledWith(5)
    expect(toasts).toEqual(['订阅成功，可在我的日程中查看', '已取消订阅'])
  })

  it('allows nothing once finished, and offers the replay', async () => {
    const { stores } = setup('token-1', {
      boothActivityDetail: jest
        .fn()
        .mockResolvedValue(activityDetail(5, { status: 'finished', live: { id: 9, state: 'replay' } })),
    })
    stores.app.setLanguage('en-us')
    await page.mount(YtqActivity, stores, { id: '5' })
    expect(byTestId('activity-subscribe')).toBeNull()
    expect(byTestId('activity-ended')?.textContent).toBe('Finished')
    expect(byTestId('activity-watch')?.textContent).toBe('Watch the replay')
    await page.click(byTestId('activity-watch')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/media/meeting-forum-video/index?id=9' })
  })

  it('says when its live has not started, and offers a live on air', async () => {
    const { stores } = setup('', {
      boothActivityDetail: jest
        .fn()
        .mockResolvedValueOnce(activityDetail(5, { live: { id: 9, state: 'notStarted' } }))
        .mockResolvedValue(activityDetail(6, { status: 'ongoing', live: { id: 9, state: 'live' } })),
    })
    await page.mount(YtqActivity, stores, { id: '5' })
    expect(byTestId('activity-live')?.textContent).toContain('直播未开始，09-09 15:00 开播')
    document.body.innerHTML = ''
    await page.mount(YtqActivity, stores, { id: '6' })
    expect(byTestId('activity-watch')?.textContent).toBe('观看直播')
  })

  it('asks a visitor to log in and comes back to the activity', async () => {
    const { api, stores } = setup('')
    await page.mount(YtqActivity, stores, { id: '5' })
    await page.click(byTestId('activity-subscribe')!)
    expect(api.subscribeActivity).not.toHaveBeenCalled()
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: `/pages/login/index?redirect=${encodeURIComponent('/packages/meeting/ytq-activity/index?id=5')}`,
    })
  })
})

describe('the activity area by default', () => {
  it('shows the activity on now, else the next to start', async () => {
    const boothActivityList = jest.fn(({ status }: { status: string }) =>
      Promise.resolve(status === 'notStarted' ? pageOf([activity(7)], 4) : pageOf([])),
    )
    const { api, stores } = setup('token-1', { boothActivityList })
    await page.mount(YtqActivity, stores, {})
    expect(boothActivityList.mock.calls.map(([q]) => q.status)).toEqual(['ongoing', 'notStarted'])
    expect(api.boothActivityDetail).toHaveBeenCalledWith({ id: 7 })
    expect(byTestId('activity-area-tab')?.className).toContain('activity-area-bar__item--on')
  })

  it('is the last one held once everything is over, and not found when there are none', async () => {
    const boothActivityList = jest.fn(({ status, pageNum }: { status: string; pageNum: number }) =>
      Promise.resolve(status === 'finished' ? pageOf([activity(pageNum)], 3) : pageOf([])),
    )
    const { api, stores } = setup('token-1', { boothActivityList })
    await page.mount(YtqActivity, stores, {})
    expect(api.boothActivityDetail).toHaveBeenCalledWith({ id: 3 })
    document.body.innerHTML = ''
    const none = setup('token-1')
    await page.mount(YtqActivity, none.stores, {})
    expect(byTestId('status-error')?.textContent).toContain('内容不存在')
    expect(byTestId('activity-area-bar')).not.toBeNull()
  })

  it('offers a retry when the activity fails to load', async () => {
    const { stores } = setup('token-1', {
      boothActivityDetail: jest
        .fn()
        .mockRejectedValueOnce(new ApiError('network'))
        .mockResolvedValue(activityDetail(5)),
    })
    await page.mount(YtqActivity, stores, { id: '5' })
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('detail-title')).not.toBeNull()
  })
})
