import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { LoginResult, UserProfile } from '../../../src/services/api/user-central.dto'
import { users, wechatAccounts } from '../db/all-tables'
import { ensureDemoUser } from '../seed/demo-user'
import { call, openTestApp, type TestApp } from '../testing/test-app'
import { localMiniProgramClient, wechatMiniProgramClient } from '../wechat/mini-program'

const SESSION_KEY = 'tiihtNczf5v6AKRyjwEUhQ=='

describe('POST /user-central/login/byWechatCode (local stand-in)', () => {
  let t: TestApp
  before(async () => {
    t = await openTestApp({ login: { miniProgram: localMiniProgramClient } })
    await ensureDemoUser(t.db)
  })
  after(async () => {
    await t.close()
  })
  const byWechatCode = (body: unknown, lang?: 'zh' | 'en') =>
    call<LoginResult>(t.app, 'POST', '/user-central/login/byWechatCode', { body, lang })

  it('creates the user once for one openid, and every login gives a new working token', async () => {
    const first = await byWechatCode({ code: 'local-code-0001' })
    assert.equal(first.status, 200, first.body.msg)
    const second = await byWechatCode({ code: 'local-code-0001' })
    assert.equal(second.body.data.profile.id, first.body.data.profile.id)
    assert.notEqual(second.body.data.token, first.body.data.token)
    const linked = await t.db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, first.body.data.profile.id))
    assert.equal(linked.length, 1)
    for (const token of [first.body.data.token, second.body.data.token]) {
      const info = await call<UserProfile | null>(t.app, 'POST', '/user-central/usr/userInfo', { token })
      assert.equal(info.body.data?.id, first.body.data.profile.id)
    }
    const other = await byWechatCode({ code: 'another-code-0002' })
    assert.notEqual(other.body.data.profile.id, first.body.data.profile.id)
  })

  it('answers 400 in the request language for an empty or missing code', async () => {
    assert.equal((await byWechatCode({ code: '' })).status, 400)
    assert.equal((await byWechatCode({})).status, 400)
  })

  it('binds the phone of a getPhoneNumber code to the signed-in WeChat user', async () => {
    const login = await byWechatCode({ code: 'phone-binding-user' })
    const token = login.body.data.token
    const bound = await call<LoginResult>(t.app, 'POST', '/user-central/login/bindWechatPhone', { token, body: { code: 'xyz' } })
    assert.equal(bound.status, 200, bound.body.msg)
    assert.equal(bound.body.data.token, token)
    const expected = await localMiniProgramClient.phoneNumber('xyz')
    const [row] = await t.db.select().from(users).where(eq(users.id, login.body.data.profile.id))
    assert.equal(row.phone, expected)
    assert.equal(bound.body.data.profile.phone, `${expected.slice(0, 3)}****${expected.slice(7)}`)
  })

  it('moves the WeChat identity to the account that already has the phone, switching the session to it', async () => {
    const login = await byWechatCode({ code: 'demo-phone-user' })
    const oldToken = login.body.data.token
    const bound = await call<LoginResult>(t.app, 'POST', '/user-central/login/bindWechatPhone', { token: oldToken, body: { code: 'demo' } })
    assert.equal(bound.status, 200, bound.body.msg)
    const [demo] = await t.db.select().from(users).where(eq(users.phone, '13800138000'))
    assert.equal(bound.body.data.profile.id, demo.id)
    const stale = await call<UserProfile | null>(t.app, 'POST', '/user-central/usr/userInfo', { token: oldToken })
    assert.equal(stale.body.data, null)
    const again = await byWechatCode({ code: 'demo-phone-user' })
    assert.equal(again.body.data.profile.id, demo.id, 'the next WeChat login lands on the phone account')
    // A second WeChat account cannot take the same phone.
    const intruder = await byWechatCode({ code: 'intruder-wechat' })
    const refused = await call(t.app, 'POST', '/user-central/login/bindWechatPhone', {
      token: intruder.body.data.token,
      body: { code: 'demo' },
      lang: 'en',
    })
    assert.deepEqual(refused.body, { code: 400, msg: 'This mobile number is already linked to another WeChat account', data: null })
  })

  it('needs a session to bind a phone', async () => {
    const response = await call(t.app, 'POST', '/user-central/login/bindWechatPhone', { body: { code: 'demo' } })
    assert.equal(response.status, 401)
    assert.equal(response.body.code, 30000)
  })
})

describe('byWechatCode with the real client against a fake WeChat', () => {
  let t: TestApp
  const answers: unknown[] = []
  before(async () => {
    const fetchJson = async () => {
      const answer = answers.shift()
      return { json: async () => answer }
    }
    t = await openTestApp({ login: { miniProgram: wechatMiniProgramClient('wx-test', 'secret', fetchJson) } })
  })
  after(async () => {
    await t.close()
  })

  it('never sends the session_key to the client', async () => {
    answers.push({ openid: 'oReal123', session_key: SESSION_KEY })
    const response = await t.app.inject({ method: 'POST', url: '/user-central/login/byWechatCode', payload: { code: 'c1' } })
    assert.equal(response.statusCode, 200)
    assert.ok(!response.body.includes(SESSION_KEY))
    assert.ok(!response.body.includes('session_key'))
  })

  it('answers WeChat refusing the code with a localised 400, and WeChat being down with a 503', async () => {
    answers.push({ errcode: 40163, errmsg: 'code been used' })
    const refused = await call(t.app, 'POST', '/user-central/login/byWechatCode', { body: { code: 'used' }, lang: 'en' })
    assert.deepEqual(refused.body, { code: 400, msg: 'WeChat login expired, please try again', data: null })
    answers.push(undefined)
    const down = await call(t.app, 'POST', '/user-central/login/byWechatCode', { body: { code: 'c2' } })
    assert.equal(down.status, 503)
    assert.equal(down.body.msg, '微信服务暂不可用，请稍后再试')
  })
})
