import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { localCodeSender, maskAccount, type LoginCodeMessage } from './code-sender'
import { ensureDemoUser } from '../demo-user.seed'
import { loginCodes } from './schema'
import type { LoginResult, SendLoginCodeResult, UserProfile } from '../../../src/contract/account'
import { fairDayStart } from '../platform/fair-clock'
import { call, withTestApp } from '../test-app'

// Noon in Xiamen, so a run of codes a minute apart stays inside one fair day.
const START = Date.parse('2030-09-08T04:00:00Z')
let clock = START
const sent: LoginCodeMessage[] = []
const failingAccounts = new Set<string>()
// Each test sends from its own client address, so the per-address hourly limit only shows where it is tested.
let clientAddress = 0

// A small per-address cap, so reaching it takes a few requests; the venue-sized default is tested on its own.
const PER_ADDRESS = 20

const t = withTestApp({
  login: {
    codesPerAddressHour: PER_ADDRESS,
    now: () => new Date(clock),
    sender: {
      async send(message) {
        if (failingAccounts.has(message.account)) throw new Error('gateway down')
        sent.push(message)
      },
    },
  },
})
beforeEach(() => {
  // Every test starts a minute later than the last one ended, so no resend window leaks between tests.
  clock += 61_000
  clientAddress += 1
})

const tick = (ms: number) => (clock += ms)

const sendCode = (body: unknown, lang?: 'zh' | 'en', remoteAddress = `10.0.0.${clientAddress}`) =>
  call<SendLoginCodeResult>(t.app, 'POST', '/user-central/login/sendCode', { body, lang, remoteAddress })
const byCode = (body: unknown, lang?: 'zh' | 'en') =>
  call<LoginResult>(t.app, 'POST', '/user-central/login/byCode', { body, lang })

/** Sends a code and returns what the sender received for that account. */
async function codeFor(method: 'phone' | 'email', account: string, normalised = account): Promise<string> {
  const { status, body } = await sendCode({ method, account })
  assert.equal(status, 200, body.msg)
  const message = sent.at(-1)
  assert.ok(message, 'the sender was called')
  assert.equal(message.account, normalised)
  return message.code
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /user-central/login/sendCode + byCode: happy path', () => {
  it('sends a 6-digit code, stores only its hash, and logs in with it; the token works for usr/userInfo', async () => {
    const { status, body } = await sendCode({ method: 'phone', account: '+86 13912345678' })
    assert.equal(status, 200)
    assert.deepEqual(body, { code: 200, msg: 'success', data: { resendAfter: 60, expiresIn: 300 } })
    const message = sent.at(-1)!
    assert.equal(message.method, 'phone')
    assert.equal(message.account, '13912345678')
    assert.equal(message.expiresInSeconds, 300)
    assert.match(message.code, /^\d{6}$/)

    const [row] = await t.db
      .select()
      .from(loginCodes)
      .where(and(eq(loginCodes.method, 'phone'), eq(loginCodes.account, '13912345678')))
    assert.notEqual(row.codeHash, message.code)
    assert.ok(!row.codeHash.includes(message.code))
    assert.equal(row.expiresAt.getTime() - row.createdAt.getTime(), 5 * 60_000)
    assert.equal(row.usedAt, null)

    const login = await byCode({ method: 'phone', account: '13912345678', code: message.code })
    assert.equal(login.status, 200, login.body.msg)
    assert.match(login.body.data.token, /^[0-9a-f]{64}$/)
    assert.equal(login.body.data.profile.phone, '139****5678')
    assert.equal(login.body.data.profile.nickname, '139****5678')

    const info = await call<UserProfile>(t.app, 'POST', '/user-central/usr/userInfo', { token: login.body.data.token })
    assert.deepEqual(info.body.data, login.body.data.profile)
    const isLogin = await call<boolean>(t.app, 'GET', '/user-central/isLogin', { token: login.body.data.token })
    assert.equal(isLogin.body.data, true)
  })

  it('finds the same user on the next login instead of creating another', async () => {
    const first = await byCode({ method: 'phone', account: '13700000001', code: await codeFor('phone', '13700000001') })
    tick(61_000)
    const second = await byCode({
      method: 'phone',
      account: '+8613700000001',
      code: await codeFor('phone', '13700000001'),
    })
    assert.equal(first.status, 200)
    assert.equal(second.status, 200)
    assert.equal(second.body.data.profile.id, first.body.data.profile.id)
    assert.notEqual(second.body.data.token, first.body.data.token)
  })

  it('logs in by email (case-insensitive), creating the user, and finds an existing user by email', async () => {
    const code = await codeFor('email', ' New.Visitor@Example.COM ', 'new.visitor@example.com')
    const created = await byCode({ method: 'email', account: 'new.visitor@example.com', code })
    assert.equal(created.status, 200, created.body.msg)
    assert.equal(created.body.data.profile.email, 'new.visitor@example.com')
    assert.equal(created.body.data.profile.phone, '')
    assert.equal(created.body.data.profile.nickname, 'new.visitor')

    const demo = await ensureDemoUser(t.db)
    const demoLogin = await byCode({
      method: 'email',
      account: 'DEMO@cifit.example',
      code: await codeFor('email', 'demo@cifit.example'),
    })
    assert.equal(demoLogin.status, 200, demoLogin.body.msg)
    assert.equal(demoLogin.body.data.profile.id, demo.id)
    assert.equal(demoLogin.body.data.profile.phone, '138****8000')
  })
})

describe('wrong, expired and used codes', () => {
  it('a wrong code is a 400 with the attempts left, in the request language; the right one still works', async () => {
    const code = await codeFor('phone', '13700000002')
    const wrong = await byCode({ method: 'phone', account: '13700000002', code: otherCode(code) })
    assert.equal(wrong.status, 400)
    assert.deepEqual(wrong.body, { code: 400, msg: '验证码错误，还可尝试 4 次', data: null })
    const wrongEn = await byCode({ method: 'phone', account: '13700000002', code: otherCode(code) }, 'en')
    assert.deepEqual(wrongEn.body, { code: 400, msg: 'Incorrect code, 3 attempts left', data: null })
    assert.equal((await byCode({ method: 'phone', account: '13700000002', code })).status, 200)
  })

  it('the 5th wrong attempt voids the code, even for the right one afterwards', async () => {
    const code = await codeFor('phone', '13700000003')
    for (let i = 1; i <= 4; i += 1) {
      const { body } = await byCode({ method: 'phone', account: '13700000003', code: otherCode(code) })
      assert.equal(body.msg, `验证码错误，还可尝试 ${5 - i} 次`)
    }
    const fifth = await byCode({ method: 'phone', account: '13700000003', code: otherCode(code) }, 'en')
    assert.deepEqual(fifth.body, {
      code: 400,
      msg: 'Too many incorrect attempts, please request a new code',
      data: null,
    })
    const right = await byCode({ method: 'phone', account: '13700000003', code })
    assert.equal(right.status, 400)
    assert.equal(right.body.msg, '验证码错误次数过多，请重新获取')
    // A new code works again.
    tick(61_000)
    assert.equal(
      (await byCode({ method: 'phone', account: '13700000003', code: await codeFor('phone', '13700000003') })).status,
      200,
    )
  })

  it('a code is void 5 minutes after it was sent', async () => {
    const code = await codeFor('phone', '13700000004')
    tick(5 * 60_000)
    const expired = await byCode({ method: 'phone', account: '13700000004', code })
    assert.equal(expired.status, 400)
    assert.deepEqual(expired.body, { code: 400, msg: '验证码已失效，请重新获取', data: null })

    const fresh = await codeFor('phone', '13700000004')
    tick(5 * 60_000 - 1000)
    assert.equal((await byCode({ method: 'phone', account: '13700000004', code: fresh })).status, 200)
  })

  it('a code works once', async () => {
    const code = await codeFor('email', 'once@example.com')
    assert.equal((await byCode({ method: 'email', account: 'once@example.com', code })).status, 200)
    const again = await byCode({ method: 'email', account: 'once@example.com', code }, 'en')
    assert.equal(again.status, 400)
    assert.deepEqual(again.body, {
      code: 400,
      msg: 'The code has expired or was already used, please request a new one',
      data: null,
    })
  })

  it('a newer code voids the older one', async () => {
    const older = await codeFor('phone', '13700000005')
    tick(61_000)
    const newer = await codeFor('phone', '13700000005')
    if (older !== newer) {
      assert.equal((await byCode({ method: 'phone', account: '13700000005', code: older })).status, 400)
    }
    assert.equal((await byCode({ method: 'phone', account: '13700000005', code: newer })).status, 200)
  })

  it('without any code sent, a login is refused', async () => {
    const { status, body } = await byCode({ method: 'phone', account: '13700000006', code: '123456' })
    assert.equal(status, 400)
    assert.equal(body.msg, '验证码已失效，请重新获取')
  })

  it('a code for the phone does not work for another phone', async () => {
    const code = await codeFor('phone', '13700000007')
    const { status } = await byCode({ method: 'phone', account: '13700000008', code })
    assert.equal(status, 400)
  })
})

describe('rate limits', () => {
  it('at most the configured codes an hour from one client address, whatever the accounts: 429, localised; other addresses go on', async () => {
    const address = '203.0.113.7'
    for (let i = 0; i < PER_ADDRESS; i++) {
      const { status, body } = await sendCode({ method: 'email', account: `flood${i}@example.com` }, 'zh', address)
      assert.equal(status, 200, body.msg)
      tick(1000)
    }
    const count = sent.length
    const zh = await sendCode({ method: 'email', account: 'flood-next@example.com' }, 'zh', address)
    assert.equal(zh.status, 429)
    assert.deepEqual(zh.body, { code: 429, msg: '当前网络获取验证码过于频繁，请一小时后再试', data: null })
    const en = await sendCode({ method: 'phone', account: '13600000099' }, 'en', address)
    assert.deepEqual(en.body, {
      code: 429,
      msg: 'Too many codes requested from this network, please try again in an hour',
      data: null,
    })
    assert.equal(sent.length, count, 'nothing sent while limited')
    assert.equal(
      (await sendCode({ method: 'email', account: 'flood-next@example.com' }, 'zh', '203.0.113.8')).status,
      200,
    )
    // An hour after the first code the window has room again.
    tick(60 * 60_000 - PER_ADDRESS * 1000 + 1000)
    assert.equal((await sendCode({ method: 'phone', account: '13600000099' }, 'en', address)).status, 200)
  })

  it('one code per account per 60 s: 429 with the seconds left, localised', async () => {
    await codeFor('phone', '13600000001')
    const count = sent.length
    const soon = await sendCode({ method: 'phone', account: '13600000001' })
    assert.equal(soon.status, 429)
    assert.deepEqual(soon.body, { code: 429, msg: '请 60 秒后再获取验证码', data: null })
    tick(30_500)
    const later = await sendCode({ method: 'phone', account: '13600000001' }, 'en')
    assert.deepEqual(later.body, { code: 429, msg: 'Please wait 30 s before requesting another code', data: null })
    assert.equal(sent.length, count, 'nothing sent while limited')
    // Another account is not limited.
    await codeFor('phone', '13600000002')
    tick(29_500)
    await codeFor('phone', '13600000001')
  })

  it('concurrent requests for one account send one code', async () => {
    const results = await Promise.all([1, 2, 3].map(() => sendCode({ method: 'email', account: 'race@example.com' })))
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 429, 429])
  })

  it('at most 10 codes per account per fair day', async () => {
    const dayStart = fairDayStart(new Date(clock)).getTime()
    for (let i = 0; i < 10; i += 1) {
      await codeFor('phone', '13600000003')
      tick(61_000)
    }
    assert.equal(fairDayStart(new Date(clock)).getTime(), dayStart, 'the run stayed within one day')
    const eleventh = await sendCode({ method: 'phone', account: '13600000003' })
    assert.equal(eleventh.status, 429)
    assert.deepEqual(eleventh.body, { code: 429, msg: '今日获取验证码次数已达上限，请明天再试', data: null })
    clock = dayStart + 86_400_000 + 61_000
    await codeFor('phone', '13600000003')
  })

  it('a code the sender failed to deliver is a 503 that costs nothing', async () => {
    failingAccounts.add('13600000004')
    const failed = await sendCode({ method: 'phone', account: '13600000004' }, 'en')
    assert.equal(failed.status, 503)
    assert.deepEqual(failed.body, { code: 503, msg: 'Send failed, please retry', data: null })
    failingAccounts.delete('13600000004')
    assert.equal((await t.db.select().from(loginCodes).where(eq(loginCodes.account, '13600000004'))).length, 0)
    await codeFor('phone', '13600000004')
  })
})

describe('bad input', () => {
  it('a malformed phone or email is a 400 with a localised, field-specific message and sends nothing', async () => {
    const count = sent.length
    const cases: [unknown, 'zh' | 'en' | undefined, string][] = [
      [{ method: 'phone', account: '12345' }, undefined, '请输入正确的手机号'],
      [{ method: 'phone', account: '12012345678' }, 'en', 'Enter a valid mobile number'],
      [{ method: 'phone', account: 'a@example.com' }, undefined, '请输入正确的手机号'],
      [{ method: 'email', account: 'a@b' }, 'en', 'Enter a valid email address'],
      [{ method: 'email', account: '13912345678' }, undefined, '请输入正确的邮箱'],
      [{ method: 'email', account: '' }, undefined, '请输入正确的邮箱'],
    ]
    for (const [body, lang, msg] of cases) {
      for (const send of [sendCode, (b: unknown, l?: 'zh' | 'en') => byCode({ ...(b as object), code: '123456' }, l)]) {
        const res = await send(body, lang)
        assert.equal(res.status, 400, JSON.stringify(body))
        assert.deepEqual(res.body, { code: 400, msg, data: null })
      }
    }
    assert.equal(sent.length, count)
  })

  it('a code that is not 6 digits is refused before any lookup', async () => {
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      const res = await byCode({ method: 'phone', account: '13912345678', code }, 'en')
      assert.deepEqual(res.body, { code: 400, msg: 'Enter the 6-digit code', data: null })
    }
  })

  it('a missing or mistyped field, an unknown method or a broken body is a 4xx envelope, never a 500', async () => {
    const missing = await sendCode({ account: '13912345678' }, 'en')
    assert.deepEqual(missing.body, { code: 400, msg: 'Missing parameter "method"', data: null })
    const bodies: unknown[] = [
      {},
      { method: 'wechat', account: '13912345678' },
      { method: 'phone', account: { value: '13912345678' } },
      { method: 'phone', account: 'x'.repeat(300) },
      [],
      'text',
    ]
    const requests = [
      ...bodies.flatMap((body) =>
        ['/user-central/login/sendCode', '/user-central/login/byCode'].map((url) => ({ url, body })),
      ),
      { url: '/user-central/login/byCode', body: { method: 'phone', account: '13912345678' } },
      {
        url: '/user-central/login/byCode',
        body: { method: 'phone', account: '13912345678', code: { value: '123456' } },
      },
    ]
    for (const { url, body } of requests) {
      const res = await call(t.app, 'POST', url, { body })
      // A plain-text body is a 415 (unsupported content type); everything else here is a 400.
      assert.equal(res.status, typeof body === 'string' ? 415 : 400, `${url} ${JSON.stringify(body)}`)
      assert.equal(res.body.code, res.status)
      assert.equal(res.body.data, null)
      assert.ok(res.body.msg.length > 0)
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/user-central/login/byCode',
      headers: { 'content-type': 'application/json' },
      payload: '{"method":',
    })
    assert.equal(broken.statusCode, 400)
    assert.equal(broken.json().code, 400)
  })
})

describe('local code sender', () => {
  it('prints the code with the account masked, and nothing else', async () => {
    const original = process.stdout.write.bind(process.stdout)
    const lines: string[] = []
    process.stdout.write = ((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stdout.write
    try {
      await localCodeSender.send({
        method: 'phone',
        account: '13812345678',
        code: '042917',
        lang: 'zh',
        expiresInSeconds: 300,
      })
      await localCodeSender.send({
        method: 'email',
        account: 'alice@example.com',
        code: '000001',
        lang: 'en',
        expiresInSeconds: 300,
      })
    } finally {
      process.stdout.write = original
    }
    assert.deepEqual(lines, ['[login code] 138****5678: 042917\n', '[login code] a***@example.com: 000001\n'])
  })

  it('masks accounts', () => {
    assert.equal(maskAccount('phone', '13812345678'), '138****5678')
    assert.equal(maskAccount('email', 'bob@x.cn'), 'b***@x.cn')
    assert.equal(maskAccount('email', 'broken'), '***')
  })
})

describe('fairDayStart', () => {
  it('starts the day at midnight UTC+8', () => {
    assert.equal(fairDayStart(new Date('2030-09-08T04:00:00Z')).toISOString(), '2030-09-07T16:00:00.000Z')
    assert.equal(fairDayStart(new Date('2030-09-07T16:00:00Z')).toISOString(), '2030-09-07T16:00:00.000Z')
    assert.equal(fairDayStart(new Date('2030-09-07T15:59:59Z')).toISOString(), '2030-09-06T16:00:00.000Z')
  })
})
