import Taro from '@tarojs/taro'
import type { MeetingDetail } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import MeetingDetails from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import { fairTime, forumDetail as meeting } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/meeting-details/index')
const { toasts, byTestId, all } = page

function setup(detail: MeetingDetail, token = '', calls: object = {}) {
  const api = {
    call: answering(answer(meetings.detail, () => detail)),
    meetingSignUpStatus: jest.fn().mockResolvedValue({ signedUp: Boolean(detail.online) }),
    meetingOptions: jest.fn().mockResolvedValue({ now: fairTime(9, 9) }),
    checkCollect: jest.fn().mockResolvedValue({ collected: false }),
    baseConfig: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(null),
    ...calls,
  }
  return { api, stores: page.stores(api, token) }
}

const facts = () =>
  Array.from(document.querySelectorAll('.detail__fact')).map((row) =>
    Array.from(row.children).map((cell) => cell.textContent),
  )

describe('a meeting in full', () => {
  it("shows its kind, hall and room, the server's status and the seats left of the capacity", async () => {
    const { stores } = setup(meeting())
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    expect(facts()).toEqual([
      ['会议时间', '2026-09-10 09:00 - 11:00'],
      ['会议类型', '平行论坛'],
      ['会议地点', '厦门国际会议中心'],
      ['会场', 'B馆 · 3号会议室'],
      ['主办单位', '投洽会组委会'],
      ['会议状态', '未开始'],
      ['席位', '剩余 18 席 / 共 120 席'],
    ])
  })

  it('says a full room is full, and leaves the seats out for a room without a limit', async () => {
    const { stores } = setup(meeting({ seatsLeft: 0, status: 'ongoing' }))
    stores.app.setLanguage('en-us')
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    expect(facts()).toContainEqual(['Seats', 'Fully booked (120 seats)'])
    expect(facts()).toContainEqual(['Status', 'In progress'])

    document.body.innerHTML = ''
    await page.mount(MeetingDetails, setup(meeting({ capacity: null, seatsLeft: null })).stores, { meetingId: '12' })
    expect(facts().map(([label]) => label)).not.toContain('席位')
  })

  it('lists the speakers, each opening their homepage', async () => {
    const { stores } = setup(meeting())
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    expect(all('meeting-speaker').map((row) => row.textContent)).toEqual([
      '陈明首席经济学家 · 厦门大学›',
      'Anna BergNordic Trade Council›',
    ])
    await page.click(all('meeting-speaker')[1])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/speaker-homepage/index?id=32' })
  })

  it("lists the materials in place of the attachments row, each opening the files domain's preview and download page", async () => {
    const appendix = { id: 41, name: '论坛议程.pdf', url: '/static/files/agenda-12.pdf', size: 1024 }
    const { stores } = setup(meeting(), '', { contentAppendixes: jest.fn().mockResolvedValue([appendix]) })
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    expect(all('meeting-material').map((row) => row.textContent)).toEqual(['论坛议程.pdf›'])
    expect(byTestId('appendix-link')).toBeNull()
    await page.click(byTestId('meeting-material')!)
    const query = `url=${encodeURIComponent('/static/files/agenda-12.pdf')}&name=${encodeURIComponent('论坛议程.pdf')}&id=41`
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: `/packages/files/down-view/index?${query}` })
  })

  it('shows the live with its state and opens the live page', async () => {
    const { stores } = setup(meeting({ live: { id: 51, state: 'live' } }))
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    expect(byTestId('meeting-live')?.textContent).toBe('会议直播正在直播›')
    await page.click(byTestId('meeting-live')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/media/meeting-forum-video/index?id=51' })
  })

  it('tells a visitor that signing up shows the online room, and shows a signed-up user its number and password', async () => {
    const { stores } = setup(meeting())
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    expect(byTestId('meeting-online')?.textContent).toBe('线上会议室报名后可查看线上会议号和密码')

    document.body.innerHTML = ''
    const signedUp = setup(meeting({ online: { room: '845 221 907', password: '2026' } }), 'token-1')
    await page.mount(MeetingDetails, signedUp.stores, { meetingId: '12' })
    expect(byTestId('meeting-online-room')?.textContent).toBe('845 221 907')
    expect(byTestId('meeting-online-password')?.textContent).toBe('2026')
    expect(byTestId('meeting-online-hint')).toBeNull()

    document.body.innerHTML = ''
    await page.mount(MeetingDetails, setup(meeting({ hasOnlineRoom: false })).stores, { meetingId: '12' })
    expect(byTestId('meeting-online')).toBeNull()
  })

  it('loads the meeting again after a sign-up, so the online room and seats show', async () => {
    const meetingDetail = jest
      .fn()
      .mockResolvedValueOnce(meeting())
      .mockResolvedValue(meeting({ seatsLeft: 17, online: { room: '845 221 907', password: '2026' } }))
    const { stores } = setup(meeting(), 'token-1', {
      call: answering(answer(meetings.detail, meetingDetail)),
      meetingSignUp: jest.fn().mockResolvedValue(null),
      pointsRules: jest.fn().mockResolvedValue([]),
      pointsFinishedEvents: jest.fn().mockResolvedValue([]),
    })
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    await page.click(byTestId('meeting-sign-up-button')!)
    expect(meetingDetail).toHaveBeenCalledTimes(2)
    expect(byTestId('meeting-online-room')?.textContent).toBe('845 221 907')
    expect(facts()).toContainEqual(['席位', '剩余 17 席 / 共 120 席'])
  })

  it("saves the meeting's .ics file from the server on H5 (the mini program's phone calendar is calendar-export.weapp)", async () => {
    const meetingCalendar = jest
      .fn()
      .mockResolvedValue({ filename: 'cifit-meeting-12.ics', content: 'BEGIN:VCALENDAR' })
    const { stores } = setup(meeting(), '', { meetingCalendar })
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:meeting'), revokeObjectURL: jest.fn() })
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    await page.click(byTestId('meeting-calendar')!)
    expect(meetingCalendar).toHaveBeenCalledWith(12)
    expect(click).toHaveBeenCalledTimes(1)
    expect(toasts).toEqual(['已保存日历文件 cifit-meeting-12.ics，打开即可加入日历'])
    click.mockRestore()
  })

  it('offers no calendar and no seats for a finished meeting', async () => {
    const { stores } = setup(meeting({ status: 'finished', live: null }))
    await page.mount(MeetingDetails, stores, { meetingId: '12' })
    expect(byTestId('meeting-calendar')).toBeNull()
    expect(facts()).toContainEqual(['会议状态', '已结束'])
    expect(facts().map(([label]) => label)).not.toContain('席位')
  })
})
