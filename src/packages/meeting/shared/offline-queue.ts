import type { KeyValueStorage } from '@/platform/storage'
import { isApiError } from '@/services/http/errors'

/** A sign-up or a cancellation made while the server could not be reached, to be sent when it can. */
export interface QueuedAction {
  kind: 'signUp' | 'cancel'
  meetingId: number
  /** The meeting's title, so the user can be told which one it was. */
  title: string
  invitationCode?: string
  queuedAt: number
}

/** What the server answered to a queued action once it was sent. */
export interface QueueResult {
  action: QueuedAction
  ok: boolean
  /** The server's refusal in the user's language ('' when it accepted). */
  msg: string
}

/** The call could not reach the server (no network, or no answer in time): worth trying again later. */
export function unreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

const same = (a: QueuedAction, b: QueuedAction | null) =>
  b !== null && a.meetingId === b.meetingId && a.queuedAt === b.queuedAt && a.kind === b.kind

/**
 * The actions waiting for the network, kept in storage under one key, oldest first. Per meeting only the last wish
 * counts: a cancellation of a queued sign-up (or the reverse) leaves nothing to send.
 */
export class ActionQueue {
  private flushing = false
  /** The action being sent: a later opposite wish must not undo it, since the server may already have it. */
  private sending: QueuedAction | null = null

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
  ) {}

  list(): QueuedAction[] {
    return this.storage.get<QueuedAction[]>(this.key) ?? []
  }

  add(action: QueuedAction): void {
    const queued = this.list()
    const open = (item: QueuedAction) => item.meetingId === action.meetingId && !same(item, this.sending)
    const earlier = queued.find(open)
    const rest = queued.filter((item) => !open(item))
    // Opposite wishes undo each other: the server still holds what it held before either.
    this.save(earlier && earlier.kind !== action.kind ? rest : [...rest, action])
  }

  /**
   * Sends the queued actions in order; each answer is recorded as it comes, so nothing is sent twice. Stops at the
   * first one that cannot reach the server, keeping it and those after it. Only one flush runs at a time.
   */
  async flush(send: (action: QueuedAction) => Promise<unknown>): Promise<QueueResult[]> {
    if (this.flushing) return []
    this.flushing = true
    const results: QueueResult[] = []
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
        this.save(this.list().filter((item) => !same(item, action)))
      }
    } finally {
      this.sending = null
      this.flushing = false
    }
    return results
  }

  private save(actions: QueuedAction[]) {
    if (actions.length) this.storage.set(this.key, actions)
    else this.storage.remove(this.key)
  }
}
