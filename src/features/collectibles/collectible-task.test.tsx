import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { DrawResult, TaskInfo } from '@/contract/collectible'
import { baseConfig } from '@/stores/testing/fake-api'
import { CollectibleTask } from './collectible-task'
import { pageHarness } from '../../../tests/unit/page-harness'

const page = pageHarness('pages/home/index')
const { byTestId, toasts } = page
const ok = <T,>(data: T) => ({ code: 200, msg: 'ok', data })
const win: DrawResult = { isWin: true, nftName: '鹭岛金钥匙', img: '/static/img/collectible-1.svg' }

const HomeWidget = () => <CollectibleTask placement='home' />

function setup(token: string, info: TaskInfo = { remainingTimes: 1, taskDuration: 1, nftType: 2 }) {
  const collectible = {
    taskInfo: jest.fn().mockResolvedValue(ok(info)),
    drawActive: jest.fn().mockResolvedValue(ok(win)),
    drawPassive: jest.fn().mockResolvedValue(ok(win)),
  }
  const stores = page.stores(collectible, token)
  runInAction(() => (stores.app.baseConfig = baseConfig({ collectibleTasks: { home: 'cifit-home-bag', live: '' } })))
  return { collectible, stores }
}

const waitFor = async (testId: string) => {
  for (let i = 0; i < 40 && !byTestId(testId); i += 1)
    await page.settle().then(() => new Promise((r) => setTimeout(r, 50)))
  return byTestId(testId)
}

describe('CollectibleTask widget', () => {
  it('renders nothing for a visitor', async () => {
    const { collectible, stores } = setup('')
    await page.mount(HomeWidget, stores, {})
    expect(byTestId('collectible-task')).toBeNull()
    expect(collectible.taskInfo).not.toHaveBeenCalled()
  })

  it('counts down, shows the bag, shakes it on a tap and congratulates on a win', async () => {
    const { collectible, stores } = setup('token-1')
    await page.mount(HomeWidget, stores, {})
    expect(byTestId('collectible-countdown-time')?.textContent).toBe('00:01')
    const bag = await waitFor('collectible-bag-closed')
    expect(bag).not.toBeNull()
    await page.click(bag!)
    expect(byTestId('collectible-bag-shaking')).not.toBeNull()
    expect(await waitFor('collectible-win')).not.toBeNull()
    expect(collectible.drawPassive).toHaveBeenCalledWith({ token: 'token-1', taskId: 'cifit-home-bag' })
    expect(byTestId('collectible-win-name')?.textContent).toBe('鹭岛金钥匙')
    expect(byTestId('collectible-bag-won')).not.toBeNull()
    expect(stores.collectibles.list).toEqual([win])
    await page.click(byTestId('collectible-go-collection')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/collectible/my-collectibles/index' })
  })

  it('toasts the unknown-error text when an automatic draw fails', async () => {
    const { collectible, stores } = setup('token-1', { remainingTimes: 1, taskDuration: 1, nftType: 1 })
    collectible.drawActive.mockResolvedValue({ code: 500, msg: '', data: null })
    await page.mount(HomeWidget, stores, {})
    for (let i = 0; i < 40 && toasts.length === 0; i += 1)
      await page.settle().then(() => new Promise((r) => setTimeout(r, 50)))
    expect(toasts[0]).toBe('未知错误，请稍后重试')
    expect(byTestId('collectible-countdown')).not.toBeNull()
  })
})
