import type { PointsRule } from '@/contract/points'
import { PointsAction } from '@/contract/points.codes'
import { memoryStorage } from '@/platform/storage'
import { RootStore } from '@/stores/root-store'
import { apiOf, baseConfig } from '@/stores/testing/fake-api'
import { rewardContextOf } from './reward-context'

const rule = (actionType: number, frequency: number, status = 0): PointsRule => ({
  actionType,
  status,
  frequency,
  point: 2,
  name: 'r',
})

function setup({ token = 'tok', language = 'zh-cn', switchOn = true } = {}) {
  const api = {
    baseConfig: jest.fn().mockResolvedValue(baseConfig({ pointsMallSwitch: switchOn })),
    pointsRules: jest.fn().mockResolvedValue([rule(32, 5), rule(33, 5, 1)]),
    pointsFinishedEvents: jest.fn().mockResolvedValue([{ type: 32, total: 4 }]),
    addPoints: jest.fn().mockResolvedValue({ point: 2, reason: 'Read news', balance: 12 }),
  }
  const stores = new RootStore(
    apiOf(api),
    memoryStorage({ user: { token, profile: null }, app: { language } }),
    memoryStorage(),
  )
  return { api, stores, context: rewardContextOf(stores) }
}

describe('rewardContextOf', () => {
  it('is eligible with a token, in Chinese, with the points mall switch on', async () => {
    await expect(setup().context.eligible()).resolves.toBe(true)
  })

  it.each([
    ['without a token', { token: '' }],
    ['in English', { language: 'en-us' }],
    ['with the points mall switch off', { switchOn: false }],
  ])('is not eligible %s', async (_, options) => {
    await expect(setup(options).context.eligible()).resolves.toBe(false)
  })

  it('is not eligible when the base config cannot be read', async () => {
    const { api, context } = setup()
    api.baseConfig.mockRejectedValue(new Error('offline'))
    await expect(context.eligible()).resolves.toBe(false)
  })

  it('is not eligible, and asks nothing of the points, once the session is dropped while the base config loads', async () => {
    const { api, stores, context } = setup()
    let answer: (config: ReturnType<typeof baseConfig>) => void = () => undefined
    api.baseConfig.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const eligible = context.eligible()
    stores.user.clear()
    answer(baseConfig({ pointsMallSwitch: true }))
    await expect(eligible).resolves.toBe(false)
    await expect(context.claimsLeft(PointsAction.browseNews)).resolves.toBe(false)
    expect(api.pointsFinishedEvents).not.toHaveBeenCalled()
  })

  it('finds claims left only for an active rule whose frequency is above the finished total', async () => {
    const { api, context } = setup()
    await expect(context.claimsLeft(PointsAction.browseNews)).resolves.toBe(true)
    api.pointsFinishedEvents.mockResolvedValue([{ type: 32, total: 5 }])
    await expect(context.claimsLeft(PointsAction.browseNews)).resolves.toBe(false)
    await expect(context.claimsLeft(PointsAction.browseProject)).resolves.toBe(false)
  })

  it('finds none when either list fails to load', async () => {
    const { api, context } = setup()
    api.pointsFinishedEvents.mockRejectedValue(new Error('offline'))
    await expect(context.claimsLeft(PointsAction.browseNews)).resolves.toBe(false)
  })

  it('claims with the action and key, then refreshes the finished totals', async () => {
    const { api, context } = setup()
    await expect(context.claim(PointsAction.browseNews, 'k1')).resolves.toEqual({
      point: 2,
      reason: 'Read news',
      balance: 12,
    })
    expect(api.addPoints).toHaveBeenCalledWith(32, 'k1')
    expect(api.pointsFinishedEvents).toHaveBeenCalled()
  })
})
