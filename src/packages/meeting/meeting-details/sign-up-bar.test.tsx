import Taro from '@tarojs/taro'
import type { MeetingDetail, MeetingStatus } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import MeetingDetails from './index'
import { MeetingSignUpBar } from './sign-up-bar'
import { pageHarness } from '../../../../tests/unit/page-harness'
import { meetingDetail } from '../shared/testing/meetings'

const HOUR = 3_600_000

/** A meeting starting `offset` from now on the device; the server's status follows it unless given. */
function meetingStarting(offset: number, overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  const startTime = Date.now() + offset
  const status: MeetingStatus = offset > 0 ? 'notStarted' : 'ongoing'
  return meetingDetail({
    summary: '绿色低碳产业投资对接会将于9月9日举行',
    cover: '/static/img/meeting-7.svg',
    venue: '厦门国际会议中心',
    startTime,
    endTime: startTime + HOUR,
    hall: 'C1',
    room: '洽谈区',
    status,
    seatsLeft: null,
    capacity: null,
    signedUpCount: 0,
    ...overrides,
  })
}

function setup(token: string, meeting: MeetingDetail, user: object = {}) {
  const api = {
    call: answering(answer(meetings.detail, () => meeting)),
    baseConfig: jest.fn(),
    checkCollect: jest.fn().mockResolvedValue({ collected: false }),
    userInfo: jest.fn().mockResolvedValue(null),
    meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: false, reminder: false }),
    meetingSignUp: jest.fn().mockResolvedValue(null),
    meetingReminder: jest.fn().mockResolvedValue(null),
    cancelMeetingSignUp: jest.fn().mockResolvedValue(null),
    meetingCalendar: jest.fn().mockResolvedValue({ filename: 'cifit-meeting-7.ics', content: 'BEGIN:VCALENDAR' }),
    meetingOptions: jest.fn().mockResolvedValue({ days: [], kinds: [], halls: [], editions: [], now: Date.now() }),
    ...user,
  }
  return { api, stores: page.stores(api, token) }
}

const page = pageHarness('packages/meeting/meeting-details/index')
const { toasts, byTestId, text } = page
const button = () => byTestId('meeting-sign-up-button')!
const barState = () => byTestId('meeting-sign-up-bar')?.getAttribute('data-state')

/** Taro's dialog, answered as the user would (a cancellation asks to confirm). */
let modal: jest.SpyInstance
beforeEach(() => {
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never)
})

// The target is read when the code runs (jest builds for H5); a test stands in the mini program by setting it.
const TARGET = ['TARO', 'ENV'].join('_')
const TEMPLATE = 'TARO_APP_MEETING_REMINDER_TEMPLATE'
function inMiniProgram(template?: string) {
  const saved = { target: process.env[TARGET], template: process.env[TEMPLATE] }
  beforeEach(() => {
    process.env[TARGET] = 'weapp'
    if (template) process.env[TEMPLATE] = template
    else delete process.env[TEMPLATE]
  })
  afterEach(() => {
    process.env[TARGET] = saved.target
    if (saved.template === undefined) delete process.env[TEMPLATE]
    else process.env[TEMPLATE] = saved.template
  })
}

describe('meeting sign-up bar', () => {
  it('signs a logged-in user up from the bar at the bottom of the screen, then shows it signed up with a way to cancel', async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR))
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(api.meetingSignUpStatus).toHaveBeenCalledWith(7)
    expect(barState()).toBe('open')
    expect(button().textContent).toBe('立即报名')
    await page.click(button())
    expect(api.meetingSignUp).toHaveBeenCalledWith(7)
    expect(barState()).toBe('signedUp')
    expect(text('meeting-sign-up-status')).toBe('已报名')
    expect(byTestId('meeting-sign-up-button')).toBeNull()
    expect(text('meeting-sign-up-cancel')).toBe('取消报名')
  })

  it('keeps the room the fixed bar covers at the end of the page, after every part of the meeting', async () => {
    const { stores } = setup('token-1', meetingStarting(2 * HOUR))
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    const room = document.querySelector('.sign-up-bar__room')!
    const bar = byTestId('meeting-sign-up-bar')!
    expect(bar.previousElementSibling).toBe(room)
    // Nothing of the page comes after the room: the last of it scrolls clear of the bar.
    expect(room.compareDocumentPosition(document.querySelector('.detail__actions')!)).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    )
    expect(room.compareDocumentPosition(byTestId('meeting-link-popup')!)).toBe(Node.DOCUMENT_POSITION_PRECEDING)
  })

  it("on H5 offers the meeting's calendar file in the bar after signing up (no dialog over the points prompt), and saves it when taken", async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR))
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage')
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:meeting'), revokeObjectURL: jest.fn() })
    const download = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    await page.click(button())
    expect(ask).not.toHaveBeenCalled()
    expect(api.meetingReminder).not.toHaveBeenCalled()
    expect(modal).not.toHaveBeenCalled()
    expect(toasts).toEqual(['报名成功，可加入手机日历，会前30分钟提醒您'])
    expect(api.meetingCalendar).not.toHaveBeenCalled()
    await page.click(byTestId('meeting-sign-up-calendar')!)
    expect(api.meetingCalendar).toHaveBeenCalledWith(7)
    expect(download).toHaveBeenCalledTimes(1)
    expect(toasts).toContain('已保存日历文件 cifit-meeting-7.ics，打开即可加入日历')
  })

  it('on H5 says the calendar reminds, in English too', async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR))
    stores.app.setLanguage('en-us')
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    await page.click(button())
    expect(toasts).toEqual(['Signed up: add it to your calendar to be reminded 30 minutes before'])
    expect(text('meeting-sign-up-calendar')).toBe('Add to calendar')
    expect(api.meetingCalendar).not.toHaveBeenCalled()
    expect(barState()).toBe('signedUp')
  })

  it('shows the signed-up state the server reports, without a way to sign up again', async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR), {
      meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: true, reminder: false }),
    })
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(barState()).toBe('signedUp')
    expect(byTestId('meeting-sign-up-button')).toBeNull()
    expect(api.meetingSignUp).not.toHaveBeenCalled()
  })

  it('says WeChat will remind a user who accepted it, and offers no cancelling once the meeting has begun', async () => {
    const { stores } = setup('token-1', meetingStarting(-HOUR), {
      meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: true, reminder: true }),
    })
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(barState()).toBe('signedUp')
    expect(text('meeting-sign-up-status')).toBe('已报名，会前30分钟微信提醒')
    expect(byTestId('meeting-sign-up-cancel')).toBeNull()
  })

  it('cancels the sign-up from the bar once the user confirms, and opens signing up again', async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR), {
      meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: true, reminder: false }),
    })
    modal.mockResolvedValue({ confirm: true, cancel: false } as never)
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    await page.click(byTestId('meeting-sign-up-cancel')!)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定取消报名“绿色低碳产业投资对接会”吗？' }))
    expect(api.cancelMeetingSignUp).toHaveBeenCalledWith(7)
    expect(toasts).toContain('已取消报名')
    expect(barState()).toBe('open')
    expect(button().textContent).toBe('立即报名')
  })

  it('shows the registration as ended once the server says the meeting has started', async () => {
    const { api, stores } = setup('token-1', meetingStarting(-HOUR))
    stores.app.setLanguage('en-us')
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(barState()).toBe('ended')
    expect(button().textContent).toBe('Registration closed')
    await page.click(button())
    expect(api.meetingSignUp).not.toHaveBeenCalled()
  })

  it("takes the meeting's state from the server's clock, not the device's", async () => {
    // The device clock says the meeting is two hours away; the fair's clock says it has begun.
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR, { status: 'ongoing' }))
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(barState()).toBe('ended')
    expect(button().textContent).toBe('报名已截止')
    await page.click(button())
    expect(api.meetingSignUp).not.toHaveBeenCalled()
  })

  it('stays open while the server says the meeting has not started, whatever the device clock says', async () => {
    const { api, stores } = setup('token-1', meetingStarting(-HOUR, { status: 'notStarted' }))
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(barState()).toBe('open')
    await page.click(button())
    expect(api.meetingSignUp).toHaveBeenCalledWith(7)
  })

  it('says a meeting without seats left is full and offers no sign-up', async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR, { capacity: 80, seatsLeft: 0 }))
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(barState()).toBe('full')
    expect(button().textContent).toBe('名额已满')
    await page.click(button())
    expect(api.meetingSignUp).not.toHaveBeenCalled()
  })

  it('leads an invited-only meeting to the invitation page instead of signing up', async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR, { invitationOnly: true }))
    stores.app.setLanguage('en-us')
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(barState()).toBe('invitation')
    expect(byTestId('meeting-sign-up-bar')?.textContent).toContain('This meeting is for invited guests only')
    expect(button().textContent).toBe('Sign up with an invitation code')
    await page.click(button())
    expect(page.navigatedTo()).toEqual(['/packages/meeting/meeting-invitation/index?meetingId=7'])
    expect(api.meetingSignUp).not.toHaveBeenCalled()
  })

  it('sends a visitor to log in and back to this meeting instead of signing up', async () => {
    const { api, stores } = setup('', meetingStarting(2 * HOUR))
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    expect(api.meetingSignUpStatus).not.toHaveBeenCalled()
    await page.click(button())
    expect(api.meetingSignUp).not.toHaveBeenCalled()
    expect(toasts).toContain('请先登录后报名')
    const back = encodeURIComponent('/packages/meeting/meeting-details/index?meetingId=7')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/login/index?redirect=${back}` })
  })

  it("shows the server's refusal in the user's language and stays open", async () => {
    const slotFull =
      'Registration failed because another meeting is registered in the same time slot (cancel it or pick another)'
    const meetingSignUp = jest.fn().mockRejectedValue(new ApiError('server', { code: 409, msg: slotFull }))
    const { stores } = setup('token-1', meetingStarting(2 * HOUR), { meetingSignUp })
    stores.app.setLanguage('en-us')
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    await page.click(button())
    expect(toasts).toContain(slotFull)
    expect(barState()).toBe('open')
    expect(button().textContent).toBe('Sign up')
  })

  it('names the meetings in the way of a full time slot and swaps one for this meeting', async () => {
    const msg = '报名失败，该时间段已报名其他会议（请取消或选择其他会议）'
    const conflicts = [
      { id: 3, title: '全球投资促进大会', startTime: Date.UTC(2026, 8, 8, 1), endTime: Date.UTC(2026, 8, 8, 3) },
      { id: 4, title: '跨国公司对话会', startTime: Date.UTC(2026, 8, 8, 2), endTime: Date.UTC(2026, 8, 8, 4) },
    ]
    const meetingSignUp = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 409, msg, data: { conflicts } }))
      .mockResolvedValueOnce(null)
    const { stores } = setup('token-1', meetingStarting(2 * HOUR), { meetingSignUp })
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    await page.click(button())
    const sheet = document.querySelector('.nut-actionsheet')!
    expect(sheet.textContent).toContain(msg)
    const choices = [...sheet.querySelectorAll('.nut-actionsheet-item')]
    expect(choices.map((choice) => choice.textContent)).toEqual([
      '取消「全球投资促进大会」（2026-09-08 09:00 - 11:00），改报本场',
      '取消「跨国公司对话会」（2026-09-08 10:00 - 12:00），改报本场',
    ])
    expect(toasts).not.toContain(msg)
    await page.click(choices[1])
    expect(meetingSignUp).toHaveBeenLastCalledWith(7, { replacing: 4 })
    expect(barState()).toBe('signedUp')
    expect(toasts).toContain('报名成功，可加入手机日历，会前30分钟提醒您')
  })

  it('calls onSignedUp once after a successful sign-up only', async () => {
    const onSignedUp = jest.fn()
    const meetingSignUp = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValueOnce(null)
    const { stores } = setup('token-1', meetingStarting(2 * HOUR), { meetingSignUp })
    const Bar = () => <MeetingSignUpBar meetingId={7} status='notStarted' onSignedUp={onSignedUp} />
    await page.mount(Bar, stores, {})
    await page.click(button())
    expect(toasts).toContain('网络错误，请重试')
    expect(onSignedUp).not.toHaveBeenCalled()
    await page.click(button())
    expect(onSignedUp).toHaveBeenCalledTimes(1)
    expect(barState()).toBe('signedUp')
  })
})

describe('the reminder in the mini program', () => {
  inMiniProgram('TPL-meeting')

  it('asks WeChat from the sign-up tap itself, then records the acceptance and says WeChat will remind', async () => {
    let signedUp!: (value: null) => void
    const meetingSignUp = jest.fn(() => new Promise<null>((resolve) => (signedUp = resolve)))
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR), { meetingSignUp })
    const ask = jest
      .spyOn(Taro, 'requestSubscribeMessage')
      .mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', 'TPL-meeting': 'accept' } as never)
    await page.mount(MeetingDetails, stores, { meetingId: '7' })

    let askedInTap = false
    await page.act(() => {
      button().click()
      // Still inside the tap's event: WeChat shows its question only then.
      askedInTap = ask.mock.calls.length === 1
    })
    expect(askedInTap).toBe(true)
    expect(ask).toHaveBeenCalledWith({ tmplIds: ['TPL-meeting'] })
    expect(ask.mock.invocationCallOrder[0]).toBeLessThan(meetingSignUp.mock.invocationCallOrder[0])
    expect(api.meetingReminder).not.toHaveBeenCalled()

    await page.act(() => signedUp(null))
    await page.settle()
    expect(api.meetingReminder).toHaveBeenCalledWith(7)
    expect(toasts).toEqual(['报名成功，会前30分钟将通过微信提醒您'])
    expect(text('meeting-sign-up-status')).toBe('已报名，会前30分钟微信提醒')
    expect(modal).not.toHaveBeenCalled()
  })

  it('records nothing when the user declines, and signs up as before', async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR))
    jest
      .spyOn(Taro, 'requestSubscribeMessage')
      .mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', 'TPL-meeting': 'reject' } as never)
    stores.app.setLanguage('en-us')
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    await page.click(button())
    expect(api.meetingSignUp).toHaveBeenCalledWith(7)
    expect(api.meetingReminder).not.toHaveBeenCalled()
    expect(toasts).toEqual(['Signed up'])
    expect(text('meeting-sign-up-status')).toBe('Signed up')
  })

  it('asks again when a full time slot is given up for this meeting, a tap of its own', async () => {
    const conflicts = [
      { id: 3, title: '全球投资促进大会', startTime: Date.UTC(2099, 8, 8, 1), endTime: Date.UTC(2099, 8, 8, 3) },
    ]
    const meetingSignUp = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('server', { code: 409, msg: 'slot full', data: { conflicts } }))
      .mockResolvedValueOnce(null)
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR), { meetingSignUp })
    const ask = jest
      .spyOn(Taro, 'requestSubscribeMessage')
      .mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', 'TPL-meeting': 'accept' } as never)
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    await page.click(button())
    expect(api.meetingReminder).not.toHaveBeenCalled()
    await page.click(document.querySelector('.nut-actionsheet-item')!)
    expect(ask).toHaveBeenCalledTimes(2)
    expect(api.meetingReminder).toHaveBeenCalledTimes(1)
  })
})

describe('the mini program built without a reminder template', () => {
  inMiniProgram()

  it('asks nothing and signs up as before', async () => {
    const { api, stores } = setup('token-1', meetingStarting(2 * HOUR))
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage')
    await page.mount(MeetingDetails, stores, { meetingId: '7' })
    await page.click(button())
    expect(ask).not.toHaveBeenCalled()
    expect(api.meetingReminder).not.toHaveBeenCalled()
    expect(toasts).toEqual(['报名成功'])
    expect(modal).not.toHaveBeenCalled()
  })
})
