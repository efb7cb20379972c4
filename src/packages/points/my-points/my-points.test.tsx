import Taro from '@tarojs/taro'
import type { FinishedEvent, MemberConfig, PointsInfo, PointsRule } from '@/contract/points'
import { points } from '@/contract/points.endpoints'
import { ROUTES } from '@/routes/table'
import { answer, answering } from '@/stores/testing/fake-api'
import MyPoints from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const rule = (actionType: number, name: string, frequency: number, point: number, status = 0): PointsRule => ({
  actionType,
  name,
  frequency,
  point,
  status,
})
const RULES: PointsRule[] = [
  rule(31, '每日签到', 1, 5),
  rule(32, '浏览资讯', 5, 2),
  rule(33, '浏览项目', 5, 2),
  rule(34, '浏览投资云空间', 3, 3),
  rule(35, '每日分享', 3, 5),
  rule(36, '观看会议直播或回放', 2, 10),
  rule(37, '完成实名认证', 1, 50),
  rule(38, '报名参加会议', 1, 20),
  rule(39, '已停用的任务', 1, 99, 1),
]
const FINISHED: FinishedEvent[] = [
  { type: 31, total: 1 },
  { type: 32, total: 2 },
  { type: 37, total: 1 },
]
const LEVELS = [
  { level: 2, name: '铜牌会员', minPoints: 100 },
  { level: 1, name: '普通会员', minPoints: 0 },
  { level: 3, name: '银牌会员', minPoints: 500 },
]

const page = pageHarness('packages/points/my-points/index')
const { byTestId, toasts } = page
const task = (actionType: number) =>
  document.querySelector<HTMLElement>(`[data-testid="points-task"][data-action="${actionType}"]`)!
const inTask = (actionType: number, testId: string) =>
  task(actionType).querySelector<HTMLElement>(`[data-testid="${testId}"]`)

function setup(
  token = 'token-1',
  { pointsInfo = jest.fn().mockResolvedValue({ balance: 57, level: 1 }), ...overrides }: Record<string, jest.Mock> = {},
) {
  const config: MemberConfig = { benefits: ['积分可兑换纪念品', '银牌会员优先预约洽谈'] }
  const api = {
    call: answering(
      answer(points.info, () => pointsInfo() as Promise<PointsInfo>),
      answer(points.levels, () => LEVELS),
      answer(points.memberConfig, () => config),
    ),
    pointsRules: jest.fn().mockResolvedValue(RULES),
    pointsFinishedEvents: jest.fn().mockResolvedValue(FINISHED),
    userInfo: jest.fn().mockResolvedValue(null),
    ...overrides,
  }
  return { api, pointsInfo, stores: page.stores(api, token) }
}

beforeEach(() => {
  jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
})

describe('my points page', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const { api, pointsInfo, stores } = setup('')
    await page.mount(MyPoints, stores, {})
    expect(byTestId('login-prompt')).not.toBeNull()
    expect(pointsInfo).not.toHaveBeenCalled()
    expect(api.pointsRules).not.toHaveBeenCalled()
    await page.click(byTestId('login-prompt-button')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: expect.stringMatching(/^\/pages\/login\/index\?redirect=.*my-points/),
    })
  })

  it('shows the balance, the level reached and the points missing for the next one, and the benefits', async () => {
    const { stores } = setup()
    await page.mount(MyPoints, stores, {})
    expect(byTestId('points-balance')?.textContent).toBe('57')
    expect(byTestId('points-level')?.textContent).toBe('当前等级：普通会员')
    expect(byTestId('points-next')?.textContent).toBe('再获得 43 积分升级为铜牌会员')
    expect([...document.querySelectorAll('[data-testid="points-benefit"]')].map((b) => b.textContent)).toEqual([
      '积分可兑换纪念品',
      '银牌会员优先预约洽谈',
    ])
  })

  it('shows points earned on other pages when shown again, keeping the balance on screen while it asks', async () => {
    const pointsInfo = jest.fn().mockResolvedValue({ balance: 57, level: 1 })
    const { stores } = setup('token-1', { pointsInfo })
    await page.mount(MyPoints, stores, {})
    expect(byTestId('points-balance')?.textContent).toBe('57')

    pointsInfo.mockResolvedValue({ balance: 59, level: 1 })
    await page.showAgain()
    expect(byTestId('points-balance')?.textContent).toBe('59')
    expect(pointsInfo).toHaveBeenCalledTimes(2)
  })

  it('says the top level is reached above the last threshold', async () => {
    const { stores } = setup('token-1', { pointsInfo: jest.fn().mockResolvedValue({ balance: 620, level: 3 }) })
    await page.mount(MyPoints, stores, {})
    expect(byTestId('points-level')?.textContent).toBe('当前等级：银牌会员')
    expect(byTestId('points-next')?.textContent).toBe('已达最高等级')
  })

  it("lists the active rules as tasks with this period's progress and a done state when used up", async () => {
    const { stores } = setup()
    await page.mount(MyPoints, stores, {})
    expect(document.querySelectorAll('[data-testid="points-task"]')).toHaveLength(8)
    expect(task(39)).toBeNull()
    expect(inTask(32, 'task-progress')?.textContent).toBe('2/5')
    expect(inTask(32, 'task-period')?.textContent).toBe('每日')
    expect(inTask(32, 'task-go')).not.toBeNull()
    expect(inTask(33, 'task-progress')?.textContent).toBe('0/5')
    expect(inTask(31, 'task-progress')?.textContent).toBe('1/1')
    expect(inTask(31, 'task-done')?.textContent).toBe('已完成')
    expect(inTask(31, 'task-go')).toBeNull()
    expect(inTask(37, 'task-period')?.textContent).toBe('仅一次')
    expect(inTask(37, 'task-done')).not.toBeNull()
    expect(task(33).textContent).toContain('+2 积分')
  })

  it('says so when no rule is active', async () => {
    const { stores } = setup('token-1', { pointsRules: jest.fn().mockResolvedValue([rule(31, '每日签到', 1, 5, 1)]) })
    await page.mount(MyPoints, stores, {})
    expect(document.querySelectorAll('[data-testid="points-task"]')).toHaveLength(0)
    expect(byTestId('points-tasks')?.querySelector('[data-testid="status-empty"]')?.textContent).toBe(
      '暂无可完成的积分任务',
    )
  })

  it("sends each task's button where the action happens", async () => {
    const { stores } = setup('token-1', { pointsFinishedEvents: jest.fn().mockResolvedValue([]) })
    await page.mount(MyPoints, stores, {})
    const destinations: [task: number, route: keyof typeof ROUTES][] = [
      [32, 'zjdt'],
      [33, 'projectList'],
      [34, 'yunMeeting'],
      [36, 'exhibitionLive'],
      [37, 'mypageRealname'],
      [38, 'meetingSearch'],
    ]

    await page.click(inTask(31, 'task-go')!)
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: `/${ROUTES.home.page}` })
    for (const [task, route] of destinations) {
      await page.click(inTask(task, 'task-go')!)
      expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: `/${ROUTES[route].page}` })
    }

    const opened = (Taro.navigateTo as jest.Mock).mock.calls.length
    await page.click(inTask(35, 'task-go')!)
    expect(toasts).toEqual(['分享任意资讯、项目或会议页面给好友即可获得积分'])
    expect(Taro.navigateTo).toHaveBeenCalledTimes(opened)
  })

  it('opens the rules and the ledger', async () => {
    const { stores } = setup()
    await page.mount(MyPoints, stores, {})
    await page.click(byTestId('points-rules-link')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: `/${ROUTES.pointsRules.page}` })
    await page.click(byTestId('points-details-link')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: `/${ROUTES.pointsDetails.page}` })
  })

  it("shows the store's rules failure with the seed's text, and a retry that loads the tasks", async () => {
    const pointsRules = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(RULES)
    const { stores } = setup('token-1', { pointsRules })
    await page.mount(MyPoints, stores, {})
    expect(byTestId('points-tasks')?.textContent).toContain('获取积分规则列表失败')
    expect(byTestId('points-balance')?.textContent).toBe('57')
    await page.click(
      byTestId('points-tasks')!.querySelector(
        '[data-testid="status-error"] button, [data-testid="status-error"] .nut-button',
      )!,
    )
    expect(pointsRules).toHaveBeenCalledTimes(2)
    expect(document.querySelectorAll('[data-testid="points-task"]')).toHaveLength(8)
  })

  it("shows the store's finished-events failure with the seed's text", async () => {
    const { stores } = setup('token-1', { pointsFinishedEvents: jest.fn().mockRejectedValue(new Error('down')) })
    await page.mount(MyPoints, stores, {})
    expect(byTestId('points-tasks')?.textContent).toContain('获取已完成事件列表失败')
  })

  it('shows an error with a retry when the balance cannot be read', async () => {
    const pointsInfo = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ balance: 12, level: 1 })
    const { stores } = setup('token-1', { pointsInfo })
    await page.mount(MyPoints, stores, {})
    expect(byTestId('status-error')).not.toBeNull()
    expect(byTestId('points-balance')).toBeNull()
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('points-balance')?.textContent).toBe('12')
  })
})
