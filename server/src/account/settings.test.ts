import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { LoginCodeMessage } from './code-sender'
import { users } from './schema'
import { feedbacks, userPasswords } from './settings.schema'
import { call, freshUser, withTestApp } from '../test-app'

const sent: LoginCodeMessage[] = []

const t = withTestApp({ login: { sender: { send: async (message) => void sent.push(message) } } })

/** A new user with a session, so every test starts from a clean account. */
const newUser = (email = '') => freshUser(t.db, { email })

async function codeFor(email: string): Promise<string> {
  const result = await call(t.app, 'POST', '/user-central/login/sendCode', {
    body: { method: 'email', account: email },
  })
  assert.equal(result.status, 200, result.body.msg)
  return sent.filter((m) => m.account === email).at(-1)!.code
}

describe('userSetting', () => {
  it('answers 30000 without a token and 401 with an unknown one', async () => {
    const none = await call(t.app, 'GET', '/user-central/userSetting/info')
    assert.equal(none.status, 401)
    assert.equal(none.body.code, 30000)
    const bad = await call(t.app, 'POST', '/user-central/userSetting/update', {
      token: 'f'.repeat(64),
      body: { recommend: false },
    })
    assert.equal(bad.body.code, 401)
  })

  it('has recommendations on by default and keeps the switch per user', async () => {
    const a = await newUser()
    const b = await newUser()
    const before = await call<{ recommend: boolean; hasPassword: boolean; email: string }>(
      t.app,
      'GET',
      '/user-central/userSetting/info',
      { token: a.token },
    )
    assert.deepEqual(before.body.data, { recommend: true, hasPassword: false, email: '' })
    const off = await call<{ recommend: boolean }>(t.app, 'POST', '/user-central/userSetting/update', {
      token: a.token,
      body: { recommend: false },
    })
    assert.equal(off.body.data.recommend, false)
    const again = await call<{ recommend: boolean }>(t.app, 'GET', '/user-central/userSetting/info', { token: a.token })
    assert.equal(again.body.data.recommend, false)
    const other = await call<{ recommend: boolean }>(t.app, 'GET', '/user-central/userSetting/info', { token: b.token })
    assert.equal(other.body.data.recommend, true)
  })

  it('answers 400 with a message when recommend is not a boolean', async () => {
    const a = await newUser()
    const result = await call(t.app, 'POST', '/user-central/userSetting/update', {
      token: a.token,
      body: { recommend: 'no' },
    })
    assert.equal(result.status, 400)
    assert.equal(result.body.code, 400)
    assert.ok(result.body.msg.length > 0)
  })
})

describe('usr/updatePassword', () => {
  const url = '/user-central/usr/updatePassword'

  it('needs a token', async () => {
    const result = await call(t.app, 'POST', url, { body: { newPassword: 'Fair#2026' } })
    assert.equal(result.body.code, 30000)
  })

  it('refuses a password breaking the rule, in both languages', async () => {
    const a = await newUser()
    for (const weak of ['fair#2026', 'FAIR#2026', 'Fair#Expo', 'Fair2026x', 'Fa#1']) {
      const zh = await call(t.app, 'POST', url, { token: a.token, body: { newPassword: weak } })
      assert.equal(zh.status, 400, weak)
      assert.match(zh.body.msg, /密码格式不正确/)
    }
    const en = await call(t.app, 'POST', url, { token: a.token, lang: 'en', body: { newPassword: 'weak' } })
    assert.match(en.body.msg, /Password format incorrect/)
  })

  it('asks an account with neither phone nor email to bind one first (seed 001), in both languages', async () => {
    const a = await newUser()
    await t.db.update(users).set({ phone: null }).where(eq(users.id, a.id))
    const zh = await call(t.app, 'POST', url, { token: a.token, body: { newPassword: 'Fair#2026' } })
    assert.deepEqual([zh.status, zh.body.msg], [409, '该账号未绑定手机或邮箱，请先绑定'])
    const en = await call(t.app, 'POST', url, { token: a.token, lang: 'en', body: { newPassword: 'Fair#2026' } })
    assert.equal(en.body.msg, 'This account is not bound to a phone or email; please bind one first')
    assert.equal((await t.db.select().from(userPasswords).where(eq(userPasswords.userId, a.id))).length, 0)
  })

  it('stores only a salted hash and then requires the right old password', async () => {
    const a = await newUser()
    assert.equal(
      (await call(t.app, 'POST', url, { token: a.token, body: { newPassword: 'Fair#2026' } })).body.code,
      200,
    )
    const [stored] = await t.db.select().from(userPasswords).where(eq(userPasswords.userId, a.id))
    assert.ok(stored.salt.length >= 32)
    assert.ok(!stored.hash.includes('Fair#2026'))

    const info = await call<{ hasPassword: boolean }>(t.app, 'GET', '/user-central/userSetting/info', {
      token: a.token,
    })
    assert.equal(info.body.data.hasPassword, true)

    const missing = await call(t.app, 'POST', url, { token: a.token, lang: 'en', body: { newPassword: 'Expo@2027' } })
    assert.equal(missing.status, 400)
    assert.equal(missing.body.msg, 'Please enter your current password')

    const wrong = await call(t.app, 'POST', url, {
      token: a.token,
      body: { oldPassword: 'Wrong#2026', newPassword: 'Expo@2027' },
    })
    assert.equal(wrong.status, 400)
    assert.equal(wrong.body.msg, '原密码不正确，修改密码失败')
    const wrongEn = await call(t.app, 'POST', url, {
      token: a.token,
      lang: 'en',
      body: { oldPassword: 'Wrong#2026', newPassword: 'Expo@2027' },
    })
    assert.equal(wrongEn.body.msg, 'The current password is wrong; password change failed')

    const right = await call(t.app, 'POST', url, {
      token: a.token,
      body: { oldPassword: 'Fair#2026', newPassword: 'Expo@2027' },
    })
    assert.equal(right.body.code, 200)
    const old = await call(t.app, 'POST', url, {
      token: a.token,
      body: { oldPassword: 'Fair#2026', newPassword: 'Next$2028' },
    })
    assert.equal(old.status, 400)
  })

  it('answers 400 for a body without newPassword', async () => {
    const a = await newUser()
    const result = await call(t.app, 'POST', url, { token: a.token, body: {} })
    assert.equal(result.status, 400)
    assert.ok(result.body.msg)
  })
})

describe('usr/bindEmail', () => {
  const url = '/user-central/usr/bindEmail'

  it('needs a token', async () => {
    const result = await call(t.app, 'POST', url, { body: { email: 'a@b.com', code: '123456' } })
    assert.equal(result.body.code, 30000)
  })

  it('binds an address with the code sent to it, once; the code is single use', async () => {
    const a = await newUser()
    const email = `bind-${a.id}@expo.example.com`
    const code = await codeFor(email)
    const wrong = await call(t.app, 'POST', url, {
      token: a.token,
      lang: 'en',
      body: { email, code: code === '000000' ? '111111' : '000000' },
    })
    assert.equal(wrong.status, 400)
    assert.equal(wrong.body.msg, 'The code is wrong or has expired, or this email cannot be bound; binding failed')

    const bound = await call<{ email: string }>(t.app, 'POST', url, {
      token: a.token,
      body: { email: email.toUpperCase(), code },
    })
    assert.equal(bound.body.code, 200, bound.body.msg)
    assert.equal(bound.body.data.email, email)
    const [row] = await t.db.select().from(users).where(eq(users.id, a.id))
    assert.equal(row.email, email)

    const twice = await call(t.app, 'POST', url, { token: a.token, body: { email: 'other@expo.example.com', code } })
    assert.equal(twice.status, 409)
    assert.equal(twice.body.msg, '已绑定邮箱，无法更改')
  })

  it('answers an address another account owns exactly like a wrong code, so it cannot probe for accounts', async () => {
    const owner = await newUser(`taken-${Date.now()}@expo.example.com`)
    const [ownerRow] = await t.db.select().from(users).where(eq(users.id, owner.id))
    const a = await newUser()
    const takenCode = await codeFor(ownerRow.email)
    const taken = await call(t.app, 'POST', url, {
      token: a.token,
      lang: 'en',
      body: { email: ownerRow.email, code: takenCode },
    })
    const free = `free-${a.id}@expo.example.com`
    const freeCode = await codeFor(free)
    const wrong = await call(t.app, 'POST', url, {
      token: a.token,
      lang: 'en',
      body: { email: free, code: freeCode === '000000' ? '111111' : '000000' },
    })
    assert.deepEqual(taken, wrong)
    assert.deepEqual(taken.body, {
      code: 400,
      msg: 'The code is wrong or has expired, or this email cannot be bound; binding failed',
      data: null,
    })
    const [row] = await t.db.select().from(users).where(eq(users.id, a.id))
    assert.equal(row.email, '')
  })

  it('answers 400 with a message for a malformed address or code', async () => {
    const a = await newUser()
    const email = await call(t.app, 'POST', url, { token: a.token, body: { email: 'not-an-email', code: '123456' } })
    assert.equal(email.status, 400)
    assert.equal(email.body.msg, '请输入正确的邮箱地址')
    const code = await call(t.app, 'POST', url, {
      token: a.token,
      lang: 'en',
      body: { email: 'x@expo.example.com', code: '12' },
    })
    assert.equal(code.body.msg, 'Please enter the 6-digit code')
  })
})

describe('feedback/add', () => {
  const url = '/user-central/feedback/add'

  it('stores feedback signed out and signed in', async () => {
    const anonymous = await call<{ id: number }>(t.app, 'POST', url, {
      body: { type: 'experience', content: '  The map loads slowly in hall B.  ' },
    })
    assert.equal(anonymous.body.code, 200)
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, anonymous.body.data.id))
    assert.deepEqual([row.userId, row.type, row.content], [null, 'experience', 'The map loads slowly in hall B.'])

    const a = await newUser()
    const signedIn = await call<{ id: number }>(t.app, 'POST', url, {
      token: a.token,
      body: { type: 'function', content: '希望增加展位导航，并在地图上标出各馆的出入口位置' },
    })
    const [mine] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, signedIn.body.data.id))
    assert.equal(mine.userId, a.id)
  })

  it('answers 400 with a message in the request language for a blank, too short or too long description', async () => {
    const blank = await call(t.app, 'POST', url, { body: { type: 'other', content: '   ' } })
    assert.equal(blank.status, 400)
    assert.equal(blank.body.msg, '请填写完整必填项')
    const blankEn = await call(t.app, 'POST', url, { lang: 'en', body: { type: 'other', content: '' } })
    assert.equal(blankEn.body.msg, 'Please complete all required fields')
    // A message to the organisers needs at least 20 characters (seed 001 sections 5 and 9), a Chinese one too.
    const short = await call(t.app, 'POST', url, { body: { type: 'other', content: '展'.repeat(19) } })
    assert.equal(short.status, 400)
    assert.equal(short.body.msg, '留言不能少于20个字')
    const shortEn = await call(t.app, 'POST', url, { lang: 'en', body: { type: 'other', content: 'Map is slow.' } })
    assert.equal(shortEn.body.msg, 'Please write at least 20 characters')
    const long = await call(t.app, 'POST', url, { lang: 'en', body: { type: 'other', content: 'x'.repeat(501) } })
    assert.equal(long.body.msg, 'The description cannot exceed 500 characters')
  })

  it('answers 400 for an unknown type or a missing field', async () => {
    for (const body of [{ type: 'spam', content: 'hello' }, { content: 'hello' }, { type: 'other' }]) {
      const result = await call(t.app, 'POST', url, { body })
      assert.equal(result.status, 400, JSON.stringify(body))
      assert.equal(result.body.code, 400)
      assert.ok(result.body.msg)
    }
  })
})
