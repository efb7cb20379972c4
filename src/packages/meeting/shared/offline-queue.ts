import { ActionQueue } from '@/platform/offline/action-queue'
import type { KeyValueStorage } from '@/platform/storage'

/** A sign-up, a cancellation or a sign-in at the door made while the server could not be reached. */
export interface QueuedAction {
  kind: 'signUp' | 'cancel' | 'signIn'
  meetingId: number
  /** The meeting's title, so the user can be told which one it was. */
  title: string
  invitationCode?: string
  queuedAt: number
}

/**
 * The meeting actions waiting for the network. Per meeting only the last wish counts: a cancellation of a queued
 * sign-up (or the reverse) leaves nothing to send; a sign-in at the door is a subject of its own.
 */
export const meetingQueue = (storage: KeyValueStorage, key: string) =>
  new ActionQueue<QueuedAction>(storage, key, {
    subjectOf: (action) => `${action.kind === 'signIn' ? 'door' : 'meeting'}:${action.meetingId}`,
    undoes: (later, earlier) => later.kind !== earlier.kind,
  })
