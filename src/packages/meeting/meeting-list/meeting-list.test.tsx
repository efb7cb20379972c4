import Taro from '@tarojs/taro'
import type { Page } from '@/contract/common'
import type { MeetingCard, MeetingListQuery, MeetingOptions, MySignUp } from '@/contract/meeting'
import { meetingSignUps, meetings } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import MeetingList from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

/** A time on the fair's clock (UTC+8) on a day of September 2026. */
const fairTime = (day: number, hour: number, minute = 0) => Date.UTC(2026, 8, day, hour - 8, minute)

const options: MeetingOptions = {
  days: [8, 9, 10, 11].map((day) => ({ value: `2026-09-${day}`.replace(/-(\d)$/, '-0$1'), label: `9月${day}日` })),
  kinds: [
    { value: 'mainForum', label: '主论坛' },
    { value: 'docking', label: '对接会' },
  ],
  halls: [
    { value: 'A1', label: 'A1馆' },
    { value: 'B2', label: 'B2馆' },
  ],
  activityHalls: [],
  editions: [{ value: '2025', label: '第二十五届（2025）' }],
  // Day 2 of the fair, 10:00 in Xiamen.
  now: fairTime(9, 10),
}

function meeting(id: number, day: number, overrides: Partial<MeetingCard> = {}): MeetingCard {
  return {
    id,
    kind: 'mainForum',
    title: `会议 ${id}`,
    cover: '',
    venue: '厦门国际会议中心',
    hall: 'A1馆',
    room: '报告厅',
    host: '投洽会组委会',
    startTime: fairTime(day, 9),
    endTime: fairTime(day, 10, 30),
    status: 'notStarted',
    seatsLeft: null,
    invitationOnly: false,
    highlight: false,
    hasReplay: false,
    ...overrides,
  }
}

const pageOf = (list: MeetingCard[]): Page<MeetingCard> => ({ list, total: list.length, pageNum: 1, pageSize: 10 })

/** A programme whose every day has two meetings, the query's day's (the 8th when none). */
const programme = jest.fn(async (query: MeetingListQuery) => {
  const day = Number(query.day?.slice(-2) ?? 8)
  return pageOf([meeting(day * 10 + 1, day), meeting(day * 10 + 2, day, { kind: 'docking' })])
})

/** The page's fake api: the programme (by its request) unless `meetingList` answers instead, and other calls. */
function setup({ meetingList = programme, ...calls }: Record<string, jest.Mock> = {}) {
  const api = {
    meetingOptions: jest.fn().mockResolvedValue(options),
    call: answering(answer(meetings.list, meetingList)),
    baseConfig: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(null),
    ...calls,
  }
  return { api, stores: page.stores(api) }
}

/** The page's fake api with the user's sign-ups answered by `mySignUps`. */
const withSignUps = (mySignUps: jest.Mock) => ({
  meetingOptions: jest.fn().mockResolvedValue(options),
  call: answering(answer(meetings.list, programme), answer(meetingSignUps.mine, mySignUps)),
  baseConfig: jest.fn(),
})

const page = pageHarness('packages/meeting/meeting-list/index')
const { all, byTestId } = page
const tabs = () => all('list-tab')
const activeTab = () => tabs().find((tab) => tab.getAttribute('data-active') === 'true')
const cards = () => all('programme-card')

beforeEach(() => programme.mockClear())

describe('the programme', () => {
  it("opens on the server's day, with its meetings only", async () => {
    const { api, stores } = setup()
    await page.mount(MeetingList, stores, {})
    expect(api.meetingOptions).toHaveBeenCalledTimes(1)
    expect(tabs().map((tab) => tab.textContent)).toEqual(['9月8日', '9月9日', '9月10日', '9月11日'])
    expect(activeTab()?.textContent).toBe('9月9日')
    // The list waits for the day: it never asks for the whole programme.
    expect(programme).toHaveBeenCalledTimes(1)
    expect(programme).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, keyword: undefined, day: '2026-09-09' })
    expect(cards().map((card) => card.getAttribute('data-day'))).toEqual(['2026-09-09', '2026-09-09'])
  })

  it('shows another day when its tab is chosen, and a day the address names', async () => {
    const { stores } = setup()
    await page.mount(MeetingList, stores, {})
    await page.click(tabs()[2])
    expect(activeTab()?.textContent).toBe('9月10日')
    expect(programme).toHaveBeenLastCalledWith(expect.objectContaining({ day: '2026-09-10' }))
    expect(cards().map((card) => card.getAttribute('data-day'))).toEqual(['2026-09-10', '2026-09-10'])
    expect(byTestId('programme-card-time')?.textContent).toBe('09-10 09:00 - 10:30')

    document.body.innerHTML = ''
    programme.mockClear()
    await page.mount(MeetingList, setup().stores, { day: '2026-09-11' })
    expect(activeTab()?.textContent).toBe('9月11日')
    expect(programme).toHaveBeenCalledTimes(1)
    expect(programme).toHaveBeenCalledWith(expect.objectContaining({ day: '2026-09-11' }))
  })

  it('filters by kind and by hall from the options, keeping the day', async () => {
    const { stores } = setup()
    await page.mount(MeetingList, stores, {})
    const [kindMenu, hallMenu] = Array.from(document.querySelectorAll('.nut-menu-title'))
    await page.click(kindMenu)
    const kinds = Array.from(
      document.querySelectorAll('.nut-menu-container')[0].querySelectorAll('.nut-menu-container-item'),
    )
    expect(kinds.map((item) => item.textContent)).toEqual(['全部类型', '主论坛', '对接会'])
    await page.click(kinds[2])
    expect(programme).toHaveBeenLastCalledWith(expect.objectContaining({ day: '2026-09-09', kind: 'docking' }))
    await page.click(hallMenu)
    const halls = Array.from(
      document.querySelectorAll('.nut-menu-container')[1].querySelectorAll('.nut-menu-container-item'),
    )
    expect(halls.map((item) => item.textContent)).toEqual(['全部场馆', 'A1馆', 'B2馆'])
    await page.click(halls[2])
    expect(programme).toHaveBeenLastCalledWith(
      expect.objectContaining({ day: '2026-09-09', kind: 'docking', hall: 'B2' }),
    )
  })

  it('shows on each card its time, kind, title, hall and room, status, seats left until it is over and an invited-only tag', async () => {
    const meetingList = jest.fn().mockResolvedValue(
      pageOf([
        meeting(1, 9, {
          status: 'ongoing',
          seatsLeft: 12,
          invitationOnly: true,
          kind: 'docking',
          title: '绿色低碳对接会',
        }),
        meeting(2, 9, { seatsLeft: 0, hall: 'B2', room: '' }),
        meeting(3, 9, { status: 'finished', seatsLeft: 50, hall: '', room: '', venue: '厦门国际会展中心' }),
      ]),
    )
    const { stores } = setup({ meetingList })
    await page.mount(MeetingList, stores, {})
    const [first, second, third] = cards()
    expect(first.textContent).toBe('09-09 09:00 - 10:30进行中绿色低碳对接会对接会仅限受邀A1馆 · 报告厅剩余 12 席')
    expect(second.textContent).toBe('09-09 09:00 - 10:30未开始会议 2主论坛B2名额已满')
    expect(third.textContent).toBe('09-09 09:00 - 10:30已结束会议 3主论坛厦门国际会展中心')
    expect(document.body.textContent).toContain('共 3 场会议')
    await page.click(first)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/meeting-details/index?meetingId=1' })
  })

  it('marks the meetings the signed-in user signed up for, in both languages', async () => {
    const signUp = (meetingId: number): MySignUp => ({
      meetingId,
      title: `会议 ${meetingId}`,
      venue: '厦门国际会议中心',
      startTime: fairTime(9, 9),
      endTime: fairTime(9, 10, 30),
      status: 'notStarted',
      signedUpAt: fairTime(1, 12),
    })
    // One of today's meetings, and one of another day that is not on the list.
    const mySignUps = jest.fn().mockResolvedValue([signUp(92), signUp(101)])
    const calls = withSignUps(mySignUps)
    const marks = () => cards().map((card) => card.getAttribute('data-signed-up'))
    for (const [language, text] of [
      ['zh-cn', '已报名'],
      ['en-us', 'Signed up'],
    ] as const) {
      document.body.innerHTML = ''
      await page.mount(MeetingList, await page.signedIn(calls, language), {})
      expect(cards().map((card) => card.getAttribute('data-id'))).toEqual(['91', '92'])
      expect(marks()).toEqual(['false', 'true'])
      expect(all('programme-card-signed-up')).toHaveLength(1)
      expect(cards()[1].querySelector('[data-testid="programme-card-signed-up"]')?.textContent).toBe(text)
      expect(cards()[0].textContent).not.toContain(text)
    }
    expect(mySignUps).toHaveBeenCalledTimes(2)
  })

  it('marks nothing for a guest, without asking for sign-ups', async () => {
    const mySignUps = jest.fn().mockResolvedValue([])
    await page.mount(
      MeetingList,
      page.stores({ ...withSignUps(mySignUps), userInfo: jest.fn().mockResolvedValue(null) }),
      {},
    )
    expect(cards()).toHaveLength(2)
    expect(all('programme-card-signed-up')).toHaveLength(0)
    expect(document.body.textContent).not.toContain('已报名')
    expect(mySignUps).not.toHaveBeenCalled()
  })

  it('searches by keyword within the day', async () => {
    const { stores } = setup()
    await page.mount(MeetingList, stores, {})
    const input = document.querySelector('.nut-searchbar input') as HTMLInputElement
    await page.act(() => {
      input.value = '低碳'
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await page.act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }))
    })
    await page.settle()
    expect(programme).toHaveBeenLastCalledWith(expect.objectContaining({ day: '2026-09-09', keyword: '低碳' }))
  })

  it('says so when a day has no matching meeting, in English too', async () => {
    const { stores } = setup({ meetingList: jest.fn().mockResolvedValue(pageOf([])) })
    stores.app.setLanguage('en-us')
    await page.mount(MeetingList, stores, {})
    expect(byTestId('status-empty')?.textContent).toBe('No meeting matches')
  })

  it('offers a retry when the programme or its days cannot be loaded', async () => {
    const meetingOptions = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue(options)
    const meetingList = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockImplementation(programme)
    const { stores } = setup({ meetingOptions, meetingList })
    await page.mount(MeetingList, stores, {})
    expect(byTestId('status-error')).not.toBeNull()
    expect(meetingList).not.toHaveBeenCalled()
    await page.click(byTestId('status-error')!.querySelector('.nut-button')!)
    expect(activeTab()?.textContent).toBe('9月9日')
    expect(byTestId('status-error')).not.toBeNull()
    await page.click(byTestId('status-error')!.querySelector('.nut-button')!)
    expect(cards()).toHaveLength(2)
  })
})
