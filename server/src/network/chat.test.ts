import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { describe, it } from 'node:test'
import WebSocket from 'ws'
import { exchange, person, SocketClient } from './testing'
import type {
  ChatMessage,
  Conversation,
  GroupDetail,
  History,
  ServerFrame,
  UnreadTotal,
} from '../../../src/contract/network'
import { NetworkCode, CHAT_MESSAGES_PER_MINUTE, SocketClose } from '../../../src/contract/network.codes'
import { ownUpload } from '../registration/testing'
import { call, withTestApp } from '../test-app'

// Messages over HTTP and the socket on the embedded database, in one server process.

const t = withTestApp({}, async ({ app }) => {
  await app.listen({ port: 0, host: '127.0.0.1' })
})
const base = () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`

const post = <T>(url: string, token: string | undefined, body: unknown, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'POST', `/user-central/network/${url}`, { token, body, lang })
const get = <T>(url: string, token?: string, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'GET', `/user-central/network/${url}`, { token, lang })

type Person = Awaited<ReturnType<typeof person>>

/** A group of `members` people (the first owns it) and its conversation key. */
async function groupOf(members: Person[]) {
  const [owner, ...others] = members
  const created = await post<GroupDetail>('group/create', owner.token, { name: '聊天群', isOpen: false })
  for (const member of others) {
    await post('group/invite', owner.token, { groupId: created.body.data.id, userId: member.id })
    await post('group/invitation/accept', member.token, { groupId: created.body.data.id })
  }
  return `group:${created.body.data.id}`
}

describe('messages over HTTP', () => {
  it('sends, pages history oldest first, counts unread and marks read', async () => {
    const [a, b] = [await person(t.app, t.db), await person(t.app, t.db)]
    const key = await groupOf([a, b])
    for (let i = 1; i <= 5; i += 1)
      assert.equal(
        (await post('chat/send', a.token, { conversation: key, kind: 'text', body: `消息${i}` })).status,
        200,
      )
    const unread = await get<Conversation[]>('chat/conversations', b.token)
    const conversation = unread.body.data.find((c) => c.key === key)
    assert.equal(conversation?.unread, 5)
    assert.equal(conversation?.lastMessage?.body, '消息5')
    const page = await get<History>(`chat/history?conversation=${key}&pageSize=3`, b.token)
    assert.deepEqual(
      page.body.data.messages.map((m) => m.body),
      ['消息3', '消息4', '消息5'],
    )
    assert.equal(page.body.data.more, true)
    const older = await get<History>(
      `chat/history?conversation=${key}&pageSize=3&before=${page.body.data.messages[0].id}`,
      b.token,
    )
    // Two lines say who joined, then 消息1 and 消息2.
    assert.deepEqual(
      older.body.data.messages.map((m) => m.kind),
      ['system', 'text', 'text'],
    )
    assert.equal(older.body.data.more, true)
    const read = await post<{ unread: number }>('chat/read', b.token, {
      conversation: key,
      upTo: page.body.data.messages[1].id,
    })
    assert.equal(read.body.data.unread, 1)
    assert.equal((await get<UnreadTotal>('chat/unread', b.token)).body.data.total, 1)
    assert.equal((await get<UnreadTotal>('chat/unread', a.token)).body.data.total, 0)
  })

  it('keeps a group’s chat to its members and one-to-one chat to people who exchanged cards, never oneself', async () => {
    const [a, b, c] = [await person(t.app, t.db), await person(t.app, t.db), await person(t.app, t.db)]
    const key = await groupOf([a, b])
    const outsider = await post('chat/send', c.token, { conversation: key, kind: 'text', body: 'hi' }, 'en')
    assert.equal(outsider.status, 403)
    assert.equal(outsider.body.code, NetworkCode.membersOnly)
    assert.equal((await get(`chat/history?conversation=${key}`, c.token)).status, 403)
    const direct = `direct:${Math.min(a.id, b.id)}-${Math.max(a.id, b.id)}`
    const early = await post('chat/send', a.token, { conversation: direct, kind: 'text', body: 'hi' })
    assert.equal(early.body.code, NetworkCode.exchangeFirst)
    assert.equal((await post('chat/direct', a.token, { userId: b.id })).body.code, NetworkCode.exchangeFirst)
    await exchange(t.app, a, b)
    assert.deepEqual((await post('chat/direct', a.token, { userId: b.id })).body.data, { conversation: direct })
    assert.equal((await post('chat/send', a.token, { conversation: direct, kind: 'text', body: 'hi' })).status, 200)
    // Seed 001: "The room does not exist", for a chat the caller is not part of as for one that never was.
    const notInIt = await get(`chat/history?conversation=${direct}`, c.token, 'en')
    assert.deepEqual([notInIt.status, notInIt.body.msg], [404, 'The room does not exist'])
    const noGroup = await get('chat/history?conversation=group:999999', a.token)
    assert.deepEqual([noGroup.status, noGroup.body.msg], [404, '房间不存在'])
    const self = await post('chat/direct', a.token, { userId: a.id }, 'en')
    assert.equal(self.body.msg, 'You cannot exchange cards with or chat to yourself')
    const selfKey = await post('chat/send', a.token, {
      conversation: `direct:${a.id}-${a.id}`,
      kind: 'text',
      body: 'x',
    })
    assert.equal(selfKey.body.code, NetworkCode.self)
    assert.equal((await get(`chat/history?conversation=service:${b.id}`, a.token)).status, 404)
  })

  it('takes pictures the sender uploaded only, refuses bad input naming the field, and stores a resend once', async () => {
    const [a, b] = [await person(t.app, t.db), await person(t.app, t.db)]
    const key = await groupOf([a, b])
    const own = await ownUpload(t.db, a.id)
    const others = await ownUpload(t.db, b.id)
    const picture = await post<ChatMessage>('chat/send', a.token, { conversation: key, kind: 'image', body: own })
    assert.equal(picture.body.data.kind, 'image')
    const refused = await post('chat/send', a.token, { conversation: key, kind: 'image', body: others }, 'en')
    assert.deepEqual(refused.body.data, { field: 'body', problem: 'upload' })
    for (const [body, field] of [
      [{ conversation: 'group:x', kind: 'text', body: 'a' }, 'conversation'],
      [{ conversation: key, kind: 'video', body: 'a' }, 'kind'],
      [{ conversation: key, kind: 'text', body: '' }, 'body'],
      [{ conversation: key, kind: 'text', body: 'x'.repeat(1001) }, 'body'],
      [{ conversation: key, kind: 'text' }, 'body'],
    ] as const) {
      const answer = await post<{ field: string }>('chat/send', a.token, body, 'en')
      assert.equal(answer.status, 400, JSON.stringify(body))
      assert.equal(answer.body.data.field, field, JSON.stringify(body))
    }
    const blank = await post('chat/send', a.token, { conversation: key, kind: 'text', body: '   ' })
    assert.deepEqual(blank.body.data, { field: 'body', problem: 'required' })
    const once = await post<ChatMessage>('chat/send', a.token, {
      conversation: key,
      kind: 'text',
      body: '一次',
      clientId: 'c-1',
    })
    const twice = await post<ChatMessage>('chat/send', a.token, {
      conversation: key,
      kind: 'text',
      body: '一次',
      clientId: 'c-1',
    })
    assert.equal(once.body.data.id, twice.body.data.id)
    assert.equal(once.body.data.clientId, 'c-1')
    assert.equal((await post('chat/send', undefined, { conversation: key, kind: 'text', body: 'x' })).body.code, 30000)
  })
})

describe('the socket on the embedded database', () => {
  it('delivers a message to every member’s socket once, with the sender’s ack; system lines in each reader’s language', async () => {
    const [a, b] = [await person(t.app, t.db), await person(t.app, t.db)]
    const key = await groupOf([a, b])
    const alice = await SocketClient.connect(base(), a.token)
    const bob = await SocketClient.connect(base(), b.token, 0, 'en')
    try {
      assert.ok(bob.messages.some((m) => m.kind === 'system' && m.body === `用户${b.id} joined the group`))
      const before = bob.messages.length
      alice.send({ type: 'send', conversation: key, kind: 'text', body: '你好 Bob', clientId: 'x1' })
      const ack = await alice.waitFor((f) => f.type === 'ack')
      const [received] = (await bob.waitForMessages(before + 1)).slice(before)
      assert.equal(received.body, '你好 Bob')
      assert.equal(received.sender?.userId, a.id)
      assert.equal(received.clientId, '')
      assert.equal(ack.type === 'ack' && ack.id, received.id)
      const echoed = await alice.waitFor((f) => f.type === 'message' && f.message.id === received.id)
      assert.equal(echoed.type === 'message' && echoed.message.clientId, 'x1')
      bob.send({ type: 'read', conversation: key, upTo: received.id })
      const read = await bob.waitFor((f) => f.type === 'read')
      assert.deepEqual(read, { type: 'read', conversation: key, lastReadId: received.id, unread: 0 })
      bob.send({ type: 'ping' })
      await bob.waitFor((f) => f.type === 'pong')
      bob.send({ type: 'send', conversation: key, kind: 'text', body: '', clientId: 'bad' })
      const error = await bob.waitFor((f) => f.type === 'error')
      assert.equal(error.type === 'error' && error.clientId, 'bad')
      assert.equal(error.type === 'error' && error.field, 'body')
      bob.send({ type: 'send', conversation: `group:999999`, kind: 'text', body: 'x', clientId: 'gone' })
      const missing = await bob.waitFor((f) => f.type === 'error' && f.clientId === 'gone')
      assert.equal(missing.type === 'error' && missing.code, 404)
    } finally {
      await alice.close()
      await bob.close()
    }
  })

  it('closes a socket without a valid token, or whose first frame is not auth', async () => {
    for (const first of [{ type: 'auth', token: 'f'.repeat(64) }, { type: 'ping' }, 'not json']) {
      const socket = new WebSocket(`${base().replace('http', 'ws')}/user-central/network/chat/socket`)
      await new Promise((resolve) => socket.once('open', resolve))
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
      socket.send(typeof first === 'string' ? first : JSON.stringify(first))
      assert.ok([SocketClose.unauthorised, SocketClose.badFrame].includes((await closed) as 4401 | 4400))
    }
  })

  it('resumes after the last message id it holds: a reconnect receives what it missed, once', async () => {
    const [a, b] = [await person(t.app, t.db), await person(t.app, t.db)]
    await exchange(t.app, a, b)
    const key = (await post<{ conversation: string }>('chat/direct', a.token, { userId: b.id })).body.data.conversation
    const bob = await SocketClient.connect(base(), b.token)
    await post('chat/send', a.token, { conversation: key, kind: 'text', body: '第一条' })
    const [first] = await bob.waitForMessages(1)
    await bob.close()
    for (const body of ['错过1', '错过2', '错过3'])
      await post('chat/send', a.token, { conversation: key, kind: 'text', body })
    const again = await SocketClient.connect(base(), b.token, first.id)
    try {
      const ready = again.frames.findIndex((f) => f.type === 'ready')
      assert.deepEqual(
        again.frames.slice(0, ready).map((f) => f.type === 'message' && f.message.body),
        ['错过1', '错过2', '错过3'],
      )
      await post('chat/send', a.token, { conversation: key, kind: 'text', body: '之后' })
      await again.waitForMessages(4)
      assert.deepEqual(
        again.messages.map((m) => m.body),
        ['错过1', '错过2', '错过3', '之后'],
      )
    } finally {
      await again.close()
    }
  })

  it('delivers 200 messages from 20 clients to every member once each, in order per sender', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => person(t.app, t.db)))
    const key = await groupOf(people)
    const clients = await Promise.all(people.map((p) => SocketClient.connect(base(), p.token)))
    try {
      const start = Math.max(...clients.map((c) => c.messages.at(-1)?.id ?? 0))
      await Promise.all(
        clients.map(async (client, sender) => {
          for (let i = 0; i < 10; i += 1)
            client.send({
              type: 'send',
              conversation: key,
              kind: 'text',
              body: `${sender}:${i}`,
              clientId: `s${sender}-${i}`,
            })
        }),
      )
      for (const client of clients) {
        const all = await waitForCount(client, start, 200)
        assert.equal(all.length, 200)
        assert.equal(new Set(all.map((m) => m.id)).size, 200, 'each once')
        for (let sender = 0; sender < 20; sender += 1) {
          const own = all.filter((m) => m.body.startsWith(`${sender}:`)).map((m) => Number(m.body.split(':')[1]))
          assert.deepEqual(own, [...Array(10).keys()], `sender ${sender}`)
        }
        const ids = all.map((m) => m.id)
        assert.deepEqual(
          ids,
          [...ids].sort((x, y) => x - y),
          'in id order',
        )
      }
    } finally {
      await Promise.all(clients.map((c) => c.close()))
    }
  })

  it('refuses more than a person’s messages a minute, however many sockets they send from', async () => {
    const [a, b] = [await person(t.app, t.db), await person(t.app, t.db)]
    const key = await groupOf([a, b])
    const sockets = await Promise.all(Array.from({ length: 5 }, () => SocketClient.connect(base(), a.token)))
    try {
      const perSocket = Math.ceil((CHAT_MESSAGES_PER_MINUTE + 20) / sockets.length)
      sockets.forEach((socket, s) => {
        for (let i = 0; i < perSocket; i += 1)
          socket.send({ type: 'send', conversation: key, kind: 'text', body: `${s}.${i}`, clientId: `s${s}m${i}` })
      })
      // Each socket answers its frames in order: its last answer comes after all the others.
      const last = `m${perSocket - 1}`
      await Promise.all(
        sockets.map((socket, s) =>
          socket.waitFor((f) => (f.type === 'ack' || f.type === 'error') && f.clientId === `s${s}${last}`),
        ),
      )
      const frames = sockets.flatMap((socket) => socket.frames)
      assert.equal(frames.filter((f) => f.type === 'ack').length, CHAT_MESSAGES_PER_MINUTE)
      const refused = frames.filter((f) => f.type === 'error') as Extract<ServerFrame, { type: 'error' }>[]
      assert.equal(refused.length, sockets.length * perSocket - CHAT_MESSAGES_PER_MINUTE)
      assert.ok(refused.every((f) => f.code === NetworkCode.tooFast))
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()))
    }
  })
})

/** Waits until a client holds `count` messages after `start`. */
async function waitForCount(client: SocketClient, start: number, count: number) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const after = client.messages.filter((m) => m.id > start)
    if (after.length >= count || Date.now() > deadline) return after
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
