import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { call, type TestApp, withTestApp } from '../test-app'
import { trustProxyFromEnv } from './trust-proxy'
import { DEFAULT_CODES_PER_ADDRESS_HOUR } from '../account/login-codes'
import { loginCodes } from '../account/schema'

const sendCode = (t: Pick<TestApp, 'app'>, account: string, remoteAddress: string, forwardedFor?: string) =>
  call(t.app, 'POST', '/user-central/login/sendCode', {
    body: { method: 'email', account },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })

const addressOf = async (t: Pick<TestApp, 'db'>, account: string) =>
  (
    await t.db
      .select({ ip: loginCodes.ip })
      .from(loginCodes)
      .where(eq(loginCodes.account, account))
      .orderBy(desc(loginCodes.id))
  )[0].ip

describe('client addresses behind a proxy', () => {
  const t = withTestApp({
    login: { sender: { send: async () => undefined } },
    trustProxy: trustProxyFromEnv('10.0.0.1, 192.168.0.0/16'),
  })

  it('believe X-Forwarded-For only from a trusted proxy, so per-address limits count the real client', async () => {
    assert.equal((await sendCode(t, 'via-proxy@example.com', '10.0.0.1', '198.51.100.3')).status, 200)
    assert.equal(await addressOf(t, 'via-proxy@example.com'), '198.51.100.3')
    assert.equal((await sendCode(t, 'via-range@example.com', '192.168.4.4', '198.51.100.4')).status, 200)
    assert.equal(await addressOf(t, 'via-range@example.com'), '198.51.100.4')
    // A client naming itself in the header is not believed.
    assert.equal((await sendCode(t, 'spoofer@example.com', '203.0.113.9', '198.51.100.5')).status, 200)
    assert.equal(await addressOf(t, 'spoofer@example.com'), '203.0.113.9')
  })

  it('are not believed at all without TRUST_PROXY, and a bad entry stops the start', () => {
    assert.equal(trustProxyFromEnv(undefined), false)
    assert.equal(trustProxyFromEnv(' '), false)
    assert.throws(
      () => trustProxyFromEnv('10.0.0.1,proxy.example'),
      /TRUST_PROXY must list addresses or CIDR ranges, got "proxy.example"/,
    )
  })
})

describe('login codes from one venue network', () => {
  const t = withTestApp({ login: { sender: { send: async () => undefined } } })

  it('are not capped at a handful: many visitors behind one address each get their code', async () => {
    assert.ok(DEFAULT_CODES_PER_ADDRESS_HOUR >= 200)
    for (let i = 0; i < 40; i += 1) {
      const answer = await sendCode(t, `visitor${i}@example.com`, '198.51.100.200')
      assert.equal(answer.status, 200, answer.body.msg)
    }
    // The per-account limit still holds for each of them.
    assert.equal((await sendCode(t, 'visitor0@example.com', '198.51.100.200')).status, 429)
  })
})
