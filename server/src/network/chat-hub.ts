import { Value } from '@sinclair/typebox/value'
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import {
  CHAT_CHANNEL,
  messagesAfter,
  readUpTo,
  recipientsOf,
  sendMessage,
  showMessages,
  unreadAfter,
  type ChatEvent,
} from './chat.service'
import {
  AuthFrame,
  type ClientFrame,
  PingFrame,
  ReadFrame,
  SendFrame,
  type ChatMessage,
  type ServerFrame,
} from '../../../src/contract/network'
import { CHAT_MESSAGES_PER_MINUTE, NetworkCode, SocketClose } from '../../../src/contract/network.codes'
import { findSessionUser } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { inputProblem } from '../platform/input-text'
import type { Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { listen } from '../platform/notifications'
import { countInWindow } from '../platform/write-limits'

// The chat socket's server side: each client is authenticated by its token, resumes after the last message id it
// holds, then receives every message of its user's conversations once, in id order. Every server process listens on
// CHAT_CHANNEL and delivers what any process committed to the sockets it holds.

/** How long a socket may stay without a valid `auth` frame. */
export const AUTH_TIMEOUT_MS = 10_000
/** Messages read per query while a client catches up. */
const RESUME_BATCH = 200

type Committed = Extract<ChatEvent, { type: 'message' }>['message']

/** Each client frame's schema by its type. */
const FRAMES = { auth: AuthFrame, send: SendFrame, read: ReadFrame, ping: PingFrame }

/** One connected, signed-in socket. */
class ChatClient {
  /** The last message id sent to this socket; only later ones are sent. */
  cursor = 0
  /** While it catches up from the database, live messages wait here (null once caught up). */
  private waiting: Committed[] | null = null

  constructor(
    readonly socket: WebSocket,
    readonly userId: number,
    readonly lang: Lang,
  ) {}

  get open() {
    return this.socket.readyState === this.socket.OPEN
  }

  send(frame: ServerFrame) {
    if (this.open) this.socket.send(JSON.stringify(frame))
  }

  private deliver(message: ChatMessage) {
    if (message.id <= this.cursor) return
    this.cursor = message.id
    this.send({ type: 'message', message })
  }

  /**
   * Sends every message after `after` from the database, then what arrived live meanwhile, and only then takes live
   * messages directly: nothing is missed and nothing is sent twice.
   */
  async catchUp(db: Database, after: number) {
    this.waiting ??= []
    this.cursor = Math.max(this.cursor, after)
    for (;;) {
      const batch = await messagesAfter(db, this.userId, this.cursor, RESUME_BATCH)
      for (const message of await showMessages(db, this.lang, this.userId, batch)) this.deliver(message)
      if (batch.length < RESUME_BATCH) break
    }
    while (this.waiting.length > 0) {
      const next = this.waiting.shift() as Committed
      if (next.id > this.cursor) this.deliver((await showMessages(db, this.lang, this.userId, [next]))[0])
    }
    this.waiting = null
  }

  /** A live message of the user's: held while catching up; else whether it is new to this socket. */
  takes(message: Committed): boolean {
    if (this.waiting) {
      this.waiting.push(message)
      return false
    }
    return message.id > this.cursor
  }

  /** A live message worded for this socket. */
  push(message: ChatMessage) {
    this.deliver(message)
  }
}

/** The sockets of one server process and its delivery of what every process commits. */
export class ChatHub {
  private readonly clients = new Map<number, Set<ChatClient>>()
  private delivery: Promise<void> = Promise.resolve()
  private listening: Promise<() => Promise<void>> | null = null

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens from the first socket on, so an app that never serves one holds no connection for it. */
  private ensureListening() {
    this.listening ??= listen(
      this.db,
      CHAT_CHANNEL,
      (payload) => this.enqueue(payload),
      () => this.catchUpAll(),
    )
    return this.listening
  }

  async stop() {
    for (const set of this.clients.values())
      for (const client of set) client.socket.close(SocketClose.goingAway, 'server stopping')
    this.clients.clear()
    if (this.listening) await (await this.listening)()
    await this.delivery
  }

  /** Notifications are handled one after another, so every socket gets messages in commit order. */
  private enqueue(payload: string) {
    this.delivery = this.delivery
      .then(() => this.handle(JSON.parse(payload) as ChatEvent))
      .catch((error: unknown) => this.log.error({ err: error }, 'chat delivery failed'))
  }

  private async handle(event: ChatEvent) {
    if (event.type === 'waiting') {
      for (const userId of event.userIds)
        for (const client of this.clients.get(userId) ?? []) client.send({ type: 'waiting' })
      return
    }
    if (event.type === 'read') {
      const clients = [...(this.clients.get(event.userId) ?? [])]
      if (clients.length === 0) return
      const unread = await unreadAfter(this.db, event.userId, event.conversation, event.lastReadId)
      for (const client of clients)
        client.send({ type: 'read', conversation: event.conversation, lastReadId: event.lastReadId, unread })
      return
    }
    const recipients = await recipientsOf(this.db, event.message.conversation, [...this.clients.keys()])
    for (const userId of recipients) {
      const worded = new Map<Lang, ChatMessage>()
      for (const client of this.clients.get(userId) ?? []) {
        if (!client.takes(event.message)) continue
        if (!worded.has(client.lang))
          worded.set(client.lang, (await showMessages(this.db, client.lang, userId, [event.message]))[0])
        client.push(worded.get(client.lang) as ChatMessage)
      }
    }
  }

  /** After the listening connection was replaced, every socket catches up from the last message it got. */
  private catchUpAll() {
    for (const set of this.clients.values())
      for (const client of set)
        client
          .catchUp(this.db, client.cursor)
          .catch((error: unknown) => this.log.error({ err: error }, 'chat resume failed'))
  }

  private add(client: ChatClient) {
    const set = this.clients.get(client.userId) ?? new Set()
    set.add(client)
    this.clients.set(client.userId, set)
  }

  private remove(client: ChatClient) {
    const set = this.clients.get(client.userId)
    set?.delete(client)
    if (set?.size === 0) this.clients.delete(client.userId)
  }

  /** Serves one socket: waits for `auth`, catches it up, then answers its frames one at a time, in order. */
  accept(socket: WebSocket, lang: Lang) {
    let client: ChatClient | null = null
    let work: Promise<unknown> = Promise.resolve()
    const timer = setTimeout(() => {
      if (!client) socket.close(SocketClose.unauthorised, 'authentication required')
    }, AUTH_TIMEOUT_MS)

    const start = async (token: string, after: number, frameLang: Lang) => {
      const user = await findSessionUser(this.db, token)
      if (!user) return socket.close(SocketClose.unauthorised, 'authentication required')
      clearTimeout(timer)
      await this.ensureListening()
      if (socket.readyState !== socket.OPEN) return
      const started = new ChatClient(socket, user.id, frameLang)
      client = started
      this.add(started)
      await started.catchUp(this.db, after)
      started.send({ type: 'ready', userId: user.id, lastId: started.cursor })
    }

    const refuse = (error: unknown, clientId?: string) => {
      const known = error instanceof ApiError ? error : null
      if (!known) this.log.error({ err: error }, 'chat frame failed')
      const field = (known?.data as { field?: string } | null)?.field
      const readerLang = client?.lang ?? lang
      client?.send({
        type: 'error',
        code: known?.code ?? 500,
        msg: known ? known.text(readerLang) : messageText('serverError', readerLang),
        ...(clientId ? { clientId } : {}),
        ...(field ? { field } : {}),
      })
    }

    const handle = async (raw: string) => {
      let frame: unknown
      try {
        frame = JSON.parse(raw)
      } catch {
        return socket.close(SocketClose.badFrame, 'not JSON')
      }
      const schema = FRAMES[(frame as { type?: unknown } | null)?.type as keyof typeof FRAMES]
      if (!schema) return socket.close(client ? SocketClose.badFrame : SocketClose.unauthorised, 'not a client frame')
      const problem = inputProblem(frame)
      if (problem || !Value.Check(schema, frame)) {
        if (!client) return socket.close(SocketClose.unauthorised, 'authentication required')
        const field = problem ? null : [...Value.Errors(schema, frame)][0]?.path.replace(/^\//, '').replace(/\//g, '.')
        const refusal = field
          ? new ApiError(400, 400, 'invalidField', { field }).withData({ field, problem: 'invalid' })
          : new ApiError(400, 400, problem ?? 'badRequest')
        const clientId = (frame as { clientId?: unknown }).clientId
        return refuse(refusal, typeof clientId === 'string' ? clientId : undefined)
      }
      const valid = frame as ClientFrame
      if (valid.type === 'auth') {
        if (!client) await start(valid.token, valid.after ?? 0, valid.lang ?? lang)
        return
      }
      if (!client) return socket.close(SocketClose.unauthorised, 'authentication required')
      if (valid.type === 'ping') return client.send({ type: 'pong' })
      if (valid.type === 'read') return readUpTo(this.db, client.userId, valid.conversation, valid.upTo)
      const clientId = valid.clientId ?? ''
      // Counted per person in the database: more sockets or server processes send no more.
      const { current } = await countInWindow(this.db, `chat:user:${client.userId}`, 60_000)
      if (current > CHAT_MESSAGES_PER_MINUTE)
        return refuse(new ApiError(429, NetworkCode.tooFast, 'network.chat.tooFast'), clientId)
      try {
        const message = await sendMessage(this.db, client.userId, valid)
        client.send({ type: 'ack', clientId, id: message.id })
      } catch (error) {
        refuse(error, clientId)
      }
    }

    socket.on('message', (data) => {
      work = work.then(() => handle(String(data))).catch((error: unknown) => refuse(error))
    })
    socket.on('close', () => {
      clearTimeout(timer)
      if (client) this.remove(client)
    })
  }
}
