import PointsRules from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/points/points-rules/index')
const rows = () => [...document.querySelectorAll('[data-testid="points-rule"]')].map((row) => row.textContent)

function setup(pointsRules: jest.Mock) {
  const api = { pointsRules, userInfo: jest.fn().mockResolvedValue(null) }
  return { api, stores: page.stores(api) }
}

describe('points rules page', () => {
  it('shows a visitor the active rules with points and frequency, and how points work', async () => {
    const { stores } = setup(
      jest.fn().mockResolvedValue([
        { actionType: 32, name: '浏览资讯', frequency: 5, point: 2, status: 0 },
        { actionType: 37, name: '完成实名认证', frequency: 1, point: 50, status: 0 },
        { actionType: 36, name: '观看会议直播或回放', frequency: 2, point: 10, status: 1 },
      ]),
    )
    await page.mount(PointsRules, stores, {})
    expect(page.byTestId('login-prompt')).toBeNull()
    expect(rows()).toEqual(['浏览资讯每日最多 5 次+2 积分', '完成实名认证仅限一次+50 积分'])
    const intro = page.byTestId('points-rules-intro')?.textContent
    expect(intro).toContain('积分奖励仅在中文模式下发放')
    expect(intro).toContain('积分余额为全部积分明细之和')
  })

  it("shows the seed's rules failure and loads again on retry", async () => {
    const pointsRules = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([{ actionType: 31, name: '每日签到', frequency: 1, point: 5, status: 0 }])
    const { stores } = setup(pointsRules)
    await page.mount(PointsRules, stores, {})
    expect(page.byTestId('status-error')?.textContent).toContain('获取积分规则列表失败')
    await page.click(page.byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(rows()).toEqual(['每日签到每日最多 1 次+5 积分'])
  })
})
