import Taro from '@tarojs/taro'
import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { toast, toastActionFailed } from '@/components/toast'
import { PointsAction } from '@/contract/points.codes'
import { rewardCompletedAction } from '@/features/points/reward-context'
import { translate } from '@/i18n'
import { unreachable, type ActionQueue, type QueueResult } from '@/platform/offline/action-queue'
import { watchNetwork } from '@/platform/offline/network-status'
import { taroStorage, type KeyValueStorage } from '@/platform/storage'
import { useStores, useT } from '@/stores/context'
import type { RootStore } from '@/stores/root-store'
import { meetingQueue, type QueuedAction } from './offline-queue'
import { signUpsChanged } from './sign-ups-changed'

/**
 * The user's meeting sign-ups and cancellations made without a network: queued on the device per account, sent
 * when the network returns (or when a meeting page opens with it back), the answers toasted and kept for the agenda.
 */
export class OfflineSignUps {
  /** What waits for the network, oldest first. */
  pending: QueuedAction[] = []
  /** The server's answers to queued actions, until the user has read them. */
  results: QueueResult<QueuedAction>[] = []
  private readonly queues = new Map<string, ActionQueue<QueuedAction>>()

  constructor(
    readonly stores: RootStore,
    private readonly storage: KeyValueStorage,
  ) {
    makeAutoObservable<OfflineSignUps, 'storage' | 'queues'>(this, {
      stores: false,
      storage: false,
      queues: false,
    })
    reaction(
      () => this.scope,
      () => this.reload(),
      { fireImmediately: true },
    )
  }

  /** Whose queue it is: a queued action is only ever sent with its own account's session. */
  get scope(): string {
    const { user } = this.stores
    if (user.profile) return `user-${user.profile.id}`
    return user.loggedIn ? 'session' : 'guest'
  }

  private get queue(): ActionQueue<QueuedAction> {
    const key = `meeting-queue:${this.scope}`
    let queue = this.queues.get(key)
    if (!queue) this.queues.set(key, (queue = meetingQueue(this.storage, key)))
    return queue
  }

  private reload() {
    this.pending = this.queue.list()
  }

  /** The queued action for a meeting, if any. */
  pendingFor(meetingId: number): QueuedAction | undefined {
    return this.pending.find((action) => action.meetingId === meetingId)
  }

  /** Sends now; when the server cannot be reached, queues it and answers 'queued'. The server's refusals are thrown. */
  async send(action: Omit<QueuedAction, 'queuedAt'>): Promise<'sent' | 'queued'> {
    try {
      await this.call(action)
      return 'sent'
    } catch (error) {
      if (!unreachable(error)) throw error
      this.queue.add({ ...action, queuedAt: Date.now() })
      this.reload()
      return 'queued'
    }
  }

  /** Sends what is queued, if anything and if signed in; says what came of it. */
  async flush(): Promise<void> {
    if (!this.stores.user.loggedIn || this.queue.list().length === 0) return
    const results = await this.queue.flush((action) => this.call(action))
    runInAction(() => {
      this.reload()
      this.results = [...this.results, ...results]
    })
    if (results.length === 0) return
    const refused = results.filter((result) => !result.ok).length
    const { language } = this.stores.app
    toast(
      refused
        ? translate(language, 'meeting.queue.sentRefused', { done: results.length - refused, refused })
        : translate(language, 'meeting.queue.sent', { done: results.length }),
    )
    if (results.some((result) => result.ok && result.action.kind === 'signUp')) {
      void rewardCompletedAction(this.stores, PointsAction.meetingSignUp)
    }
  }

  /** The user has read the answers. */
  dismiss() {
    this.results = []
  }

  private async call({ kind, meetingId, invitationCode }: Omit<QueuedAction, 'queuedAt'>): Promise<unknown> {
    const { meeting } = this.stores.api
    const answer = await (kind === 'signIn'
      ? meeting.saveOfflineSignUp(meetingId)
      : kind === 'cancel'
        ? meeting.cancelMeetingSignUp(meetingId)
        : invitationCode
          ? meeting.meetingSignUp(meetingId, { invitationCode })
          : meeting.meetingSignUp(meetingId))
    signUpsChanged(this.stores)
    return answer
  }
}

/** The app's one queue: the network's return wakes the queue of the stores last asked for (the app has one). */
let current: OfflineSignUps | null = null
let watching = false

/** The queue of these stores' user, made (and sent, if anything waits) the first time a meeting page asks. */
export function offlineSignUps(stores: RootStore, storage: KeyValueStorage = taroStorage): OfflineSignUps {
  if (current?.stores !== stores) {
    current = new OfflineSignUps(stores, storage)
    void current.flush()
  }
  if (!watching) {
    watching = true
    watchNetwork((online) => void (online && current?.flush()))
  }
  return current
}

export const useOfflineSignUps = (): OfflineSignUps => offlineSignUps(useStores())

/** How a cancellation went: sent, waiting for the network, refused or failed, or not confirmed by the user. */
export type CancelOutcome = 'sent' | 'queued' | 'failed' | 'kept'

/**
 * Cancels a meeting sign-up once the user confirms it, and says how it went; without a network the cancellation waits
 * on the device and is sent when the network returns.
 */
export function useCancelSignUp() {
  const t = useT()
  const queue = useOfflineSignUps()
  return async ({ meetingId, title }: { meetingId: number; title: string }): Promise<CancelOutcome> => {
    const { confirm } = await Taro.showModal({
      content: t('meeting.enroll.cancelConfirm', { title }),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return 'kept'
    try {
      const sent = await queue.send({ kind: 'cancel', meetingId, title })
      toast(t(sent === 'queued' ? 'meeting.queue.queuedCancel' : 'meeting.enroll.cancelled'))
      return sent
    } catch (error) {
      toastActionFailed(error, t)
      return 'failed'
    }
  }
}
