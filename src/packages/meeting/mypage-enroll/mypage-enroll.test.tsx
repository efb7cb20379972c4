import Taro from '@tarojs/taro'
import type { MySignUp } from '@/contract/meeting'
import { meetingSignUps } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import MypageEnroll from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const HOUR = 3_600_000
const NINE_SEPT = Date.UTC(2026, 8, 9, 1, 0)

const signUp = (meetingId: number, title: string, status: MySignUp['status']): MySignUp => ({
  meetingId,
  title,
  venue: '厦门国际会议中心',
  startTime: NINE_SEPT + meetingId * HOUR,
  endTime: NINE_SEPT + (meetingId + 1) * HOUR,
  status,
  signedUpAt: NINE_SEPT - 24 * HOUR,
})

const page = pageHarness('packages/meeting/mypage-enroll/index')
const { byTestId, toasts } = page
const rows = () => [...document.querySelectorAll('[data-testid="my-sign-up"]')]

function setup(token: string, api: object = {}) {
  const fake = {
    mySignUps: jest
      .fn()
      .mockResolvedValueOnce([signUp(1, '全球投资促进大会', 'finished'), signUp(2, '跨国公司对话会', 'notStarted')])
      .mockResolvedValue([signUp(1, '全球投资促进大会', 'finished')]),
    cancelMeetingSignUp: jest.fn().mockResolvedValue(null),
    ...api,
  }
  const calls = {
    call: answering(answer(meetingSignUps.mine, fake.mySignUps)),
    cancelMeetingSignUp: fake.cancelMeetingSignUp,
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api: fake, stores: page.stores(calls, token) }
}

describe('my sign-ups page', () => {
  it('asks a visitor to log in and never calls the server', async () => {
    const { api, stores } = setup('')
    await page.mount(MypageEnroll, stores, {})
    expect(byTestId('login-prompt')).not.toBeNull()
    expect(api.mySignUps).not.toHaveBeenCalled()
  })

  it('lists the sign-ups with time on the fair clock and status; only one not started can be cancelled', async () => {
    const { stores } = setup('token-1')
    await page.mount(MypageEnroll, stores, {})
    expect(byTestId('enroll-count')?.textContent).toBe('共报名 2 场会议')
    expect(rows().map((row) => row.getAttribute('data-status'))).toEqual(['finished', 'notStarted'])
    expect(rows()[0].textContent).toContain('2026-09-09 10:00 - 11:00')
    expect(rows()[0].textContent).toContain('已结束')
    expect(rows()[0].querySelector('[data-testid="sign-up-cancel"]')).toBeNull()
    expect(rows()[1].querySelector('[data-testid="sign-up-cancel"]')).not.toBeNull()
  })

  it('cancels after a confirmation naming the meeting, then shows the list without it', async () => {
    const { api, stores } = setup('token-1')
    const confirm = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await page.mount(MypageEnroll, stores, {})
    await page.click(rows()[1].querySelector('[data-testid="sign-up-cancel"]')!)
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: '确定取消报名“跨国公司对话会”吗？' }))
    expect(api.cancelMeetingSignUp).toHaveBeenCalledWith(2)
    expect(toasts).toContain('已取消报名')
    expect(rows()).toHaveLength(1)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it("shows the server's refusal in the user's language and keeps the sign-up", async () => {
    const msg = 'The meeting has started; the sign-up can no longer be cancelled'
    const { stores } = setup('token-1', {
      cancelMeetingSignUp: jest.fn().mockRejectedValue(new ApiError('server', { code: 400, msg })),
      mySignUps: jest.fn().mockResolvedValue([signUp(2, 'Dialogue with Multinationals', 'notStarted')]),
    })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    stores.app.setLanguage('en-us')
    await page.mount(MypageEnroll, stores, {})
    expect(byTestId('enroll-count')?.textContent).toBe('Meetings signed up for: 1')
    await page.click(byTestId('sign-up-cancel')!)
    expect(toasts).toContain(msg)
    expect(rows()).toHaveLength(1)
  })

  it('keeps the sign-up when the confirmation is declined', async () => {
    const { api, stores } = setup('token-1')
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never)
    await page.mount(MypageEnroll, stores, {})
    await page.click(rows()[1].querySelector('[data-testid="sign-up-cancel"]')!)
    expect(api.cancelMeetingSignUp).not.toHaveBeenCalled()
    expect(rows()).toHaveLength(2)
  })

  it('opens a meeting from its row', async () => {
    const { stores } = setup('token-1')
    await page.mount(MypageEnroll, stores, {})
    await page.click(rows()[0])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-details/index?meetingId=1' })
  })

  it('offers the programme when there are no sign-ups, and a retry when the list fails', async () => {
    const { stores } = setup('token-1', {
      mySignUps: jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue([]),
    })
    await page.mount(MypageEnroll, stores, {})
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('status-empty')?.textContent).toContain('您还没有报名会议')
    await page.click(byTestId('enroll-browse')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-search/index' })
  })

  it('keeps a cancellation made without a network for later and marks the sign-up', async () => {
    Taro.clearStorageSync()
    const { api, stores } = setup('token-1', {
      cancelMeetingSignUp: jest.fn().mockRejectedValue(new ApiError('network')),
    })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await page.mount(MypageEnroll, stores, {})
    await page.click(rows()[1].querySelector('[data-testid="sign-up-cancel"]')!)
    expect(toasts).toContain('当前无网络，取消报名将在网络恢复后提交')
    expect(rows()).toHaveLength(2)
    expect(rows()[1].querySelector('[data-testid="sign-up-cancel-pending"]')).not.toBeNull()
    expect(rows()[1].querySelector('[data-testid="sign-up-cancel"]')).toBeNull()
    expect(api.mySignUps).toHaveBeenCalledTimes(1)
    Taro.clearStorageSync()
  })

  it('leads to the agenda', async () => {
    const { stores } = setup('token-1')
    await page.mount(MypageEnroll, stores, {})
    await page.click(byTestId('enroll-agenda')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/mypage-schedule/index' })
  })
})
