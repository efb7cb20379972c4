import Taro from '@tarojs/taro'
import type { OfflineSheet } from '@/contract/meeting'
import { meetings, offlineSignIns } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import MeetingOfflineMerber from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import { fairTime, meetingDetail } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/meeting-offline-merber/index')
const { byTestId, all, toasts } = page

const sheet = (overrides: Partial<OfflineSheet> = {}): OfflineSheet => ({
  meetingId: 7,
  meetingName: '绿色低碳产业投资对接会',
  signedIn: 41,
  mine: false,
  attendees: null,
  ...overrides,
})

/** The page's fake api: the sheet, the meeting and the door's setting by their endpoints, and the sign-in. */
function setup(calls: object = {}, token = 'token-1') {
  const api = {
    offlineSheet: jest
      .fn()
      .mockResolvedValueOnce(sheet())
      .mockResolvedValue(sheet({ signedIn: 42, mine: true })),
    meetingDetail: jest.fn().mockResolvedValue(meetingDetail({ status: 'ongoing' })),
    offlineInviteConfig: jest.fn().mockResolvedValue({ enabled: true }),
    saveOfflineSignUp: jest.fn().mockResolvedValue(null),
    ...calls,
  }
  const call = answering(
    answer(offlineSignIns.sheet, api.offlineSheet),
    answer(meetings.detail, api.meetingDetail),
    answer(offlineSignIns.config, api.offlineInviteConfig),
  )
  const fake = { call, saveOfflineSignUp: api.saveOfflineSignUp, userInfo: jest.fn().mockResolvedValue(null) }
  return { api, stores: page.stores(fake, token) }
}

const button = () => byTestId('door-sign-in')!

describe('the sign-in sheet at the door', () => {
  it('asks a visitor to log in and comes back to this door', async () => {
    const { api, stores } = setup({}, '')
    await page.mount(MeetingOfflineMerber, stores, { meetingId: '7' })
    expect(api.offlineSheet).not.toHaveBeenCalled()
    await page.click(byTestId('login-prompt-button')!)
    const back = encodeURIComponent('/packages/meeting/meeting-offline-merber/index?meetingId=7')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/login/index?redirect=${back}` })
  })

  it('shows the meeting and the count, signs the user in, then counts them', async () => {
    const { api, stores } = setup()
    await page.mount(MeetingOfflineMerber, stores, { meetingId: '7' })
    expect(byTestId('meeting-summary')?.textContent).toContain('进行中')
    expect(byTestId('door-count')?.textContent).toBe('41人已签到')
    expect(button().textContent).toBe('签到')
    expect(byTestId('door-staff')).toBeNull()
    await page.click(button())
    expect(api.saveOfflineSignUp).toHaveBeenCalledWith(7)
    expect(toasts).toContain('签到成功')
    expect(byTestId('door-count')?.textContent).toBe('42人已签到')
    expect(button().textContent).toBe('您已签到')
  })

  it('keeps a sign-in made without a network and sends it once, when the network returns', async () => {
    Taro.clearStorageSync()
    const saveOfflineSignUp = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue(null)
    const { stores } = setup({ saveOfflineSignUp })
    await page.mount(MeetingOfflineMerber, stores, { meetingId: '7' })
    await page.click(button())
    expect(toasts).toContain('当前无网络，签到将在网络恢复后提交')
    await page.act(() => window.dispatchEvent(new Event('online')))
    await page.settle()
    expect(saveOfflineSignUp).toHaveBeenCalledTimes(2)
    expect(toasts).toContain('离线期间的 1 项操作已提交')
    await page.act(() => window.dispatchEvent(new Event('online')))
    await page.settle()
    expect(saveOfflineSignUp).toHaveBeenCalledTimes(2)
  })

  it("lists who signed in for the meeting's staff, newest first", async () => {
    const attendees = [
      { name: '王敏', signTime: fairTime(10, 13, 52) },
      { name: 'John Smith', signTime: fairTime(10, 13, 40) },
    ]
    const { stores } = setup({ offlineSheet: jest.fn().mockResolvedValue(sheet({ signedIn: 2, attendees })) })
    stores.app.setLanguage('en-us')
    await page.mount(MeetingOfflineMerber, stores, { meetingId: '7' })
    expect(byTestId('door-staff')?.textContent).toContain('Signed in (2)')
    expect(all('door-attendee').map((row) => row.textContent)).toEqual(['王敏09-10 13:52', 'John Smith09-10 13:40'])
  })

  it("shows the server's refusal, and a door that is not open or a meeting that is over", async () => {
    const msg = '会议已结束'
    const refusing = setup({
      saveOfflineSignUp: jest.fn().mockRejectedValue(new ApiError('server', { code: 400, msg })),
    })
    await page.mount(MeetingOfflineMerber, refusing.stores, { meetingId: '7' })
    await page.click(button())
    expect(toasts).toContain(msg)
    document.body.innerHTML = ''

    const closed = setup({ offlineInviteConfig: jest.fn().mockResolvedValue({ enabled: false }) })
    await page.mount(MeetingOfflineMerber, closed.stores, { meetingId: '7' })
    expect(button().textContent).toBe('签到暂未开放')
    await page.click(button())
    expect(closed.api.saveOfflineSignUp).not.toHaveBeenCalled()
    document.body.innerHTML = ''

    const over = setup({ meetingDetail: jest.fn().mockResolvedValue(meetingDetail({ status: 'finished' })) })
    await page.mount(MeetingOfflineMerber, over.stores, { meetingId: '7' })
    expect(button().textContent).toBe('已结束')
  })
})
