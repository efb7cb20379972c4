import { makeAutoObservable, runInAction } from 'mobx'
import type { FinishedEvent, PointsRule } from '@/contract/points'
import type { MessageKey } from '@/i18n'
import type { Api } from '@/services/api'

/** Rules with status 0 are the active ones (seed 001 section 9). */
export const ACTIVE_RULE_STATUS = 0

/** Points rules and finished events the reward flow reads (seed 001 sections 3 and 8). */
export class PointsStore {
  rules: PointsRule[] = []
  finishedEvents: FinishedEvent[] = []
  error: MessageKey | null = null
  private pending = 0
  private refreshing: Promise<void> | undefined

  constructor(private readonly api: Api) {
    makeAutoObservable<PointsStore, 'api' | 'refreshing'>(this, { api: false, refreshing: false })
  }

  /** True while either list is loading; the two loads may run at once. */
  get loading(): boolean {
    return this.pending > 0
  }

  /** Loads both lists; callers at the same moment (two reward flows on one page) share one load. */
  refresh(): Promise<void> {
    this.refreshing ??= Promise.all([this.loadRules(), this.loadFinishedEvents()])
      .then(() => undefined)
      .finally(() => (this.refreshing = undefined))
    return this.refreshing
  }

  async loadRules() {
    await this.track('points.rulesFailed', async () => {
      const rules = await this.api.points.pointsRules()
      runInAction(() => (this.rules = rules.filter((r) => r.status === ACTIVE_RULE_STATUS)))
    })
  }

  async loadFinishedEvents() {
    await this.track('points.finishedFailed', async () => {
      const events = await this.api.points.pointsFinishedEvents()
      runInAction(() => (this.finishedEvents = events))
    })
  }

  private async track(failure: MessageKey, work: () => Promise<void>) {
    this.pending += 1
    if (this.error === failure) this.error = null
    try {
      await work()
    } catch {
      runInAction(() => (this.error = failure))
    } finally {
      runInAction(() => (this.pending -= 1))
    }
  }
}
