import Taro from '@tarojs/taro'
import type { BatchSignUpResult, MeetingCard, MeetingListQuery } from '@/contract/meeting'
import { meetings, meetingSignUps } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import BatchRegDocking from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'
import { fairTime, meetingDetail } from '../shared/testing/meetings'

const page = pageHarness('packages/meeting/batch-reg-docking/index')
const { byTestId, all } = page

const card = (id: number, title: string, startTime: number, kind: MeetingCard['kind'] = 'docking') =>
  meetingDetail({ id, title, kind, startTime, endTime: startTime + 2 * 3_600_000, seatsLeft: null }) as MeetingCard

const DOCKING = [
  card(11, '数字经济项目对接会', fairTime(10, 9)),
  card(12, '绿色低碳产业投资对接会', fairTime(9, 14)),
  card(13, '海洋经济项目对接会', fairTime(11, 9)),
]
const FORUM = card(21, '国际投资论坛', fairTime(10, 9), 'mainForum')

const result = (
  meetingId: number,
  outcome: BatchSignUpResult['outcome'],
  msg: string,
  conflicts: BatchSignUpResult['conflicts'] = [],
) => ({
  meetingId,
  outcome,
  msg,
  conflicts,
})

/** The page's fake api: the programme, its options and the user's sign-ups by their endpoints, and the batch. */
function setup(calls: object = {}) {
  const api = {
    meetingList: jest.fn((query: MeetingListQuery) =>
      Promise.resolve({
        list: query.kind ? DOCKING : [...DOCKING, FORUM],
        total: query.kind ? 3 : 4,
        pageNum: 1,
        pageSize: 50,
      }),
    ),
    meetingOptions: jest.fn().mockResolvedValue({
      days: [],
      kinds: [
        { value: 'docking', label: '对接会' },
        { value: 'mainForum', label: '主论坛' },
      ],
      halls: [],
      editions: [],
      now: fairTime(9, 10),
    }),
    batchSignUp: jest.fn(),
    mySignUps: jest.fn().mockResolvedValue([]),
    ...calls,
  }
  const call = answering(
    answer(meetings.list, api.meetingList),
    answer(meetings.options, api.meetingOptions),
    answer(meetingSignUps.mine, api.mySignUps),
  )
  const fake = { call, batchSignUp: api.batchSignUp, userInfo: jest.fn().mockResolvedValue(null) }
  return { api, stores: page.stores(fake, 'token-1') }
}

const row = (id: number) => document.querySelector<HTMLElement>(`[data-testid="batch-meeting"][data-id="${id}"]`)!

describe('batch enrolment', () => {
  it('lists the open docking sessions by day, and every kind on request', async () => {
    const { api, stores } = setup()
    await page.mount(BatchRegDocking, stores, {})
    expect(api.meetingList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 50, status: 'notStarted', kind: 'docking' })
    expect(all('batch-day').map((day) => day.querySelector('.batch-day__heading')?.textContent)).toEqual([
      '9月9日 周三',
      '9月10日 周四',
      '9月11日 周五',
    ])
    await page.click(byTestId('batch-kind-all')!)
    expect(api.meetingList).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 50, status: 'notStarted', kind: '' })
    expect(row(21).textContent).toContain('主论坛')
  })

  it('checks the chosen meetings first, naming the ones in the way, then submits once and says what happened', async () => {
    const conflicts = [{ id: 3, title: '全球投资促进大会', startTime: fairTime(10, 9), endTime: fairTime(10, 11) }]
    const batchSignUp = jest
      .fn()
      .mockResolvedValueOnce([
        result(12, 'signedUp', '报名成功'),
        result(11, 'slotFull', '报名失败，该时间段已报名其他会议', conflicts),
      ])
      .mockResolvedValueOnce([
        result(12, 'signedUp', '报名成功'),
        result(11, 'slotFull', '报名失败，该时间段已报名其他会议', conflicts),
      ])
    const { stores } = setup({ batchSignUp })
    await page.mount(BatchRegDocking, stores, {})
    await page.click(byTestId('batch-submit')!)
    expect(batchSignUp).not.toHaveBeenCalled()

    await page.click(row(12))
    await page.click(row(11))
    expect(byTestId('batch-count')?.textContent).toBe('已选 2/20 场')
    await page.click(byTestId('batch-check-button')!)
    expect(batchSignUp).toHaveBeenCalledWith([12, 11], true)
    expect(row(12).querySelector('[data-testid="batch-check"]')?.textContent).toBe('可以报名')
    expect(row(11).querySelector('[data-testid="batch-check"]')?.textContent).toBe(
      '时间冲突：与「全球投资促进大会」重叠',
    )
    expect(byTestId('batch-count')?.textContent).toBe('已检查 2 场，1 场无法报名')

    await page.click(byTestId('batch-submit')!)
    expect(batchSignUp).toHaveBeenLastCalledWith([12, 11], false)
    expect(byTestId('batch-results-summary')?.textContent).toBe('已报名 1 场，共提交 2 场')
    expect(all('batch-result').map((item) => item.textContent)).toEqual([
      '绿色低碳产业投资对接会2026-09-09 14:00 - 16:00报名成功',
      '数字经济项目对接会2026-09-10 09:00 - 11:00报名失败，该时间段已报名其他会议',
    ])
    await page.click(byTestId('batch-results-agenda')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/mypage-schedule/index' })
  })

  it('asks for a new check when the choice changes after one', async () => {
    const batchSignUp = jest.fn().mockResolvedValue([result(12, 'signedUp', '报名成功')])
    const { stores } = setup({ batchSignUp })
    await page.mount(BatchRegDocking, stores, {})
    await page.click(row(12))
    await page.click(byTestId('batch-check-button')!)
    await page.click(row(13))
    expect(row(12).querySelector('[data-testid="batch-check"]')).toBeNull()
    await page.click(byTestId('batch-submit')!)
    expect(batchSignUp).toHaveBeenCalledTimes(1)
  })

  it('offers real-name verification when the server asks for it first', async () => {
    const msg = '报名前请先完成实名认证'
    const { stores } = setup({ batchSignUp: jest.fn().mockRejectedValue(new ApiError('server', { code: 40301, msg })) })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await page.mount(BatchRegDocking, stores, {})
    await page.click(row(12))
    await page.click(byTestId('batch-check-button')!)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: msg, confirmText: '去认证' }))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/account/realname/index' })
  })

  it('marks the meetings already signed up for, which cannot be chosen again', async () => {
    const { stores } = setup({
      mySignUps: jest.fn().mockResolvedValue([{ meetingId: 13, title: '海洋经济项目对接会', status: 'notStarted' }]),
    })
    await page.mount(BatchRegDocking, stores, {})
    expect(row(13).textContent).toContain('已报名')
    expect(row(13).getAttribute('aria-disabled')).toBe('true')
    await page.click(row(13))
    expect(byTestId('batch-count')?.textContent).toBe('已选 0/20 场')
  })
})
