import { makeAutoObservable, runInAction } from 'mobx'
import type { PointsAddResult } from '@/contract/points'
import type { PointsPromptQueue, PromptOutcome } from '@/stores/points-prompt-queue'
import { countdownSeconds, promptKind } from './reward-policy'

/** What the flow needs from the app; `claim` rejects on any answer but 200. */
export interface RewardContext {
  /** A token is held, the language is not en-us and pointsMallSwitch is on (seed 000 section 5). */
  eligible(): Promise<boolean>
  /** Reads the active rules and the finished totals; false when none is left or they could not be read. */
  claimsLeft(actionType: number): Promise<boolean>
  claim(actionType: number, idempotencyKey: string): Promise<PointsAddResult>
  prompts: PointsPromptQueue
}

/**
 * idle → checking → counting → claiming → prompted, or closed (silently) at any step: not eligible, nothing left,
 * a failed read or claim, or cancelled. Counting only advances while `running`.
 */
export type RewardPhase = 'idle' | 'checking' | 'counting' | 'claiming' | 'prompted' | 'closed'

/** One run of the points reward flow for one action (seed 000 section 4). */
export class RewardFlow {
  phase: RewardPhase = 'idle'
  secondsLeft = 0
  outcome: PromptOutcome | null = null
  private running: boolean
  private readonly onClaimed: ((result: PointsAddResult) => void) | undefined
  private ticker: ReturnType<typeof setInterval> | undefined
  private readonly key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

  constructor(
    readonly actionType: number,
    private readonly context: RewardContext,
    options: { running?: boolean; onClaimed?: (result: PointsAddResult) => void } = {},
  ) {
    this.running = options.running ?? true
    this.onClaimed = options.onClaimed
    makeAutoObservable<RewardFlow, 'context' | 'ticker' | 'key' | 'onClaimed'>(this, {
      context: false,
      ticker: false,
      key: false,
      onClaimed: false,
    })
  }

  async start(): Promise<void> {
    if (this.phase !== 'idle') return
    this.phase = 'checking'
    const left = await this.checkClaimsLeft()
    if (this.phase !== 'checking') return
    if (!left) return this.close()
    const seconds = countdownSeconds(this.actionType)
    if (seconds === 0) {
      void this.claim()
      return
    }
    runInAction(() => {
      this.phase = 'counting'
      this.secondsLeft = seconds
    })
    this.syncTicker()
  }

  private async checkClaimsLeft(): Promise<boolean> {
    try {
      return (await this.context.eligible()) && (await this.context.claimsLeft(this.actionType))
    } catch {
      return false
    }
  }

  /** Pauses or resumes the countdown (the video stopped, the page was hidden). */
  setRunning(running: boolean) {
    this.running = running
    this.syncTicker()
  }

  /** Stops wherever the flow is; a prompt already shown stays. */
  cancel() {
    if (this.phase !== 'prompted') this.close()
  }

  private syncTicker() {
    const shouldTick = this.phase === 'counting' && this.running
    if (shouldTick && !this.ticker) this.ticker = setInterval(() => this.tick(), 1000)
    if (!shouldTick && this.ticker) {
      clearInterval(this.ticker)
      this.ticker = undefined
    }
  }

  private tick() {
    this.secondsLeft -= 1
    if (this.secondsLeft === 0) void this.claim()
  }

  private enter(phase: RewardPhase) {
    this.phase = phase
    this.syncTicker()
  }

  private async claim(): Promise<void> {
    this.enter('claiming')
    let result: PointsAddResult
    try {
      result = await this.context.claim(this.actionType, this.key)
    } catch {
      return this.close()
    }
    this.onClaimed?.(result)
    if (this.phase !== 'claiming') return
    runInAction(() => (this.phase = 'prompted'))
    const outcome = await this.context.prompts.show({
      kind: promptKind(this.actionType),
      actionType: this.actionType,
      point: result.point,
      reason: result.reason,
    })
    runInAction(() => (this.outcome = outcome))
  }

  private close() {
    this.enter('closed')
  }
}
