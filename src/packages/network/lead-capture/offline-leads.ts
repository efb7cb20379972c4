import { observable, runInAction } from 'mobx'
import { toast } from '@/components/toast'
import { translate } from '@/i18n'
import { ActionQueue, type Queued } from '@/platform/offline/action-queue'
import { watchNetwork } from '@/platform/offline/network-status'
import { taroStorage, type KeyValueStorage } from '@/platform/storage'
import type { RootStore } from '@/stores/root-store'
import { networkListsChanged } from '../shared/lists-changed'

/** A badge or card code scanned at the booth while the server could not be reached. */
export interface QueuedLead extends Queued {
  kind: 'lead'
  code: string
}

/** How many scans wait for the network, for the page to say so. */
export const waitingLeads = observable.box(0)

const queues = new Map<string, ActionQueue<QueuedLead>>()
let stores: RootStore | null = null
let storage: KeyValueStorage = taroStorage
let watching = false

/** The queue of the signed-in account: a scan is only ever sent with its own account's session. */
function queueOf(of: RootStore): ActionQueue<QueuedLead> {
  const { profile } = of.user
  const key = `lead-queue:${profile ? `user-${profile.id}` : 'session'}`
  let queue = queues.get(key)
  // One code scanned twice offline is one lead: its last scan is kept.
  if (!queue) queues.set(key, (queue = new ActionQueue<QueuedLead>(storage, key, { subjectOf: (lead) => lead.code })))
  return queue
}

const count = (of: RootStore) => runInAction(() => waitingLeads.set(queueOf(of).list().length))

/** Keeps a scan for when the network returns. */
export function queueLead(of: RootStore, code: string): void {
  queueOf(of).add({ kind: 'lead', code, queuedAt: Date.now() })
  count(of)
}

/** Sends the scans kept, once each, and says what came of them; the server's refusals are dropped with their words. */
export async function sendLeads(of: RootStore): Promise<void> {
  if (!of.user.loggedIn || queueOf(of).list().length === 0) return count(of)
  const results = await queueOf(of).flush((lead) => of.api.network.scanLead(lead.code))
  count(of)
  if (results.length === 0) return
  networkListsChanged(of)
  const refused = results.filter((result) => !result.ok)
  const { language } = of.app
  toast(
    refused.length
      ? translate(language, 'network.leads.queueRefused', {
          done: results.length - refused.length,
          refused: refused[0].msg,
        })
      : translate(language, 'network.leads.queueSent', { done: results.length }),
  )
}

/** Sends what waits now, and whenever the network returns while the app runs (the lead page starts it). */
export function sendLeadsWhenOnline(of: RootStore, kept: KeyValueStorage = taroStorage): void {
  stores = of
  storage = kept
  if (!watching) {
    watching = true
    watchNetwork((online) => void (online && stores && sendLeads(stores)))
  }
  void sendLeads(of)
}
