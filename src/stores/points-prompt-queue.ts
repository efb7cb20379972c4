import { makeAutoObservable } from 'mobx'

/** How a credited reward is announced (seed 000 section 4). */
export type PromptKind = 'modal' | 'toast'

/** How a prompt ended: accepted (or its link followed), dismissed by its close control, or timed out / closed. */
export type PromptOutcome = 'confirm' | 'cancel' | 'close'

export interface PointsPrompt {
  kind: PromptKind
  actionType: number
  point: number
  reason: string
}

interface Queued extends PointsPrompt {
  id: number
  settle: (outcome: PromptOutcome) => void
}

/** The toast banner stays for 5 seconds (seed 000 section 9). */
export const TOAST_MS = 5000

/** Points prompts shown one at a time, in the order they were credited; each resolves exactly once. */
export class PointsPromptQueue {
  private queue: Queued[] = []
  private nextId = 1
  private toastTimer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    makeAutoObservable<PointsPromptQueue, 'toastTimer' | 'nextId'>(this, { toastTimer: false, nextId: false })
  }

  /** The prompt on screen, or null. */
  get current(): (PointsPrompt & { id: number }) | null {
    return this.queue[0] ?? null
  }

  show(prompt: PointsPrompt): Promise<PromptOutcome> {
    return new Promise((settle) => {
      this.queue.push({ ...prompt, id: this.nextId++, settle })
      if (this.queue.length === 1) this.startToastTimer()
    })
  }

  /** Ends the prompt on screen and brings the next one up. */
  resolve(outcome: PromptOutcome) {
    const [head, ...rest] = this.queue
    if (!head) return
    clearTimeout(this.toastTimer)
    this.queue = rest
    head.settle(outcome)
    this.startToastTimer()
  }

  private startToastTimer() {
    const head = this.queue[0]
    if (head?.kind !== 'toast') return
    this.toastTimer = setTimeout(() => {
      if (this.queue[0]?.id === head.id) this.resolve('close')
    }, TOAST_MS)
  }
}
