import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import type { CardForm, ChatMessage, ExchangeStatus, OwnCard, ServerFrame } from '../../../src/contract/network'
import type { Database } from '../platform/connect'
import type { RegistrationDeps } from '../registration/deps'
import { call, freshUser, type TestApp } from '../test-app'

// What the network's test files share: people with cards, exchanged cards, a signing key, and a socket client.

/** Registration's dependencies with a known key, so tests can sign badges and card codes. */
export const testDeps = (): RegistrationDeps => ({ signingKey: randomBytes(32), uploads: null })

/** A valid card form; `overrides` change any field. */
export const cardForm = (overrides: Partial<CardForm> = {}): CardForm => ({
  name: '测试名片',
  organisation: '厦门测试科技有限公司',
  position: '总经理',
  offers: ['investment'],
  seeks: ['projects'],
  phone: '13912340000',
  email: 'card@example.com',
  ...overrides,
})

type App = TestApp['app']

/** A fresh user with a card of their own. */
export async function person(app: App, db: Database, overrides: Partial<CardForm> = {}) {
  const user = await freshUser(db)
  const phone = overrides.phone ?? user.phone
  const saved = await call<OwnCard>(app, 'POST', '/user-central/userBusinessCardApply/add', {
    token: user.token,
    body: cardForm({ name: `用户${user.id}`, phone, ...overrides }),
  })
  assert.equal(saved.status, 200, JSON.stringify(saved.body))
  return { ...user, card: saved.body.data }
}

type Person = Awaited<ReturnType<typeof person>>

/** `a` asks `b` for an exchange and `b` accepts. */
export async function exchange(app: App, a: Person, b: Person) {
  const asked = await call<ExchangeStatus>(app, 'POST', '/user-central/network/exchange/request', {
    token: a.token,
    body: { userId: b.id },
  })
  assert.equal(asked.status, 200, JSON.stringify(asked.body))
  const accepted = await call<ExchangeStatus>(app, 'POST', '/user-central/network/exchange/accept', {
    token: b.token,
    body: { id: asked.body.data.requestId },
  })
  assert.equal(accepted.body.data.state, 'exchanged')
}

/**
 * A chat socket client as the app holds one: connects, authenticates, keeps every frame; `waitFor` resolves once a
 * frame matches, `messages` are the delivered messages in arrival order.
 */
export class SocketClient {
  readonly frames: ServerFrame[] = []
  private waiters: { test: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = []
  closed: { code: number } | null = null
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame
      this.frames.push(frame)
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(frame)) return true
        waiter.resolve(frame)
        return false
      })
    })
    socket.on('close', (code) => {
      this.closed = { code }
    })
  }

  /** Opens a socket to `base` (http://host:port) and authenticates, resuming after `after`; waits for `ready`. */
  static async connect(base: string, token: string, after = 0, lang: 'zh' | 'en' = 'zh') {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/user-central/network/chat/socket`)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    const client = new SocketClient(socket)
    const ready = client.waitFor((frame) => frame.type === 'ready')
    client.send({ type: 'auth', token, after, lang })
    await ready
    return client
  }

  get messages(): ChatMessage[] {
    return this.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message] : []))
  }

  send(frame: object) {
    this.socket.send(JSON.stringify(frame))
  }

  waitFor(test: (frame: ServerFrame) => boolean, timeoutMs = 15_000): Promise<ServerFrame> {
    const found = this.frames.find(test)
    if (found) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms`)), timeoutMs)
      this.waiters.push({
        test,
        resolve: (frame) => {
          clearTimeout(timer)
          resolve(frame)
        },
      })
    })
  }

  /** Waits until `count` messages have arrived. */
  async waitForMessages(count: number, timeoutMs = 30_000) {
    const started = Date.now()
    while (this.messages.length < count) {
      if (Date.now() - started > timeoutMs) throw new Error(`${this.messages.length} of ${count} messages arrived`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return this.messages
  }

  async close() {
    if (this.socket.readyState === WebSocket.CLOSED) return
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}
