import { makeAutoObservable, runInAction } from 'mobx'
import type { Waiting } from '@/contract/waiting'
import { waiting } from '@/contract/waiting.endpoints'
import type { Api } from '@/services/api'

/** What waits for the signed-in user (requests to answer, messages to read): the my tab's badge and its entries. */
export class WaitingStore {
  counts: Waiting | null = null
  private asking: Promise<Waiting | null> | undefined
  // Bumped by clear(): an answer asked for before it (another session's) is dropped.
  private generation = 0

  constructor(private readonly api: Api) {
    makeAutoObservable<WaitingStore, 'api' | 'asking' | 'generation'>(this, {
      api: false,
      asking: false,
      generation: false,
    })
  }

  /** Everything waiting, as the tab's badge counts it. */
  get total(): number {
    const c = this.counts
    return c ? c.cardRequests + c.meetingRequests + c.groupRequests + c.groupInvitations + c.unreadMessages : 0
  }

  /** Asks the server again (callers at once share one request); a failure keeps what is shown. */
  refresh(): Promise<Waiting | null> {
    if (this.asking) return this.asking
    const asked = this.generation
    const asking: Promise<Waiting | null> = this.api
      .call(waiting.counts)
      .then((counts) =>
        runInAction(() => {
          if (asked !== this.generation) return null
          this.counts = counts
          return counts
        }),
      )
      .catch(() => null)
      .finally(() => {
        if (this.asking === asking) this.asking = undefined
      })
    this.asking = asking
    return asking
  }

  clear() {
    this.generation += 1
    this.asking = undefined
    this.counts = null
  }
}
