import type { FinishedEvent, PointsRule } from '@/contract/points'
import { translate } from '@/i18n'
import { PointsStore } from './points-store'
import { deferred, fakeApi } from './testing/fake-api'

const rule = (actionType: number, status: number): PointsRule => ({
  actionType,
  status,
  frequency: 1,
  point: 10,
  name: `rule ${actionType}`,
})

function setup() {
  const fake = fakeApi()
  return { store: new PointsStore(fake.api), ...fake }
}

describe('PointsStore', () => {
  it('stays loading until both lists have loaded and keeps an earlier failure when they overlap', async () => {
    const { store, calls } = setup()
    const events = deferred<FinishedEvent[]>()
    calls.pointsRules.mockRejectedValue(new Error('boom'))
    calls.pointsFinishedEvents.mockReturnValue(events.promise)
    const rules = store.loadRules()
    const finished = store.loadFinishedEvents()
    await rules
    expect(store.loading).toBe(true)
    expect(store.error).toBe('points.rulesFailed')
    events.resolve([{ type: 32, total: 1 }])
    await finished
    expect(store.loading).toBe(false)
    expect(store.error).toBe('points.rulesFailed')
  })

  it('shares one load of both lists between callers at the same moment, and loads again afterwards', async () => {
    const { store, calls } = setup()
    await Promise.all([store.refresh(), store.refresh()])
    expect(calls.pointsRules).toHaveBeenCalledTimes(1)
    expect(calls.pointsFinishedEvents).toHaveBeenCalledTimes(1)
    await store.refresh()
    expect(calls.pointsRules).toHaveBeenCalledTimes(2)
  })

  it('starts empty, not loading, without error', () => {
    const { store } = setup()
    expect(store.rules).toEqual([])
    expect(store.finishedEvents).toEqual([])
    expect(store.loading).toBe(false)
    expect(store.error).toBeNull()
  })

  it.each([
    ['loadRules', 'pointsRules'],
    ['loadFinishedEvents', 'pointsFinishedEvents'],
  ] as const)('is loading while %s waits for its call', async (load, call) => {
    const { store, calls } = setup()
    const answer = deferred<never[]>()
    calls[call].mockReturnValue(answer.promise)
    const loading = store[load]()
    expect(store.loading).toBe(true)
    answer.resolve([])
    await loading
    expect(store.loading).toBe(false)
  })

  describe('loadRules', () => {
    it('keeps only the rules with status 0', async () => {
      const { store, calls } = setup()
      calls.pointsRules.mockResolvedValue([rule(31, 0), rule(32, 1), rule(33, 0), rule(34, 2)])
      await store.loadRules()
      expect(calls.pointsRules).toHaveBeenCalledTimes(1)
      expect(store.rules.map((r) => r.actionType)).toEqual([31, 33])
    })

    it("on failure sets error to 'points.rulesFailed', whose zh-cn text is the spec's message", async () => {
      const { store, calls } = setup()
      calls.pointsRules.mockRejectedValue(new Error('boom'))
      await expect(store.loadRules()).resolves.toBeUndefined()
      expect(store.error).toBe('points.rulesFailed')
      expect(translate('zh-cn', store.error!)).toBe('获取积分规则列表失败')
      expect(store.loading).toBe(false)
    })

    it('clears an earlier error on a successful retry', async () => {
      const { store, calls } = setup()
      calls.pointsRules.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce([rule(31, 0)])
      await store.loadRules()
      expect(store.error).not.toBeNull()
      await store.loadRules()
      expect(store.error).toBeNull()
      expect(store.rules).toHaveLength(1)
    })
  })

  describe('loadFinishedEvents', () => {
    it('stores the finished events', async () => {
      const { store, calls } = setup()
      const events: FinishedEvent[] = [
        { type: 31, total: 1 },
        { type: 33, total: 4 },
      ]
      calls.pointsFinishedEvents.mockResolvedValue(events)
      await store.loadFinishedEvents()
      expect(calls.pointsFinishedEvents).toHaveBeenCalledTimes(1)
      expect(store.finishedEvents).toEqual(events)
    })

    it("on failure sets error to 'points.finishedFailed', whose zh-cn text is the spec's message", async () => {
      const { store, calls } = setup()
      calls.pointsFinishedEvents.mockRejectedValue(new Error('boom'))
      await store.loadFinishedEvents()
      expect(store.error).toBe('points.finishedFailed')
      expect(translate('zh-cn', store.error!)).toBe('获取已完成事件列表失败')
      expect(store.loading).toBe(false)
    })

    it('keeps the events it had when a reload fails', async () => {
      const { store, calls } = setup()
      calls.pointsFinishedEvents
        .mockResolvedValueOnce([{ type: 31, total: 1 }])
        .mockRejectedValueOnce(new Error('boom'))
      await store.loadFinishedEvents()
      await store.loadFinishedEvents()
      expect(store.finishedEvents).toEqual([{ type: 31, total: 1 }])
    })
  })
})
