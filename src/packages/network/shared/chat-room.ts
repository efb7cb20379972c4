import { makeAutoObservable, runInAction } from 'mobx'
import type { ChatMessage, History } from '@/contract/network'
import type { SendableKind } from '@/contract/network.codes'
import type { ChatConnection, SendRefusal } from './chat-connection'

/** The calls a room makes over HTTP: history and the read mark when the socket is away. */
export interface RoomCalls {
  history(q: { conversation: string; before?: number; pageSize?: number }): Promise<History>
  markRead(conversation: string, upTo: number): Promise<unknown>
}

/** A message the user sent that the server has not stored yet, or refused. */
export interface Outgoing {
  clientId: string
  kind: SendableKind
  body: string
  state: 'sending' | 'failed'
  /** The server's refusal, when it gave one. */
  refusal: string
}

export const HISTORY_PAGE = 30

let sequence = 0
const newClientId = () => `r${Date.now().toString(36)}${(sequence++).toString(36)}`

/**
 * One conversation on screen: its history paged upward from the database, live messages from the shared connection
 * merged by id (never twice), the user's own messages shown at once and settled by the server, and the read mark
 * moved to the newest message while the room is open.
 */
export class ChatRoom {
  messages: ChatMessage[] = []
  outgoing: Outgoing[] = []
  status: 'loading' | 'ready' | 'error' = 'loading'
  more = false
  loadingOlder = false
  private readId = 0
  private unsubscribe: (() => void) | null = null
  private loadedHistory = false

  constructor(
    readonly conversation: string,
    private readonly calls: RoomCalls,
    private readonly connection: ChatConnection,
  ) {
    makeAutoObservable<ChatRoom, 'calls' | 'connection' | 'unsubscribe'>(this, {
      calls: false,
      connection: false,
      unsubscribe: false,
    })
  }

  /** Starts listening, then loads the newest page of history; messages arriving meanwhile are kept. */
  async open(): Promise<void> {
    this.unsubscribe ??= this.connection.onMessage((message) => {
      if (message.conversation === this.conversation) this.receive(message)
    })
    this.connection.start()
    this.status = this.messages.length ? 'ready' : 'loading'
    try {
      const page = await this.calls.history({ conversation: this.conversation, pageSize: HISTORY_PAGE })
      runInAction(() => {
        this.merge(page.messages)
        if (!this.loadedHistory) this.more = page.more
        this.loadedHistory = true
        this.readId = Math.max(this.readId, page.lastReadId)
        this.status = 'ready'
      })
      this.markRead()
    } catch {
      runInAction(() => (this.status = this.messages.length ? 'ready' : 'error'))
    }
  }

  close(): void {
    this.unsubscribe?.()
    this.unsubscribe = null
  }

  /** The page of messages before the oldest shown. */
  async loadOlder(): Promise<void> {
    if (!this.more || this.loadingOlder || this.messages.length === 0) return
    this.loadingOlder = true
    try {
      const page = await this.calls.history({
        conversation: this.conversation,
        before: this.messages[0].id,
        pageSize: HISTORY_PAGE,
      })
      runInAction(() => {
        this.merge(page.messages)
        this.more = page.more
      })
    } finally {
      runInAction(() => (this.loadingOlder = false))
    }
  }

  /** Sends text or a picture's URL: shown at once, replaced by the stored message once the server has it. */
  send(kind: SendableKind, body: string, clientId = newClientId()): Promise<void> {
    const existing = this.outgoing.find((item) => item.clientId === clientId)
    if (existing) {
      existing.state = 'sending'
      existing.refusal = ''
    } else this.outgoing.push({ clientId, kind, body, state: 'sending', refusal: '' })
    return this.connection.send(this.conversation, kind, body, clientId).then(
      () => this.settled(clientId),
      (refusal: SendRefusal) =>
        runInAction(() => {
          const item = this.outgoing.find((candidate) => candidate.clientId === clientId)
          if (!item) return
          item.state = 'failed'
          item.refusal = refusal?.msg ?? ''
        }),
    )
  }

  /** Sends a failed message again under its clientId (stored once however often it is sent). */
  retry(clientId: string): Promise<void> {
    const item = this.outgoing.find((candidate) => candidate.clientId === clientId)
    return item ? this.send(item.kind, item.body, clientId) : Promise.resolve()
  }

  /** Drops a failed message the user gives up on. */
  discard(clientId: string): void {
    this.outgoing = this.outgoing.filter((item) => item.clientId !== clientId)
  }

  private settled(clientId: string) {
    // The stored copy arrives as a message frame; until then the outgoing copy stays, so nothing blinks away.
    if (this.messages.some((message) => message.clientId === clientId)) this.discard(clientId)
  }

  private receive(message: ChatMessage) {
    this.merge([message])
    if (message.clientId) this.discard(message.clientId)
    this.markRead()
  }

  private merge(incoming: readonly ChatMessage[]) {
    const known = new Set(this.messages.map((message) => message.id))
    const fresh = incoming.filter((message) => !known.has(message.id))
    if (fresh.length === 0) return
    this.messages = [...this.messages, ...fresh].sort((a, b) => a.id - b.id)
    const stored = new Set(fresh.map((message) => message.clientId).filter(Boolean))
    if (stored.size) this.outgoing = this.outgoing.filter((item) => !stored.has(item.clientId))
  }

  /** Moves the read mark to the newest message: over the socket when it is up, else over HTTP. */
  private markRead() {
    const newest = this.messages[this.messages.length - 1]?.id ?? 0
    if (newest <= this.readId) return
    this.readId = newest
    if (!this.connection.read(this.conversation, newest))
      void this.calls.markRead(this.conversation, newest).catch(() => undefined)
  }
}
