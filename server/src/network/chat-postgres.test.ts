import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { exchange, person, SocketClient } from './testing'
import { testPostgres, type TestCluster } from './testing-postgres'
import type { GroupDetail } from '../../../src/contract/network'
import { call, openTestApp, type TestApp } from '../test-app'

// Two server processes on one PostgreSQL: a message committed by one reaches sockets held by the other through
// LISTEN/NOTIFY. Runs on DATABASE_URL, else on a cluster of its own; skipped (saying why) when neither can be had.

const SERVER = fileURLToPath(new URL('./testing-chat-server.ts', import.meta.url))

let cluster: TestCluster | null = null
let skip = ''
let opened: TestApp | null = null
const servers: ChildProcess[] = []
const bases: string[] = []
// Restored afterwards: the files after this one in the same process run on their own databases.
const givenUrl = process.env.DATABASE_URL

/** Starts a server process on the cluster and answers its base URL once it listens. */
function startServer(url: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  servers.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = /\{"port":(\d+)\}/.exec(output)
      if (line) resolve(`http://127.0.0.1:${line[1]}`)
    })
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)))
  })
}

before(async () => {
  const found = await testPostgres()
  if ('skip' in found) {
    skip = found.skip
    return
  }
  cluster = found
  // The test app empties and seeds the database it is pointed at, as every server test file does on PostgreSQL.
  process.env.DATABASE_URL = found.url
  opened = await openTestApp()
  bases.push(...(await Promise.all([startServer(found.url), startServer(found.url)])))
})

after(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
  await opened?.close()
  await cluster?.stop()
  if (givenUrl === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = givenUrl
})

const app = () => (opened as TestApp).app
const db = () => (opened as TestApp).db

/** A private group of these people, the first its owner; its conversation key. */
async function groupOf(people: Awaited<ReturnType<typeof person>>[]) {
  const [owner, ...others] = people
  const created = await call<GroupDetail>(app(), 'POST', '/user-central/network/group/create', {
    token: owner.token,
    body: { name: 'PG', isOpen: false },
  })
  for (const member of others) {
    await call(app(), 'POST', '/user-central/network/group/invite', {
      token: owner.token,
      body: { groupId: created.body.data.id, userId: member.id },
    })
    await call(app(), 'POST', '/user-central/network/group/invitation/accept', {
      token: member.token,
      body: { groupId: created.body.data.id },
    })
  }
  return `group:${created.body.data.id}`
}

describe('the socket across two server processes sharing one PostgreSQL', () => {
  it('delivers messages both ways between clients on different processes, and a reconnect gets what it missed', async (test) => {
    if (skip) return test.skip(skip)
    const [a, b] = [await person(app(), db()), await person(app(), db())]
    await exchange(app(), a, b)
    const key = `direct:${Math.min(a.id, b.id)}-${Math.max(a.id, b.id)}`
    const alice = await SocketClient.connect(bases[0], a.token)
    let bob = await SocketClient.connect(bases[1], b.token)
    try {
      alice.send({ type: 'send', conversation: key, kind: 'text', body: 'from process one', clientId: 'p1' })
      const [got] = await bob.waitForMessages(1)
      assert.equal(got.body, 'from process one')
      assert.equal(got.sender?.userId, a.id)
      bob.send({ type: 'send', conversation: key, kind: 'text', body: 'from process two', clientId: 'p2' })
      await alice.waitFor((f) => f.type === 'message' && f.message.body === 'from process two')
      await bob.close()
      for (const body of ['missed 1', 'missed 2'])
        alice.send({ type: 'send', conversation: key, kind: 'text', body, clientId: body.replace(' ', '-') })
      await alice.waitFor((f) => f.type === 'ack' && f.clientId === 'missed-2')
      bob = await SocketClient.connect(bases[0], b.token, got.id)
      const ready = bob.frames.findIndex((f) => f.type === 'ready')
      assert.deepEqual(
        bob.frames.slice(0, ready).map((f) => f.type === 'message' && f.message.body),
        ['from process two', 'missed 1', 'missed 2'],
      )
    } finally {
      await alice.close()
      await bob.close()
    }
  })

  it('delivers 200 messages from 20 clients on two processes once each, in order per sender', async (test) => {
    if (skip) return test.skip(skip)
    const people = await Promise.all(Array.from({ length: 20 }, () => person(app(), db())))
    const key = await groupOf(people)
    const clients = await Promise.all(people.map((p, i) => SocketClient.connect(bases[i % 2], p.token)))
    try {
      const start = Math.max(...clients.map((c) => c.messages.at(-1)?.id ?? 0))
      clients.forEach((client, sender) => {
        for (let i = 0; i < 10; i += 1)
          client.send({
            type: 'send',
            conversation: key,
            kind: 'text',
            body: `${sender}:${i}`,
            clientId: `pg${sender}-${i}`,
          })
      })
      for (const client of clients) {
        const deadline = Date.now() + 60_000
        while (client.messages.filter((m) => m.id > start).length < 200 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 25))
        const all = client.messages.filter((m) => m.id > start)
        assert.equal(all.length, 200)
        assert.equal(new Set(all.map((m) => m.id)).size, 200)
        for (let sender = 0; sender < 20; sender += 1)
          assert.deepEqual(
            all.filter((m) => m.body.startsWith(`${sender}:`)).map((m) => Number(m.body.split(':')[1])),
            [...Array(10).keys()],
          )
      }
    } finally {
      await Promise.all(clients.map((c) => c.close()))
    }
  })
})
