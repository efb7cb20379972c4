import Taro from '@tarojs/taro'
import { ApiError } from '@/services/http/errors'
import MeetingInvitation from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import MeetInvitSuccess from '../meet-invit-success/index'
import { detailCall, fairTime, meetingDetail, signUpCalls } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/meeting-invitation/index')
const { byTestId, all, toasts } = page
const form = page.form<'code'>('invitation')

function setup(calls: object = {}, token = 'token-1') {
  const api = {
    ...signUpCalls(meetingDetail({ invitationOnly: true, title: '跨国公司闭门对话会' })),
    meetingCalendar: jest.fn().mockResolvedValue({ filename: 'meeting-7.ics', content: 'BEGIN:VCALENDAR' }),
    userInfo: jest.fn().mockResolvedValue(null),
    ...calls,
  }
  return { api, stores: page.stores(api, token) }
}

const SUCCESS_URL = '/packages/meeting/meet-invit-success/index?meetingId=7'

beforeEach(() => {
  Taro.clearStorageSync()
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
})

describe('sign-up by invitation code', () => {
  it('checks the code beside its field before sending anything', async () => {
    const { api, stores } = setup()
    await page.mount(MeetingInvitation, stores, { meetingId: '7' })
    await page.click(byTestId('invitation-submit')!)
    expect(form.errorOf('code')).toBe('请输入邀请码')
    await form.type('code', 'ab')
    await page.click(byTestId('invitation-submit')!)
    expect(form.errorOf('code')).toBe('邀请码为4-32位字母、数字、“-”或“_”')
    expect(api.meetingSignUp).not.toHaveBeenCalled()
  })

  it("shows the server's refusal beside the code and keeps what was typed, then signs up with the right code", async () => {
    const msg = 'This meeting is by invitation only; enter a valid invitation code'
    const meetingSignUp = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 40302, msg }))
      .mockResolvedValueOnce(null)
    const { stores } = setup({ meetingSignUp })
    stores.app.setLanguage('en-us')
    await page.mount(MeetingInvitation, stores, { meetingId: '7' })
    await form.type('code', ' CIFIT-2026 ')
    await page.click(byTestId('invitation-submit')!)
    expect(meetingSignUp).toHaveBeenCalledWith(7, { invitationCode: 'CIFIT-2026' })
    expect(form.errorOf('code')).toBe(msg)
    expect(await form.valueOf('code')).toBe(' CIFIT-2026 ')
    await form.type('code', 'VIP-0909')
    await page.click(byTestId('invitation-submit')!)
    expect(meetingSignUp).toHaveBeenLastCalledWith(7, { invitationCode: 'VIP-0909' })
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: SUCCESS_URL })
  })

  it('names the meetings in the way of a full slot and swaps one, keeping the code', async () => {
    const conflicts = [
      { id: 3, title: '全球投资促进大会', startTime: fairTime(10, 13), endTime: fairTime(10, 15) },
      { id: 4, title: '跨国公司对话会', startTime: fairTime(10, 14), endTime: fairTime(10, 16) },
    ]
    const meetingSignUp = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError('server', { code: 409, msg: '报名失败，该时间段已报名其他会议', data: { conflicts } }),
      )
      .mockResolvedValueOnce(null)
    const { stores } = setup({ meetingSignUp })
    await page.mount(MeetingInvitation, stores, { meetingId: '7' })
    await form.type('code', 'VIP-0909')
    await page.click(byTestId('invitation-submit')!)
    expect(all('slot-full-conflict')).toHaveLength(2)
    await page.click(all('slot-full-swap')[0])
    expect(meetingSignUp).toHaveBeenLastCalledWith(7, { invitationCode: 'VIP-0909', replacing: 3 })
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: SUCCESS_URL })
  })

  it('asks a visitor to log in and comes back to this meeting', async () => {
    const { stores } = setup({}, '')
    await page.mount(MeetingInvitation, stores, { meetingId: '7' })
    await page.click(byTestId('login-prompt-button')!)
    const back = encodeURIComponent('/packages/meeting/meeting-invitation/index?meetingId=7')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/login/index?redirect=${back}` })
  })

  it('shows the success page with the meeting, its online room and the calendar file', async () => {
    const { api, stores } = setup({
      call: detailCall(meetingDetail({ online: { room: '889 123 456', password: '0910' } })),
    })
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:m'), revokeObjectURL: jest.fn() })
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    await page.mount(MeetInvitSuccess, stores, { meetingId: '7' })
    expect(byTestId('invit-success')?.textContent).toContain('报名成功')
    expect(byTestId('invit-success-online')?.textContent).toContain('889 123 456')
    await page.click(byTestId('result-calendar')!)
    expect(api.meetingCalendar).toHaveBeenCalledWith(7)
    expect(toasts).toContain('已保存日历文件 meeting-7.ics，打开即可加入日历')
    await page.click(byTestId('result-meeting')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-details/index?meetingId=7' })
  })
})
