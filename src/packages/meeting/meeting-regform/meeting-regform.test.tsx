import Taro from '@tarojs/taro'
import { ApiError } from '@/services/http/errors'
import { profile } from '@/stores/testing/fake-api'
import MeetingRegform from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import MeetingResultPage from '../meeting-result-page/index'
import { detailCall, meetingDetail, signUpCalls } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/meeting-regform/index')
const { byTestId } = page

function setup(calls: object = {}) {
  const api = {
    ...signUpCalls(),
    userInfo: jest
      .fn()
      .mockResolvedValue(
        profile({ nickname: 'Wang Min', phone: '138****0000', company: 'Xiamen Port Group', position: '' }),
      ),
    ...calls,
  }
  return { api, stores: page.stores(api, 'token-1') }
}

beforeEach(() => {
  Taro.clearStorageSync()
  sessionStorage.clear()
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
})

describe('the meeting sign-up form', () => {
  it("shows the attendee's details from the profile for confirmation and signs up", async () => {
    const { api, stores } = setup()
    stores.app.setLanguage('en-us')
    await page.mount(MeetingRegform, stores, { meetingId: '7' })
    expect(api.userInfo).toHaveBeenCalled()
    expect(byTestId('regform-name')?.textContent).toBe('Wang Min')
    expect(byTestId('regform-phone')?.textContent).toBe('138****0000')
    expect(byTestId('regform-organisation')?.textContent).toBe('Xiamen Port Group')
    expect(byTestId('regform-position')?.textContent).toBe('Not given')
    expect(byTestId('meeting-summary')?.textContent).toContain('2026-09-10 14:00 - 16:00')
    await page.click(byTestId('regform-submit')!)
    expect(api.meetingSignUp).toHaveBeenCalledWith(7)
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-result-page/index?meetingId=7' })
  })

  it("gives the server's refusal on the result page, with the way to the invitation code when that is why", async () => {
    const msg = '该会议仅限受邀嘉宾报名，请输入正确的邀请码'
    const { stores } = setup({
      meetingSignUp: jest.fn().mockRejectedValue(new ApiError('server', { code: 40302, msg })),
    })
    await page.mount(MeetingRegform, stores, { meetingId: '7' })
    await page.click(byTestId('regform-submit')!)
    document.body.innerHTML = ''
    await page.mount(MeetingResultPage, stores, { meetingId: '7' })
    expect(byTestId('sign-up-result-heading')?.textContent).toBe('报名失败')
    expect(byTestId('slot-full')?.textContent).toBe(msg)
    await page.click(byTestId('result-invitation')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-invitation/index?meetingId=7' })
  })

  it('cannot be sent once registration has closed', async () => {
    const { api, stores } = setup({ call: detailCall(meetingDetail({ status: 'ongoing' })) })
    await page.mount(MeetingRegform, stores, { meetingId: '7' })
    expect(byTestId('sign-up-gate')?.textContent).toContain('报名已截止')
    await page.click(byTestId('regform-submit')!)
    expect(api.meetingSignUp).not.toHaveBeenCalled()
  })

  it('leads a user without a verified real name to verification from the result page', async () => {
    const msg = '报名前请先完成实名认证'
    const { stores } = setup({
      meetingSignUp: jest.fn().mockRejectedValue(new ApiError('server', { code: 40301, msg })),
    })
    await page.mount(MeetingRegform, stores, { meetingId: '7' })
    await page.click(byTestId('regform-submit')!)
    document.body.innerHTML = ''
    await page.mount(MeetingResultPage, stores, { meetingId: '7' })
    expect(byTestId('slot-full')?.textContent).toBe(msg)
    await page.click(byTestId('result-real-name')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/realname/index' })
  })
})
