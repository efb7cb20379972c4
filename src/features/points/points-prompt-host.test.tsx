import Taro from '@tarojs/taro'
import { PointsPromptHost } from './points-prompt-host'
import { pageHarness } from '../../../tests/unit/page-harness'

const harness = pageHarness('pages/home/index')
const toast = { kind: 'toast' as const, actionType: 32, point: 2, reason: '浏览资讯' }
const modal = { kind: 'modal' as const, actionType: 34, point: 3, reason: '浏览投资云空间' }

async function mounted() {
  const stores = harness.stores({}, 'tok')
  await harness.mount(PointsPromptHost, stores, {})
  return stores
}

describe('PointsPromptHost', () => {
  it('shows nothing while no prompt is queued', async () => {
    await mounted()
    expect(harness.byTestId('points-toast')).toBeNull()
    expect(harness.byTestId('points-modal')).toBeNull()
  })

  it('shows a toast with the amount and reason whose link opens /my-points', async () => {
    const stores = await mounted()
    const shown = stores.pointsPrompts.show(toast)
    await harness.settle()
    expect(harness.byTestId('points-toast')?.textContent).toContain('浏览资讯，获得 2 积分')
    await harness.click(harness.byTestId('points-toast-more')!)
    await expect(shown).resolves.toBe('confirm')
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: expect.stringMatching(/^\/packages\/points\/my-points\/index/),
    })
    expect(harness.byTestId('points-toast')).toBeNull()
  })

  it('shows a modal with amount and reason; accept confirms, the cross closes, "see more tasks" cancels and opens /my-points', async () => {
    const stores = await mounted()
    const accepted = stores.pointsPrompts.show(modal)
    const closed = stores.pointsPrompts.show(modal)
    const more = stores.pointsPrompts.show(modal)
    await harness.settle()
    expect(harness.byTestId('points-modal-amount')?.textContent).toBe('+3')
    expect(harness.byTestId('points-modal')?.textContent).toContain('浏览投资云空间')
    await harness.click(harness.byTestId('points-modal-accept')!)
    await expect(accepted).resolves.toBe('confirm')
    await harness.click(harness.byTestId('points-modal-close')!)
    await expect(closed).resolves.toBe('close')
    await harness.click(harness.byTestId('points-modal-more')!)
    await expect(more).resolves.toBe('cancel')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringMatching(/my-points/) })
    expect(harness.byTestId('points-modal')).toBeNull()
  })
})
