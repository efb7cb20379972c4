import Taro from '@tarojs/taro'
import type { ComponentType } from 'react'
import type { MeetingCard, MeetingOptions } from '@/contract/meeting'
import { meetings } from '@/contract/meeting.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import { pageHarness } from '../../../../tests/unit/page-harness'
import DockingActivity from '../docking-activity/index'
import Marvellous from '../marvellous/index'
import MeetingForum from '../meeting-forum/index'
import MeetingReview from '../meeting-review/index'
import PreviousReview from '../previous-review/index'
import StageHall from '../stage-hall/index'
import StageHallAnual from '../stage-hall-anual/index'

const options: MeetingOptions = {
  days: [
    { value: '2026-09-08', label: '9月8日' },
    { value: '2026-09-09', label: '9月9日' },
  ],
  kinds: ['mainForum', 'parallelForum', 'docking', 'roadshow', 'launch', 'multiParty'].map((value) => ({
    value,
    label: `kind:${value}`,
  })),
  halls: [{ value: 'A1', label: 'A1馆' }],
  activityHalls: [],
  editions: [
    { value: '2025', label: '第二十五届' },
    { value: '2024', label: '第二十四届' },
  ],
  now: Date.UTC(2026, 8, 9, 2),
}

const card: MeetingCard = {
  id: 5,
  kind: 'roadshow',
  title: '数字经济项目路演',
  cover: '',
  venue: '厦门国际会展中心',
  hall: 'A1馆',
  room: '舞台',
  host: '',
  startTime: Date.UTC(2026, 8, 8, 2),
  endTime: Date.UTC(2026, 8, 8, 3),
  status: 'finished',
  seatsLeft: null,
  invitationOnly: false,
  highlight: true,
  hasReplay: true,
}

const page = pageHarness('packages/meeting/stage-hall/index')
const { all, byTestId } = page

/**
 * Opens a view on a fake api; answers its calls, the programme's fake (`meetingList`, given the request) and its
 * options (`meetingOptions`, by name for the lists, by endpoint for the editions).
 */
async function open(Page: ComponentType, params: Record<string, string> = {}, overrides: object = {}) {
  const meetingList = jest.fn().mockResolvedValue({ list: [card], total: 1, pageNum: 1, pageSize: 10 })
  const api = {
    meetingOptions: jest.fn().mockResolvedValue(options),
    baseConfig: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(null),
    ...overrides,
  }
  const call = answering(
    answer(meetings.list, meetingList),
    answer(meetings.options, () => api.meetingOptions()),
  )
  await page.mount(Page, page.stores({ ...api, call }), params)
  return { ...api, meetingList }
}

const menus = () => Array.from(document.querySelectorAll('.nut-menu-title')).map((title) => title.textContent)
const tabs = () =>
  all('list-tab').map((tab) => `${tab.textContent}${tab.getAttribute('data-active') === 'true' ? '*' : ''}`)
const page1 = { pageNum: 1, pageSize: 10, keyword: undefined }

describe('the views of the programme', () => {
  it('/stage-hall shows the stage roadshows and launches one kind at a time, from all days', async () => {
    const api = await open(StageHall)
    expect(tabs()).toEqual(['全部日期*', '9月8日', '9月9日'])
    expect(menus()).toEqual(['kind:roadshow', '全部场馆'])
    expect(api.meetingList).toHaveBeenCalledTimes(1)
    expect(api.meetingList).toHaveBeenCalledWith({ ...page1, kind: 'roadshow' })
    await page.click(document.querySelectorAll('.nut-menu-title')[0])
    const kinds = Array.from(
      document.querySelectorAll('.nut-menu-container')[0].querySelectorAll('.nut-menu-container-item'),
    )
    expect(kinds.map((item) => item.textContent)).toEqual(['kind:roadshow', 'kind:launch'])
    await page.click(kinds[1])
    expect(api.meetingList).toHaveBeenLastCalledWith({ ...page1, kind: 'launch' })
    await page.click(all('list-tab')[2])
    expect(api.meetingList).toHaveBeenLastCalledWith({ ...page1, kind: 'launch', day: '2026-09-09' })
    await page.click(byTestId('programme-related')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/stage-hall-anual/index' })
  })

  it('/meetingForum starts on the main forums and offers the parallel ones', async () => {
    const api = await open(MeetingForum)
    expect(menus()).toEqual(['kind:mainForum', '全部场馆'])
    expect(api.meetingList).toHaveBeenCalledWith({ ...page1, kind: 'mainForum' })
  })

  it('/docking-activity and /marvellous ask for their preset, with no kind menu for a fixed kind', async () => {
    const docking = await open(DockingActivity)
    expect(menus()).toEqual(['全部场馆'])
    expect(docking.meetingList).toHaveBeenCalledWith({ ...page1, kind: 'docking' })
    await page.click(byTestId('programme-card')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/meeting-details/index?meetingId=5' })

    document.body.innerHTML = ''
    const marvellous = await open(Marvellous)
    expect(menus()).toEqual(['全部类型', '全部场馆'])
    expect(marvellous.meetingList).toHaveBeenCalledWith({ ...page1, highlight: true })
  })

  it('/meeting-review lists finished meetings with a replay, each opening its review, and links past editions', async () => {
    const api = await open(MeetingReview)
    expect(tabs()).toEqual([])
    expect(api.meetingList).toHaveBeenCalledWith({ ...page1, replay: true, status: 'finished' })
    expect(byTestId('programme-card')?.textContent).toContain('可看回放')
    await page.click(byTestId('programme-card')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/meeting-review-detail/index?id=5' })
    await page.click(byTestId('programme-related')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/previous-review/index' })
  })

  it("/meeting-review?edition= shows that edition's replays, without the current edition's halls", async () => {
    const api = await open(MeetingReview, { edition: '2024' })
    expect(menus()).toEqual(['全部类型'])
    expect(api.meetingList).toHaveBeenCalledWith({ ...page1, replay: true, status: 'finished', edition: 2024 })
  })

  it('/stage-hall-anual shows the stage programme of the newest past edition, then of the one chosen', async () => {
    const api = await open(StageHallAnual)
    expect(tabs()).toEqual(['第二十五届*', '第二十四届'])
    expect(api.meetingList).toHaveBeenCalledWith({ ...page1, kind: 'roadshow', edition: 2025 })
    await page.click(all('list-tab')[1])
    expect(api.meetingList).toHaveBeenLastCalledWith({ ...page1, kind: 'roadshow', edition: 2024 })
  })

  it('/stage-hall-anual says there is nothing to show when no past edition has meetings', async () => {
    const api = await open(
      StageHallAnual,
      {},
      { meetingOptions: jest.fn().mockResolvedValue({ ...options, editions: [] }) },
    )
    expect(api.meetingList).not.toHaveBeenCalled()
    expect(byTestId('status-empty')?.textContent).toBe('暂无往届舞台活动')
  })
})

describe('past editions', () => {
  it("/previous-review lists the past editions, each opening its replays under the edition's name", async () => {
    await open(PreviousReview)
    expect(all('previous-edition').map((row) => row.textContent)).toEqual([
      '第二十五届查看回顾›',
      '第二十四届查看回顾›',
    ])
    await page.click(all('previous-edition')[1])
    const title = encodeURIComponent('第二十四届会议回顾')
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({
      url: `/packages/meeting/meeting-review/index?edition=2024&title=${title}`,
    })
  })

  it('/previous-review says so when there are none, in English', async () => {
    const api = {
      call: answering(answer(meetings.options, () => ({ ...options, editions: [] }))),
      baseConfig: jest.fn(),
      userInfo: jest.fn().mockResolvedValue(null),
    }
    const stores = page.stores(api)
    stores.app.setLanguage('en-us')
    await page.mount(PreviousReview, stores, {})
    expect(byTestId('status-empty')?.textContent).toBe('No past editions yet')
  })
})
