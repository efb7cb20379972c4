import Taro from '@tarojs/taro'
import type { Page } from '@/contract/common'
import type { PointsDetail } from '@/contract/points'
import { points } from '@/contract/points.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import PointsDetails from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const detail = (id: number, point = 2): PointsDetail => ({
  id,
  actionType: 32,
  point,
  reason: `浏览资讯 ${id}`,
  // 2026-09-08 01:30 UTC is 09:30 on the fair's clock.
  createTime: Date.UTC(2026, 8, 8, 1, 30) - id * 60_000,
})
const pageOf = (list: PointsDetail[], total: number, pageNum = 1): Page<PointsDetail> => ({
  list,
  total,
  pageNum,
  pageSize: 10,
})

const page = pageHarness('packages/points/points-details/index')
const rows = () => document.querySelectorAll('[data-testid="points-detail"]')

function setup(pointsDetails: jest.Mock, token = 'token-1') {
  const api = { call: answering(answer(points.details, pointsDetails)), userInfo: jest.fn().mockResolvedValue(null) }
  return { stores: page.stores(api, token) }
}

describe('points details page', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const pointsDetails = jest.fn()
    const { stores } = setup(pointsDetails, '')
    await page.mount(PointsDetails, stores, {})
    expect(page.byTestId('login-prompt')).not.toBeNull()
    expect(pointsDetails).not.toHaveBeenCalled()
    await page.click(page.byTestId('login-prompt-button')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: expect.stringMatching(/^\/pages\/login\/index\?redirect=.*points-details/),
    })
  })

  it("shows each entry with reason, signed amount and time on the fair's clock", async () => {
    const { stores } = setup(jest.fn().mockResolvedValue(pageOf([detail(0, 5), detail(1, -3)], 2)))
    await page.mount(PointsDetails, stores, {})
    const [earned, spent] = rows()
    expect(earned.textContent).toBe('浏览资讯 02026-09-08 09:30+5')
    expect(spent.querySelector('[data-testid="detail-point"]')?.textContent).toBe('\u22123')
    expect(document.body.textContent).toContain('共 2 条积分记录')
    expect(page.byTestId('list-footer')?.textContent).toBe('没有更多了')
  })

  it('loads the next page when asked for more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => detail(i + 1))
    const pointsDetails = jest
      .fn()
      .mockResolvedValueOnce(pageOf(first, 12))
      .mockResolvedValueOnce(pageOf([detail(11), detail(12)], 12, 2))
    const { stores } = setup(pointsDetails)
    await page.mount(PointsDetails, stores, {})
    expect(rows()).toHaveLength(10)
    await page.click(page.byTestId('list-footer')!.firstElementChild!)
    expect(pointsDetails).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 10 })
    expect(rows()).toHaveLength(12)
    expect(page.byTestId('list-footer')?.textContent).toBe('没有更多了')
  })

  it('says so when there is no entry yet', async () => {
    const { stores } = setup(jest.fn().mockResolvedValue(pageOf([], 0)))
    await page.mount(PointsDetails, stores, {})
    expect(page.byTestId('status-empty')?.textContent).toBe('暂无积分记录')
  })

  it('shows an error with a retry', async () => {
    const pointsDetails = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(pageOf([detail(1)], 1))
    const { stores } = setup(pointsDetails)
    await page.mount(PointsDetails, stores, {})
    expect(page.byTestId('status-error')).not.toBeNull()
    await page.click(page.byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(rows()).toHaveLength(1)
  })

  it('opened again, shows the entries it showed at once, without asking the server again', async () => {
    const pointsDetails = jest.fn().mockResolvedValue(pageOf([detail(1), detail(2)], 2))
    const { stores } = setup(pointsDetails)
    await page.mount(PointsDetails, stores, {})
    await page.mount(PointsDetails, stores, {})
    const reopened = [...document.querySelectorAll('.page')].at(-1)!
    expect(reopened.querySelectorAll('[data-testid="points-detail"]')).toHaveLength(2)
    expect(reopened.getAttribute('data-ready')).toBe('true')
    expect(pointsDetails).toHaveBeenCalledTimes(1)
  })

  it('asks again by itself when the language changes, and when another user signs in', async () => {
    const pointsDetails = jest.fn().mockResolvedValue(pageOf([detail(1)], 1))
    const { stores } = setup(pointsDetails)
    await page.mount(PointsDetails, stores, {})
    await page.act(() => stores.app.setLanguage('en-us'))
    await page.settle()
    expect(pointsDetails).toHaveBeenCalledTimes(2)
    await page.act(() => stores.user.setToken('token-2'))
    await page.settle()
    expect(pointsDetails).toHaveBeenCalledTimes(3)
    expect(rows()).toHaveLength(1)
  })
})
