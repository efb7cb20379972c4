import Taro from '@tarojs/taro'
import type { Agenda } from '@/contract/meeting'
import { meetingSignUps } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import MypageSchedule from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import { agendaEntry, fairTime, meetingDetail } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/mypage-schedule/index')
const { byTestId, all, toasts } = page

// Day 2 of the fair at 10:00: the morning forum is on, the docking session at 10:30 is next.
const AGENDA: Agenda = {
  now: fairTime(9, 10),
  entries: [
    agendaEntry({ id: 1, title: '开幕式', startTime: fairTime(8, 9), endTime: fairTime(8, 10), status: 'finished' }),
    agendaEntry({
      id: 2,
      title: '全球投资促进大会',
      startTime: fairTime(9, 9),
      endTime: fairTime(9, 11),
      status: 'ongoing',
      overlaps: ['meeting-3'],
    }),
    agendaEntry({
      id: 3,
      title: '绿色低碳产业投资对接会',
      startTime: fairTime(9, 10, 30),
      endTime: fairTime(9, 12),
      overlaps: ['meeting-2'],
    }),
    agendaEntry({
      kind: 'activity',
      id: 3,
      title: '咖啡品鉴会',
      place: 'C馆 C3-012',
      startTime: fairTime(9, 14),
      endTime: fairTime(9, 15),
    }),
  ],
}

function setup(token: string, calls: object = {}) {
  const api = {
    agenda: jest.fn().mockResolvedValue(AGENDA),
    agendaCalendar: jest.fn().mockResolvedValue({ filename: 'cifit-agenda.ics', content: 'BEGIN:VCALENDAR' }),
    meetingDetailQuietly: jest.fn((id: number) =>
      Promise.resolve(meetingDetail({ id, online: id === 3 ? { room: '889 123 456', password: '0909' } : null })),
    ),
    boothActivityDetailQuietly: jest
      .fn()
      .mockResolvedValue({ introduction: '<p>现场品鉴</p>', hall: 'C馆', area: 'C3', booth: '012' }),
    cancelMeetingSignUp: jest.fn().mockResolvedValue(null),
    userInfo: jest.fn().mockResolvedValue(null),
    ...calls,
  }
  const { agenda, ...named } = api
  // The agenda is read by its endpoint; the rest by name.
  return { api, stores: page.stores({ ...named, call: answering(answer(meetingSignUps.agenda, agenda)) }, token) }
}

const entry = (key: string) => document.querySelector<HTMLElement>(`[data-testid="agenda-entry"][data-key="${key}"]`)!
const open = (key: string) => page.click(entry(key).querySelector('[data-testid="agenda-entry-card"]')!)

beforeEach(() => Taro.clearStorageSync())

describe('my agenda', () => {
  it('asks a visitor to log in and never calls the server', async () => {
    const { api, stores } = setup('')
    await page.mount(MypageSchedule, stores, {})
    expect(byTestId('login-prompt')).not.toBeNull()
    expect(api.agenda).not.toHaveBeenCalled()
  })

  it("lays the agenda out day by day on the fair's clock, overlaps named and free time shown", async () => {
    const { stores } = setup('token-1')
    await page.mount(MypageSchedule, stores, {})
    expect(all('agenda-day').map((day) => day.querySelector('.agenda-day__heading')?.textContent)).toEqual([
      '9月8日 周二',
      '9月9日 周三',
    ])
    expect(byTestId('agenda-count')?.textContent).toBe('共 4 项日程')
    expect(entry('meeting-2').getAttribute('data-status')).toBe('ongoing')
    expect(entry('meeting-2').textContent).toContain('与「绿色低碳产业投资对接会」时间重叠')
    expect(entry('meeting-3').textContent).toContain('与「全球投资促进大会」时间重叠')
    expect(entry('activity-3').querySelector('[data-testid="agenda-overlap"]')).toBeNull()
    expect(entry('activity-3').textContent).toContain('展位活动')
    expect(all('agenda-free').map((free) => free.textContent)).toEqual(['空闲 12:00 - 14:00（2 小时）'])
  })

  it("shows what is on now and what comes next by the server's clock", async () => {
    const { stores } = setup('token-1')
    await page.mount(MypageSchedule, stores, {})
    const cards = all('agenda-now-entry').map((card) => card.textContent)
    expect(cards[0]).toContain('正在进行全球投资促进大会09:00 - 11:00')
    expect(cards[1]).toContain('即将开始 · 30 分钟后绿色低碳产业投资对接会')
  })

  it('opens an entry with its details, the door sign-in while it is on, and cancels a sign-up not started', async () => {
    const { api, stores } = setup('token-1')
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await page.mount(MypageSchedule, stores, {})
    await open('meeting-2')
    expect(byTestId('agenda-detail')?.textContent).toContain('商务部投资促进事务局')
    await page.click(byTestId('agenda-door')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({
      url: '/packages/meeting/meeting-offline-merber/index?meetingId=2',
    })
    expect(byTestId('agenda-cancel')).toBeNull()
    await open('meeting-3')
    expect(byTestId('agenda-detail-room')?.textContent).toContain('889 123 456')
    await page.click(byTestId('agenda-cancel')!)
    expect(api.cancelMeetingSignUp).toHaveBeenCalledWith(3)
    expect(toasts).toContain('已取消报名')
    expect(api.agenda).toHaveBeenCalledTimes(2)
  })

  it('opens without a network from the copy kept on the device, details included, and says from when', async () => {
    const first = setup('token-1')
    await page.mount(MypageSchedule, first.stores, {})
    expect(first.api.meetingDetailQuietly.mock.calls.map(([id]) => id)).toEqual([2, 3])
    document.body.innerHTML = ''

    const { stores } = setup('token-1', { agenda: jest.fn().mockRejectedValue(new ApiError('network')) })
    stores.app.setLanguage('en-us')
    await page.mount(MypageSchedule, stores, {})
    expect(byTestId('agenda-offline')?.textContent).toMatch(/^Offline: your agenda as of 09-09 10:00;/)
    expect(all('agenda-entry')).toHaveLength(4)
    expect(all('agenda-day')[0].querySelector('.agenda-day__heading')?.textContent).toBe('Tue 8 Sep')
    await open('meeting-3')
    expect(byTestId('agenda-detail-room')?.textContent).toContain('889 123 456')
    // No meeting page offline: it could not load.
    expect(byTestId('agenda-open-meeting')).toBeNull()
  })

  it('queues a cancellation made offline, marks it, and sends it when the network returns', async () => {
    const cancelMeetingSignUp = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue(null)
    const { api, stores } = setup('token-1', { cancelMeetingSignUp })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await page.mount(MypageSchedule, stores, {})
    await open('meeting-3')
    await page.click(byTestId('agenda-cancel')!)
    expect(toasts).toContain('当前无网络，取消报名将在网络恢复后提交')
    expect(byTestId('agenda-cancel-pending')).not.toBeNull()
    expect(all('queue-pending').map((line) => line.textContent)).toEqual(['取消报名「绿色低碳产业投资对接会」'])

    await page.act(() => window.dispatchEvent(new Event('online')))
    await page.settle()
    expect(cancelMeetingSignUp).toHaveBeenCalledTimes(2)
    expect(toasts).toContain('离线期间的 1 项操作已提交')
    expect(api.agenda).toHaveBeenCalledTimes(2)
    expect(all('queue-result').map((line) => line.textContent)).toEqual(['取消报名「绿色低碳产业投资对接会」: 已完成'])
    await page.click(byTestId('queue-dismiss')!)
    expect(byTestId('agenda-queue')).toBeNull()
  })

  it('saves the whole agenda as an .ics file', async () => {
    const { api, stores } = setup('token-1')
    const createObjectURL = jest.fn(() => 'blob:agenda')
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() })
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('cifit-agenda.ics')
      expect(this.href).toBe('blob:agenda')
    })
    await page.mount(MypageSchedule, stores, {})
    await page.click(byTestId('agenda-export')!)
    expect(api.agendaCalendar).toHaveBeenCalled()
    expect(click).toHaveBeenCalledTimes(1)
    expect(toasts).toContain('已保存日历文件 cifit-agenda.ics，打开即可加入日历')
  })

  it('offers the programme and batch sign-up when the agenda is empty, and a retry when it fails', async () => {
    const { stores } = setup('token-1', {
      agenda: jest
        .fn()
        .mockRejectedValueOnce(new ApiError('server', { code: 500 }))
        .mockResolvedValue({ now: 0, entries: [] }),
    })
    await page.mount(MypageSchedule, stores, {})
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('status-empty')?.textContent).toContain('日程还是空的')
    await page.click(byTestId('agenda-batch')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/batch-reg-docking/index' })
  })
})
