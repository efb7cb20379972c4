import Taro from '@tarojs/taro'
import type { MeetingCard, MeetingListQuery } from '@/contract/meeting'
import { meetings, meetingSignUps } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import Yaokeyuyue from './index'
import { pageOf } from '../../../../tests/unit/activity-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/yaokeyuyue/index')
const { all, byTestId, toasts } = page

const HOUR = 3_600_000
const SEPT_10_9AM = Date.UTC(2026, 8, 10, 1)

const session = (id: number, extra: Partial<MeetingCard> = {}): MeetingCard => ({
  id,
  kind: 'docking',
  title: `项目对接会 ${id}`,
  cover: '',
  venue: '厦门国际会展中心',
  hall: 'C1',
  room: 'C1馆洽谈区',
  host: '投洽会组委会',
  startTime: SEPT_10_9AM + id * HOUR,
  endTime: SEPT_10_9AM + (id + 1) * HOUR,
  status: 'notStarted',
  seatsLeft: 12,
  invitationOnly: false,
  highlight: false,
  hasReplay: false,
  ...extra,
})

function setup(token: string, calls: Record<string, jest.Mock> = {}) {
  const meetingList = jest.fn(({ kind }: MeetingListQuery) =>
    Promise.resolve(
      kind === 'docking'
        ? pageOf([session(3), session(1, { seatsLeft: 0 }), session(20, { invitationOnly: true })])
        : pageOf([session(2, { kind: 'roadshow', seatsLeft: null })]),
    ),
  )
  const fake = {
    meetingList,
    mySignUps: jest.fn().mockResolvedValue([{ meetingId: 2 }]),
    meetingSignUp: jest.fn().mockResolvedValue(null),
    ...calls,
  }
  const call = answering(answer(meetings.list, fake.meetingList), answer(meetingSignUps.mine, fake.mySignUps))
  const named = { call, meetingSignUp: fake.meetingSignUp, userInfo: jest.fn().mockResolvedValue(null) }
  return { api: fake, stores: page.stores(named, token) }
}
const row = (n: number) => all('book-session')[n]

describe('booking a talk', () => {
  it('lists the matchmaking sessions and roadshows to come by day, with seats and what is booked', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(Yaokeyuyue, stores, {})
    expect(api.meetingList).toHaveBeenCalledWith({ kind: 'docking', status: 'notStarted', pageNum: 1, pageSize: 50 })
    expect(all('book-day').map((d) => d.querySelector('.book-day')?.textContent)).toEqual(['2026-09-10', '2026-09-11'])
    expect(all('book-session').map((r) => r.querySelector('.book-row__title')?.textContent)).toEqual([
      '项目对接会 1',
      '项目对接会 2',
      '项目对接会 3',
      '项目对接会 20',
    ])
    expect(row(0).textContent).toContain('已约满')
    expect(row(1).querySelector('[data-testid="booked"]')).not.toBeNull()
    expect(row(1).textContent).toContain('项目路演 · 2026-09-10 11:00 - 12:00')
    expect(row(2).textContent).toContain('余 12 席')
    expect(row(3).querySelector('[data-testid="book-invited"]')).not.toBeNull()
  })

  it('books a session as a sign-up, and shows it booked', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(Yaokeyuyue, stores, {})
    await page.click(row(2).querySelector('[data-testid="book"]')!)
    expect(api.meetingSignUp).toHaveBeenCalledWith(3)
    expect(toasts).toContain('预约成功')
    expect(row(2).querySelector('[data-testid="booked"]')).not.toBeNull()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('names the sign-ups in the way of a full time slot and leads to the meeting to sort it out', async () => {
    const refusal = new ApiError('server', {
      code: 409,
      msg: '报名失败，该时间段已报名其他会议（请取消或选择其他会议）',
      data: {
        conflicts: [
          { id: 8, title: '跨国公司对话会', startTime: SEPT_10_9AM + 3 * HOUR, endTime: SEPT_10_9AM + 4 * HOUR },
        ],
      },
    })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    const { stores } = setup('token-1', { meetingSignUp: jest.fn().mockRejectedValue(refusal) })
    await page.mount(Yaokeyuyue, stores, {})
    await page.click(row(2).querySelector('[data-testid="book"]')!)
    expect(modal).toHaveBeenCalledWith(
      expect.objectContaining({ title: refusal.msg, content: '跨国公司对话会（2026-09-10 12:00 - 13:00）' }),
    )
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/meeting-details/index?meetingId=3' })
  })

  it('leads to real-name verification when the server asks for it', async () => {
    const refusal = new ApiError('server', { code: 40301, msg: '报名前请先完成实名认证' })
    const { stores } = setup('token-1', { meetingSignUp: jest.fn().mockRejectedValue(refusal) })
    await page.mount(Yaokeyuyue, stores, {})
    await page.click(row(2).querySelector('[data-testid="book"]')!)
    expect(toasts).toContain('报名前请先完成实名认证')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/realname/index' })
  })

  it('asks a visitor to log in first, without reading sign-ups', async () => {
    const { api, stores } = setup('')
    await page.mount(Yaokeyuyue, stores, {})
    expect(api.mySignUps).not.toHaveBeenCalled()
    expect(byTestId('book-mine')).toBeNull()
    await page.click(row(2).querySelector('[data-testid="book"]')!)
    expect(api.meetingSignUp).not.toHaveBeenCalled()
    expect(toasts).toContain('请先登录后预约')
  })

  it('says when there is nothing to book, after a failure and a retry', async () => {
    const { stores } = setup('token-1', {
      meetingList: jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue(pageOf([])),
    })
    await page.mount(Yaokeyuyue, stores, {})
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('status-empty')?.textContent).toBe('暂无可预约的洽谈场次')
  })
})
