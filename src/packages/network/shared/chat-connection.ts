import type { ChatMessage, ClientFrame, ServerFrame } from '@/contract/network'
import { SocketClose, type SendableKind } from '@/contract/network.codes'

/** The socket as the connection drives it: Taro's SocketTask on the device, a fake in tests. */
export interface SocketPort {
  send(text: string): void
  close(code?: number): void
}

/** What a socket tells the connection; `close` also stands for a socket that never opened. */
export interface SocketEvents {
  open(): void
  message(text: string): void
  close(code: number): void
}

export type OpenSocket = (url: string, events: SocketEvents) => SocketPort

export interface ConnectionDeps {
  open: OpenSocket
  url: () => string
  /** The session token; '' when signed out (the connection then stays closed). */
  token: () => string
  lang: () => 'zh' | 'en'
  /** The id of the newest message the user already holds, asked once before the first connection. */
  startAfter: () => Promise<number>
  schedule: (run: () => void, ms: number) => () => void
  random?: () => number
}

export type ConnectionStatus = 'idle' | 'connecting' | 'ready' | 'waiting' | 'stopped'

/** What a send settles with: the stored message's id, or the server's refusal. */
export interface SendRefusal {
  code: number
  msg: string
}

interface Outgoing {
  frame: Extract<ClientFrame, { type: 'send' }>
  resolve: (id: number) => void
  reject: (refusal: SendRefusal) => void
}

/** Delay before the n-th reconnection attempt (0-based): 1 s doubling to 30 s, with up to 30% jitter. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt)
  return Math.round(base * (1 + 0.3 * random()))
}

/** How often an idle socket is pinged, and how long a pong may take before the socket counts as lost. */
export const PING_EVERY_MS = 25_000
export const PONG_WITHIN_MS = 10_000

let clientIds = 0
const newClientId = () => `c${Date.now().toString(36)}${(clientIds++).toString(36)}`

/**
 * The app's one chat socket, shared by every room: authenticates with the session token, resumes after the last
 * message id it delivered (so a reconnect misses nothing and repeats nothing), reconnects with backoff, and sends
 * again with the same clientId whatever was not acknowledged (the server stores it once).
 */
export class ChatConnection {
  status: ConnectionStatus = 'idle'
  /** The newest message id delivered; the socket resumes after it. */
  lastId = -1
  private socket: SocketPort | null = null
  /** Bumped for every socket, so events of a replaced one are ignored. */
  private generation = 0
  private attempt = 0
  private cancelRetry: (() => void) | null = null
  private cancelPing: (() => void) | null = null
  private cancelPongWait: (() => void) | null = null
  private readonly outgoing = new Map<string, Outgoing>()
  private readonly messageListeners = new Set<(message: ChatMessage) => void>()
  private readonly readListeners = new Set<(frame: Extract<ServerFrame, { type: 'read' }>) => void>()
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>()

  constructor(private readonly deps: ConnectionDeps) {}

  /** Every message of the user's conversations, once each, in id order. Returns the unsubscribe. */
  onMessage(listener: (message: ChatMessage) => void): () => void {
    this.messageListeners.add(listener)
    return () => this.messageListeners.delete(listener)
  }

  /** A conversation's new read mark and unread count, after any of the user's clients read it. */
  onRead(listener: (frame: Extract<ServerFrame, { type: 'read' }>) => void): () => void {
    this.readListeners.add(listener)
    return () => this.readListeners.delete(listener)
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  /** Connects when signed in and not connected yet; harmless to call from every room. */
  start(): void {
    if (!this.deps.token()) return
    if (this.status === 'connecting' || this.status === 'ready' || this.status === 'waiting') return
    this.setStatus('connecting')
    if (this.lastId >= 0) return this.connect()
    this.deps
      .startAfter()
      .catch(() => 0)
      .then((after) => {
        if (this.status !== 'connecting' || this.socket) return
        this.lastId = Math.max(this.lastId, after)
        this.connect()
      })
  }

  /** Closes the socket for good (logout): nothing reconnects, unsent messages are refused, the cursor forgotten. */
  stop(): void {
    this.generation++
    this.clearTimers()
    this.socket?.close(1000)
    this.socket = null
    this.attempt = 0
    this.lastId = -1
    for (const pending of this.outgoing.values()) pending.reject({ code: 0, msg: '' })
    this.outgoing.clear()
    this.setStatus('stopped')
  }

  /** Sends a message; settles with its id once stored, however many reconnections that takes. */
  send(conversation: string, kind: SendableKind, body: string, clientId = newClientId()): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const frame = { type: 'send' as const, conversation, kind, body, clientId }
      this.outgoing.set(clientId, { frame, resolve, reject })
      if (this.status === 'ready') this.write(frame)
      else this.start()
    })
  }

  /** Marks a conversation read up to a message (ignored while offline: the room reads over HTTP then). */
  read(conversation: string, upTo: number): boolean {
    if (this.status !== 'ready') return false
    this.write({ type: 'read', conversation, upTo })
    return true
  }

  private setStatus(status: ConnectionStatus) {
    if (this.status === status) return
    this.status = status
    for (const listener of this.statusListeners) listener(status)
  }

  private clearTimers() {
    this.cancelRetry?.()
    this.cancelRetry = null
    this.cancelPing?.()
    this.cancelPing = null
    this.cancelPongWait?.()
    this.cancelPongWait = null
  }

  private write(frame: ClientFrame) {
    try {
      this.socket?.send(JSON.stringify(frame))
    } catch {
      this.lost(this.generation)
    }
  }

  private connect() {
    const mine = ++this.generation
    this.setStatus('connecting')
    const events: SocketEvents = {
      open: () => {
        if (mine !== this.generation) return
        this.write({ type: 'auth', token: this.deps.token(), after: Math.max(0, this.lastId), lang: this.deps.lang() })
      },
      message: (text) => {
        if (mine === this.generation) this.receive(text)
      },
      close: (code) => {
        if (mine !== this.generation) return
        if (code === SocketClose.unauthorised) return this.stop()
        this.lost(mine)
      },
    }
    try {
      this.socket = this.deps.open(this.deps.url(), events)
    } catch {
      this.socket = null
      this.lost(mine)
    }
  }

  /** The socket dropped (or never opened): try again after a growing delay. */
  private lost(generation: number) {
    if (generation !== this.generation || this.status === 'stopped') return
    this.generation++
    this.clearTimers()
    const dead = this.socket
    this.socket = null
    try {
      dead?.close(1000)
    } catch {
      // Already closed.
    }
    if (!this.deps.token()) return this.stop()
    this.setStatus('waiting')
    const delay = backoffDelay(this.attempt++, this.deps.random)
    this.cancelRetry = this.deps.schedule(() => {
      this.cancelRetry = null
      if (this.status === 'waiting') this.connect()
    }, delay)
  }

  private keepAlive() {
    this.cancelPing?.()
    const mine = this.generation
    this.cancelPing = this.deps.schedule(() => {
      if (mine !== this.generation) return
      this.write({ type: 'ping' })
      this.cancelPongWait = this.deps.schedule(() => this.lost(mine), PONG_WITHIN_MS)
    }, PING_EVERY_MS)
  }

  private receive(text: string) {
    let frame: ServerFrame
    try {
      frame = JSON.parse(text) as ServerFrame
    } catch {
      return
    }
    // Any frame shows the socket is alive.
    this.cancelPongWait?.()
    this.cancelPongWait = null
    if (this.status === 'ready') this.keepAlive()
    switch (frame.type) {
      case 'message':
        return this.deliver(frame.message)
      case 'ready':
        this.attempt = 0
        this.lastId = Math.max(this.lastId, frame.lastId)
        this.setStatus('ready')
        this.keepAlive()
        // What was not acknowledged goes again under the same clientId: the server stores it once.
        for (const pending of this.outgoing.values()) this.write(pending.frame)
        return
      case 'ack':
        return this.settle(frame.clientId, (pending) => pending.resolve(frame.id))
      case 'error':
        if (frame.clientId) this.settle(frame.clientId, (pending) => pending.reject(frame))
        return
      case 'read':
        for (const listener of this.readListeners) listener(frame)
        return
      default:
        return
    }
  }

  private settle(clientId: string, how: (pending: Outgoing) => void) {
    const pending = this.outgoing.get(clientId)
    if (!pending) return
    this.outgoing.delete(clientId)
    how(pending)
  }

  private deliver(message: ChatMessage) {
    if (message.id <= this.lastId) return
    this.lastId = message.id
    // The sender's own copy also settles its send, should the ack have been lost with a socket.
    if (message.clientId) this.settle(message.clientId, (pending) => pending.resolve(message.id))
    for (const listener of this.messageListeners) listener(message)
  }
}
