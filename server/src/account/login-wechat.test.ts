import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { ensureDemoUser } from '../demo-user.seed'
import {
  localMiniProgramClient,
  miniProgramClientFromEnv,
  wechatMiniProgramClient,
  type MiniProgramClient,
} from './wechat-mini-program'
import type { LoginResult, UserProfile } from '../../../src/contract/account'
import {
  collects,
  downloadRecords,
  follows,
  likes,
  meetingSignUps,
  pointsRecords,
  userSettings,
  users,
  wechatAccounts,
} from '../tables'
import { call, freshUser, withTestApp, type TestApp } from '../test-app'

const SESSION_KEY = 'tiihtNczf5v6AKRyjwEUhQ=='

/** The mini program's login with a Taro.login() code. */
const byWechatCode = (app: TestApp['app'], body: unknown, lang?: 'zh' | 'en') =>
  call<LoginResult>(app, 'POST', '/user-central/login/byWechatCode', { body, lang })

/** The signed-in WeChat user's getPhoneNumber code, sent to join that phone. */
const bindWechatPhone = (app: TestApp['app'], token: string | undefined, code: string, lang?: 'zh' | 'en') =>
  call<LoginResult>(app, 'POST', '/user-central/login/bindWechatPhone', { token, body: { code }, lang })

describe('POST /user-central/login/byWechatCode (local stand-in)', () => {
  const t = withTestApp({ login: { miniProgram: localMiniProgramClient } })
  before(async () => {
    await ensureDemoUser(t.db)
  })
  it('creates the user once for one openid, and every login gives a new working token', async () => {
    const first = await byWechatCode(t.app, { code: 'local-code-0001' })
    assert.equal(first.status, 200, first.body.msg)
    const second = await byWechatCode(t.app, { code: 'local-code-0001' })
    assert.equal(second.body.data.profile.id, first.body.data.profile.id)
    assert.notEqual(second.body.data.token, first.body.data.token)
    const linked = await t.db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, first.body.data.profile.id))
    assert.equal(linked.length, 1)
    for (const token of [first.body.data.token, second.body.data.token]) {
      const info = await call<UserProfile | null>(t.app, 'POST', '/user-central/usr/userInfo', { token })
      assert.equal(info.body.data?.id, first.body.data.profile.id)
    }
    const other = await byWechatCode(t.app, { code: 'another-code-0002' })
    assert.notEqual(other.body.data.profile.id, first.body.data.profile.id)
  })

  it('answers 400 in the request language for an empty or missing code', async () => {
    assert.equal((await byWechatCode(t.app, { code: '' })).status, 400)
    assert.equal((await byWechatCode(t.app, {})).status, 400)
  })

  it('binds the phone of a getPhoneNumber code to the signed-in WeChat user', async () => {
    const login = await byWechatCode(t.app, { code: 'phone-binding-user' })
    const token = login.body.data.token
    const bound = await bindWechatPhone(t.app, token, 'xyz')
    assert.equal(bound.status, 200, bound.body.msg)
    assert.equal(bound.body.data.token, token)
    const expected = await localMiniProgramClient.phoneNumber('xyz')
    const [row] = await t.db.select().from(users).where(eq(users.id, login.body.data.profile.id))
    assert.equal(row.phone, expected)
    assert.equal(bound.body.data.profile.phone, `${expected.slice(0, 3)}****${expected.slice(7)}`)
  })

  it("never hands over an account that already has the phone on the stand-in's word", async () => {
    const login = await byWechatCode(t.app, { code: 'demo-phone-user' })
    const token = login.body.data.token
    const refused = await bindWechatPhone(t.app, token, 'demo', 'en')
    assert.equal(refused.status, 409)
    assert.equal(refused.body.msg, 'This mobile number already has an account: log in to it with an SMS code')
    const still = await call<UserProfile | null>(t.app, 'POST', '/user-central/usr/userInfo', { token })
    assert.equal(still.body.data?.id, login.body.data.profile.id, 'the session stays on the WeChat account')
    const [demo] = await t.db.select().from(users).where(eq(users.phone, '13800138000'))
    assert.equal((await t.db.select().from(wechatAccounts).where(eq(wechatAccounts.userId, demo.id))).length, 0)
  })

  it('needs a session to bind a phone', async () => {
    const response = await bindWechatPhone(t.app, undefined, 'demo')
    assert.equal(response.status, 401)
    assert.equal(response.body.code, 30000)
  })
})

describe('byWechatCode with the real client against a fake WeChat', () => {
  const answers: unknown[] = []
  const fetchJson = async () => {
    const answer = answers.shift()
    return { json: async () => answer }
  }
  const t = withTestApp({ login: { miniProgram: wechatMiniProgramClient('wx-test', 'secret', fetchJson) } })

  it('never sends the session_key to the client', async () => {
    answers.push({ openid: 'oReal123', session_key: SESSION_KEY })
    const response = await t.app.inject({
      method: 'POST',
      url: '/user-central/login/byWechatCode',
      payload: { code: 'c1' },
    })
    assert.equal(response.statusCode, 200)
    assert.ok(!response.body.includes(SESSION_KEY))
    assert.ok(!response.body.includes('session_key'))
  })

  it('answers WeChat refusing the code with a localised 400, and WeChat being down with a 503', async () => {
    answers.push({ errcode: 40163, errmsg: 'code been used' })
    const refused = await byWechatCode(t.app, { code: 'used' }, 'en')
    assert.deepEqual(refused.body, { code: 400, msg: 'WeChat login expired, please try again', data: null })
    answers.push(undefined)
    const down = await byWechatCode(t.app, { code: 'c2' })
    assert.equal(down.status, 503)
    assert.equal(down.body.msg, '微信服务暂不可用，请稍后再试')
  })
})

describe('bindWechatPhone with a number WeChat vouches for, onto an existing phone account', () => {
  let phone = ''
  // A client as WeChat's: the phone is WeChat's verified number, not the caller's word.
  const verified: MiniProgramClient = {
    verifiesPhones: true,
    codeToSession: async (code) => ({ openid: `o-${code}`, unionid: '' }),
    phoneNumber: async () => phone,
  }
  const t = withTestApp({ login: { miniProgram: verified } })

  it('merges the WeChat-only account into it in one transaction: nothing lost, duplicates merged, old sessions ended', async () => {
    const owner = await freshUser(t.db)
    phone = owner.phone
    const login = await byWechatCode(t.app, { code: 'merging' })
    const from = login.body.data.profile.id
    const fromToken = login.body.data.token
    await t.db.insert(collects).values([
      { userId: owner.id, contentType: 1, contentId: 1 },
      { userId: from, contentType: 1, contentId: 1 },
      { userId: from, contentType: 1, contentId: 2 },
    ])
    await t.db.insert(follows).values({ userId: from, targetType: 6, targetId: 3 })
    await t.db.insert(likes).values([
      { userId: owner.id, contentType: 2, contentId: 5 },
      { userId: from, contentType: 2, contentId: 5 },
    ])
    await t.db.insert(meetingSignUps).values({ userId: from, meetingId: 2 })
    await t.db.insert(pointsRecords).values([
      { userId: owner.id, actionType: 31, point: 5 },
      { userId: from, actionType: 31, point: 5 },
      { userId: from, actionType: 33, point: 2 },
    ])
    await t.db.insert(downloadRecords).values({ userId: from, name: 'guide.pdf', url: '/static/files/guide.pdf' })
    await t.db.insert(userSettings).values([
      { userId: owner.id, recommend: true },
      { userId: from, recommend: false },
    ])

    const bound = await bindWechatPhone(t.app, fromToken, 'p')
    assert.equal(bound.status, 200, bound.body.msg)
    assert.equal(bound.body.data.profile.id, owner.id)
    assert.notEqual(bound.body.data.token, fromToken)

    const count = (table: typeof follows | typeof likes | typeof meetingSignUps | typeof downloadRecords) =>
      t.db.$count(table, eq(table.userId, owner.id))
    const kept = await t.db.select().from(collects).where(eq(collects.userId, owner.id))
    assert.deepEqual(kept.map((c) => c.contentId).sort(), [1, 2], 'the shared collect kept once')
    assert.equal(await count(follows), 1)
    assert.equal(await count(likes), 1)
    assert.equal(await count(meetingSignUps), 1)
    assert.equal(await count(downloadRecords), 1)
    const ledger = await t.db.select().from(pointsRecords).where(eq(pointsRecords.userId, owner.id))
    assert.equal(
      ledger.reduce((sum, r) => sum + r.point, 0),
      12,
      'the ledger is the sum of both',
    )
    const [settings] = await t.db.select().from(userSettings).where(eq(userSettings.userId, owner.id))
    assert.equal(settings.recommend, true, "the survivor's own settings win")
    const [identity] = await t.db.select().from(wechatAccounts).where(eq(wechatAccounts.openid, 'o-merging'))
    assert.equal(identity.userId, owner.id)

    assert.equal(
      (await call(t.app, 'POST', '/user-central/usr/userInfo', { token: fromToken })).body.data,
      null,
      'old sessions end',
    )
    assert.equal((await t.db.select().from(users).where(eq(users.id, from))).length, 0)
    // Every column that refers to a user, read from the catalogue: none is left on the merged account.
    const references = (await t.db.execute(sql`
      select c.conrelid::regclass::text as table, a.attname as column from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'users'::regclass`)) as unknown as {
      rows: { table: string; column: string }[]
    }
    assert.ok(references.rows.length >= 20)
    for (const { table, column } of references.rows) {
      const left = (await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${from}`,
      )) as unknown as { rows: { n: number }[] }
      assert.equal(left.rows[0].n, 0, `${table}.${column}`)
    }
    const again = await byWechatCode(t.app, { code: 'merging' })
    assert.equal(again.body.data.profile.id, owner.id, 'the next WeChat login lands on the phone account')
  })

  it('refuses a second WeChat account on a phone account that already has one', async () => {
    const owner = await freshUser(t.db)
    phone = owner.phone
    const first = await byWechatCode(t.app, { code: 'first-wechat' })
    assert.equal((await bindWechatPhone(t.app, first.body.data.token, 'p')).status, 200)
    const second = await byWechatCode(t.app, { code: 'second-wechat' })
    const refused = await bindWechatPhone(t.app, second.body.data.token, 'p', 'en')
    assert.deepEqual(refused.body, {
      code: 400,
      msg: 'This mobile number is already linked to another WeChat account',
      data: null,
    })
  })
})

describe('WeChat login in production without credentials', () => {
  const t = withTestApp({ login: { miniProgram: miniProgramClientFromEnv({ NODE_ENV: 'production' }) } })

  it('answers "not configured" instead of using the stand-in', async () => {
    const response = await byWechatCode(t.app, { code: 'demo' }, 'en')
    assert.equal(response.status, 503)
    assert.equal(response.body.msg, 'WeChat login is not set up on this server; please log in with a code')
    assert.equal(miniProgramClientFromEnv({}), localMiniProgramClient, 'the stand-in works locally')
  })
})
