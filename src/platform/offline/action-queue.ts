import type { KeyValueStorage } from '@/platform/storage'
import { isApiError } from '@/services/http/errors'

/** Something the user did while the server could not be reached, to be sent when it can. */
export interface Queued {
  kind: string
  queuedAt: number
}

/** What the server answered to a queued action once it was sent. */
export interface QueueResult<T extends Queued> {
  action: T
  ok: boolean
  /** The server's refusal in the user's language ('' when it accepted). */
  msg: string
}

/** The call could not reach the server (no network, or no answer in time): worth trying again later. */
export function unreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

/** How a queue tells what an action is about, and whether a later action undoes an earlier one about the same. */
export interface QueueRules<T extends Queued> {
  /** What the action is about (a meeting, a badge): per subject only the last wish is kept. */
  subjectOf: (action: T) => string
  /** Whether the later wish undoes the earlier one (a cancellation of a queued sign-up): then neither is sent. */
  undoes?: (later: T, earlier: T) => boolean
}

/**
 * The actions waiting for the network, kept in storage under one key, oldest first; per subject only the last wish
 * counts. Sent in order, each answer recorded as it comes, so nothing is sent twice.
 */
export class ActionQueue<T extends Queued> {
  private flushing = false
  /** The action being sent: a later wish must not undo or replace it, since the server may already have it. */
  private sending: T | null = null

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
    private readonly rules: QueueRules<T>,
  ) {}

  list(): T[] {
    return this.storage.get<T[]>(this.key) ?? []
  }

  add(action: T): void {
    const { subjectOf, undoes = () => false } = this.rules
    const queued = this.list()
    const open = (item: T) => subjectOf(item) === subjectOf(action) && !this.same(item, this.sending)
    const earlier = queued.find(open)
    const rest = queued.filter((item) => !open(item))
    this.save(earlier && undoes(action, earlier) ? rest : [...rest, action])
  }

  /**
   * Sends the queued actions in order. Stops at the first one that cannot reach the server, keeping it and those after
   * it. Only one flush runs at a time.
   */
  async flush(send: (action: T) => Promise<unknown>): Promise<QueueResult<T>[]> {
    if (this.flushing) return []
    this.flushing = true
    const results: QueueResult<T>[] = []
    try {
      for (let action = this.list()[0]; action; action = this.list()[0]) {
        this.sending = action
        try {
          await send(action)
          results.push({ action, ok: true, msg: '' })
        } catch (error) {
          if (unreachable(error)) break
          results.push({ action, ok: false, msg: isApiError(error) ? error.msg : '' })
        }
        this.save(this.list().filter((item) => !this.same(item, action)))
      }
    } finally {
      this.sending = null
      this.flushing = false
    }
    return results
  }

  private same(a: T, b: T | null) {
    return (
      b !== null &&
      a.kind === b.kind &&
      a.queuedAt === b.queuedAt &&
      this.rules.subjectOf(a) === this.rules.subjectOf(b)
    )
  }

  private save(actions: T[]) {
    if (actions.length) this.storage.set(this.key, actions)
    else this.storage.remove(this.key)
  }
}
