import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { describe, it } from 'node:test'
import { exchange, person, SocketClient } from './testing'
import type { ExchangeStatus } from '../../../src/contract/network'
import type { Waiting } from '../../../src/contract/waiting'
import { call, withTestApp } from '../test-app'

const t = withTestApp({}, async ({ app }) => {
  await app.listen({ port: 0, host: '127.0.0.1' })
})
const base = () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
const waitingOf = (token?: string) => call<Waiting>(t.app, 'GET', '/user-central/network/waiting', { token })

describe('what waits for the user', () => {
  it('counts the requests to answer and the messages to read, with the newest message id, for the user only', async () => {
    const [a, b] = [await person(t.app, t.db), await person(t.app, t.db)]
    const before = await waitingOf(b.token)
    assert.deepEqual(
      { ...before.body.data, lastMessageId: 0 },
      {
        cardRequests: 0,
        meetingRequests: 0,
        groupRequests: 0,
        groupInvitations: 0,
        unreadMessages: 0,
        lastMessageId: 0,
      },
    )
    const asked = await call<ExchangeStatus>(t.app, 'POST', '/user-central/network/exchange/request', {
      token: a.token,
      body: { userId: b.id },
    })
    assert.equal(asked.status, 200)
    assert.equal((await waitingOf(b.token)).body.data.cardRequests, 1)
    assert.equal((await waitingOf(a.token)).body.data.cardRequests, 0, 'a request sent waits for the other side')
    assert.equal((await waitingOf()).body.code, 30000)
  })

  it('tells the sockets of both sides when a card request arrives and when it is answered', async () => {
    const [a, b] = [await person(t.app, t.db), await person(t.app, t.db)]
    const [alice, bob] = [await SocketClient.connect(base(), a.token), await SocketClient.connect(base(), b.token)]
    try {
      await exchange(t.app, a, b)
      await bob.waitFor((frame) => frame.type === 'waiting')
      const told = () => alice.frames.filter((frame) => frame.type === 'waiting').length
      await alice.waitFor(() => told() >= 2)
      assert.equal((await waitingOf(b.token)).body.data.cardRequests, 0)
    } finally {
      await alice.close()
      await bob.close()
    }
  })
})
