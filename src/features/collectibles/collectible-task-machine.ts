import { makeAutoObservable, runInAction } from 'mobx'
import type { DrawResult, TaskInfo, TaskRequest } from '@/contract/collectible'
import type { Envelope } from '@/contract/common'

/** The only response code a collectible call succeeds with (seed 000 section 8). */
const SUCCESS = 200
const TICK_MS = 1000
/** The bag shakes this long after a click before it is opened (seed 000 section 9). */
export const BAG_SHAKE_MS = 1000
/** nftType of a task drawn automatically at zero; any other type offers a bag. */
export const ACTIVE_NFT_TYPE = 1

/** Bag states exactly as the seed numbers them: none, closed, opened as a win, opened with no prize. */
export const BagState = { none: 0, closed: 1, won: 2, noPrize: 3 } as const
export type BagStateCode = (typeof BagState)[keyof typeof BagState]

/**
 * hidden: nothing to offer (also while task info loads); counting: the countdown runs; bag: a closed bag waits
 * for a click; shaking: the clicked bag shakes; drawing: the draw call is under way; result: a draw's answer.
 */
export type TaskPhase = 'hidden' | 'counting' | 'bag' | 'shaking' | 'drawing' | 'result'

/** The collectible calls one task needs (a subset of api.collectible). */
export interface TaskCalls {
  taskInfo(body: TaskRequest): Promise<Envelope<TaskInfo>>
  drawActive(body: TaskRequest): Promise<Envelope<DrawResult>>
  drawPassive(body: TaskRequest): Promise<Envelope<DrawResult>>
}

export interface TaskMachineDeps {
  calls: TaskCalls
  token: string
  taskId: string
  /** A won collectible, to keep in the local collection. */
  onWin(result: DrawResult): void
  /** Shows a failed draw: the server's msg, else the unknown-error text. */
  showFailure(text: string): void
  unknownErrorText(): string
}

/** "mm:ss" of a number of seconds; minutes keep counting past 59. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`
}

/**
 * One collectible task from task info to result (seed 000 sections 4 and 8): a countdown of taskDuration
 * seconds, then an automatic draw (nftType 1) or a bag to shake and open. Only code 200 counts as success; any
 * other answer or a thrown call toasts and restarts the countdown (and closes the bag). Timers live here and
 * stop on dispose, so a test drives it with fake timers and a page disposes it on unmount.
 */
export class CollectibleTaskMachine {
  phase: TaskPhase = 'hidden'
  secondsLeft = 0
  bagState: BagStateCode = BagState.none
  result: DrawResult | null = null
  private info: TaskInfo | null = null
  private ticker: ReturnType<typeof setInterval> | undefined
  private shakeTimer: ReturnType<typeof setTimeout> | undefined
  private disposed = false

  constructor(private readonly deps: TaskMachineDeps) {
    makeAutoObservable<CollectibleTaskMachine, 'deps' | 'ticker' | 'shakeTimer' | 'disposed'>(this, {
      deps: false,
      ticker: false,
      shakeTimer: false,
      disposed: false,
    })
  }

  get countdownText(): string {
    return formatCountdown(this.secondsLeft)
  }

  get isActive(): boolean {
    return this.info?.nftType === ACTIVE_NFT_TYPE
  }

  /** Reads task info and starts counting when the task has draws left; hides otherwise. */
  async start(): Promise<void> {
    this.stopTimers()
    this.phase = 'hidden'
    this.bagState = BagState.none
    this.result = null
    const { token, taskId } = this.deps
    if (!token || !taskId) return
    const info = await this.deps.calls
      .taskInfo(this.request())
      .then((answer) => (answer.code === SUCCESS ? answer.data : null))
      .catch(() => null)
    if (this.disposed || !info || !(info.remainingTimes > 0)) return
    runInAction(() => {
      this.info = info
      this.startCountdown()
    })
  }

  /** A click on the closed bag: it shakes for BAG_SHAKE_MS, then the passive draw decides. */
  openBag() {
    if (this.phase !== 'bag') return
    this.phase = 'shaking'
    this.shakeTimer = setTimeout(() => void this.draw(), BAG_SHAKE_MS)
  }

  /** Closes a result and offers the task again if it still has draws left. */
  dismiss(): Promise<void> {
    if (this.phase !== 'result') return Promise.resolve()
    return this.start()
  }

  dispose() {
    this.disposed = true
    this.stopTimers()
  }

  private request(): TaskRequest {
    return { token: this.deps.token, taskId: this.deps.taskId }
  }

  private startCountdown() {
    this.stopTimers()
    this.phase = 'counting'
    this.bagState = BagState.none
    this.secondsLeft = Math.max(0, Math.floor(this.info?.taskDuration ?? 0))
    if (this.secondsLeft === 0) return this.reachZero()
    this.ticker = setInterval(() => this.tick(), TICK_MS)
  }

  private tick() {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1)
    if (this.secondsLeft === 0) this.reachZero()
  }

  private reachZero() {
    this.stopTimers()
    if (this.isActive) {
      void this.draw()
    } else {
      this.phase = 'bag'
      this.bagState = BagState.closed
    }
  }

  private async draw() {
    this.phase = 'drawing'
    const { calls } = this.deps
    const pending = this.isActive ? calls.drawActive(this.request()) : calls.drawPassive(this.request())
    const answer = await pending.catch(() => null)
    if (this.disposed) return
    runInAction(() => {
      if (!answer || answer.code !== SUCCESS || !answer.data) {
        this.deps.showFailure(answer?.msg || this.deps.unknownErrorText())
        this.startCountdown()
        return
      }
      this.result = answer.data
      if (!this.isActive) this.bagState = answer.data.isWin ? BagState.won : BagState.noPrize
      this.phase = 'result'
      if (answer.data.isWin) this.deps.onWin(answer.data)
    })
  }

  private stopTimers() {
    clearInterval(this.ticker)
    clearTimeout(this.shakeTimer)
    this.ticker = undefined
    this.shakeTimer = undefined
  }
}
