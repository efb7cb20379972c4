import Taro from '@tarojs/taro'
import { ApiError } from '@/services/http/errors'
import { profile } from '@/stores/testing/fake-api'
import MeetingPopup from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import MeetingResultPage from '../meeting-result-page/index'
import { detailCall, fairTime, meetingDetail, signUpCalls } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/meeting-popup/index')
const { byTestId, all, toasts } = page

function setup(calls: object = {}, token = 'token-1') {
  const api = {
    ...signUpCalls(),
    userInfo: jest.fn().mockResolvedValue(profile({ nickname: '王敏', phone: '138****0000' })),
    ...calls,
  }
  return { api, stores: page.stores(api, token) }
}

const RESULT_URL = '/packages/meeting/meeting-result-page/index?meetingId=7'

beforeEach(() => {
  Taro.clearStorageSync()
  sessionStorage.clear()
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
})

describe('the sign-up sheet and its result', () => {
  it('asks a visitor to log in and comes back to this meeting', async () => {
    const { stores } = setup({}, '')
    await page.mount(MeetingPopup, stores, { meetingId: '7' })
    await page.click(byTestId('login-prompt-button')!)
    const back = encodeURIComponent('/packages/meeting/meeting-popup/index?meetingId=7')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/login/index?redirect=${back}` })
  })

  it('shows what, when, where and who, and signs up in one tap into the result page', async () => {
    const { api, stores } = setup()
    await page.mount(MeetingPopup, stores, { meetingId: '7' })
    const sheet = byTestId('sign-up-sheet')!.textContent
    expect(sheet).toContain('绿色低碳产业投资对接会')
    expect(sheet).toContain('2026-09-10 14:00 - 16:00')
    expect(sheet).toContain('厦门国际会展中心 · B馆 · 洽谈区2')
    expect(byTestId('sign-up-sheet-seats')?.textContent).toBe('剩余名额12')
    expect(byTestId('sign-up-sheet-attendee')?.textContent).toBe('报名人王敏 · 138****0000')
    await page.click(byTestId('sign-up-sheet-confirm')!)
    expect(api.meetingSignUp).toHaveBeenCalledWith(7)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: RESULT_URL })

    document.body.innerHTML = ''
    await page.mount(MeetingResultPage, stores, { meetingId: '7' })
    expect(byTestId('sign-up-result')?.getAttribute('data-outcome')).toBe('signedUp')
    expect(byTestId('sign-up-result-heading')?.textContent).toBe('报名成功')
    // H5 reminds through the phone's calendar: the result says so above its calendar button.
    expect(byTestId('sign-up-result')?.textContent).toContain('加入手机日历，会前30分钟提醒您')
    expect(byTestId('result-calendar')?.textContent).toBe('加入手机日历')
    expect(api.meetingSignUpStatus).toHaveBeenCalledTimes(1)
  })

  it('names the two meetings in the way of a full slot on the result page and swaps one for this meeting', async () => {
    const msg = '报名失败，该时间段已报名其他会议（请取消或选择其他会议）'
    const conflicts = [
      { id: 3, title: '全球投资促进大会', startTime: fairTime(10, 13), endTime: fairTime(10, 15) },
      { id: 4, title: '跨国公司对话会', startTime: fairTime(10, 14), endTime: fairTime(10, 16) },
    ]
    const meetingSignUp = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 409, msg, data: { conflicts } }))
      .mockResolvedValueOnce(null)
    const { stores } = setup({ meetingSignUp })
    await page.mount(MeetingPopup, stores, { meetingId: '7' })
    await page.click(byTestId('sign-up-sheet-confirm')!)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: RESULT_URL })

    document.body.innerHTML = ''
    await page.mount(MeetingResultPage, stores, { meetingId: '7' })
    expect(byTestId('sign-up-result-heading')?.textContent).toBe('报名失败')
    expect(byTestId('slot-full')?.textContent).toContain(msg)
    expect(all('slot-full-conflict').map((row) => row.textContent)).toEqual([
      '全球投资促进大会2026-09-10 13:00 - 15:00取消这场，改报本场',
      '跨国公司对话会2026-09-10 14:00 - 16:00取消这场，改报本场',
    ])
    await page.click(all('slot-full-swap')[1])
    expect(meetingSignUp).toHaveBeenLastCalledWith(7, { replacing: 4 })
    expect(byTestId('sign-up-result')?.getAttribute('data-outcome')).toBe('signedUp')
    expect(toasts).toContain('报名成功')
  })

  it('keeps a sign-up made without a network and says it will be sent', async () => {
    const { stores } = setup({ meetingSignUp: jest.fn().mockRejectedValue(new ApiError('network')) })
    stores.app.setLanguage('en-us')
    await page.mount(MeetingPopup, stores, { meetingId: '7' })
    await page.click(byTestId('sign-up-sheet-confirm')!)
    document.body.innerHTML = ''
    await page.mount(MeetingResultPage, stores, { meetingId: '7' })
    expect(byTestId('sign-up-result-heading')?.textContent).toBe('Sign-up kept on this device')
    expect(byTestId('sign-up-result')?.textContent).toContain('It is sent when the network returns')
  })

  it('sends an invited-only meeting to its invitation code, and a signed-up user to the agenda', async () => {
    const invited = setup({ call: detailCall(meetingDetail({ invitationOnly: true })) })
    await page.mount(MeetingPopup, invited.stores, { meetingId: '7' })
    expect(byTestId('sign-up-gate')?.getAttribute('data-gate')).toBe('invitation')
    expect(byTestId('sign-up-sheet-confirm')?.className).toContain('nut-button-disabled')
    await page.click(byTestId('gate-invitation')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-invitation/index?meetingId=7' })
    document.body.innerHTML = ''

    const signedUp = setup({ meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: true }) })
    await page.mount(MeetingPopup, signedUp.stores, { meetingId: '7' })
    expect(byTestId('sign-up-gate')?.textContent).toContain('您已报名本场会议')
    await page.click(byTestId('sign-up-sheet-confirm')!)
    expect(signedUp.api.meetingSignUp).not.toHaveBeenCalled()
  })

  it('tells a user opening the result page afresh whether they are signed up', async () => {
    const { stores } = setup({ meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: false }) })
    await page.mount(MeetingResultPage, stores, { meetingId: '7' })
    expect(byTestId('sign-up-result-heading')?.textContent).toBe('您尚未报名本场会议')
    await page.click(byTestId('result-sign-up')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-popup/index?meetingId=7' })
  })
})

describe('the sign-up sheet in the mini program', () => {
  const target = ['TARO', 'ENV'].join('_')
  const saved = process.env[target]
  beforeEach(() => {
    process.env[target] = 'weapp'
    process.env.TARO_APP_MEETING_REMINDER_TEMPLATE = 'TPL-meeting'
  })
  afterEach(() => {
    process.env[target] = saved
    delete process.env.TARO_APP_MEETING_REMINDER_TEMPLATE
  })

  it('asks WeChat for the reminder from the confirming tap and the result says WeChat will remind', async () => {
    const meetingReminder = jest.fn().mockResolvedValue(null)
    const { api, stores } = setup({ meetingReminder })
    const ask = jest
      .spyOn(Taro, 'requestSubscribeMessage')
      .mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', 'TPL-meeting': 'accept' } as never)
    await page.mount(MeetingPopup, stores, { meetingId: '7' })
    await page.click(byTestId('sign-up-sheet-confirm')!)
    expect(ask).toHaveBeenCalledWith({ tmplIds: ['TPL-meeting'] })
    expect(ask.mock.invocationCallOrder[0]).toBeLessThan(api.meetingSignUp.mock.invocationCallOrder[0])
    expect(meetingReminder).toHaveBeenCalledWith(7)

    document.body.innerHTML = ''
    stores.app.setLanguage('en-us')
    await page.mount(MeetingResultPage, stores, { meetingId: '7' })
    expect(byTestId('sign-up-result-heading')?.textContent).toBe('Signed up')
    expect(byTestId('sign-up-result')?.textContent).toContain('WeChat will remind you 30 minutes before it starts')
  })
})
