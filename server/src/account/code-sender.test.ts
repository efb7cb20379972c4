import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { codeSendingFromEnv, webhookSmsSender, type CodeSender } from './code-sender'
import { loginCodes } from './schema'
import type { SendLoginCodeResult } from '../../../src/contract/account'
import { call, openTestApp, type TestApp, withTestApp } from '../test-app'

/** Captures what the process prints while `run` runs. */
async function printedDuring(run: () => Promise<unknown>): Promise<string> {
  const original = process.stdout.write.bind(process.stdout)
  const lines: string[] = []
  process.stdout.write = ((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stdout.write
  try {
    await run()
  } finally {
    process.stdout.write = original
  }
  return lines.join('')
}

const sendCode = (app: TestApp['app'], body: unknown, lang?: 'zh' | 'en') =>
  call<SendLoginCodeResult>(app, 'POST', '/user-central/login/sendCode', { body, lang, remoteAddress: '10.9.0.1' })

describe('login codes in production', () => {
  const mails: string[] = []
  let smtp: SMTPServer
  let smtpUrl = ''
  before(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
        stream.on('end', () => (mails.push(text), done()))
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  })
  after(() => new Promise<void>((resolve) => smtp.close(resolve)))

  it('go out by mail through SMTP_URL, and are never printed', async () => {
    const { sender, report } = await codeSendingFromEnv(
      { SMTP_URL: smtpUrl, MAIL_FROM: 'CIFIT <login@cifit.example>' },
      'production',
    )
    assert.deepEqual(report, [
      'email login codes: sent by mail (SMTP_URL)',
      'SMS login: unavailable, set SMS_WEBHOOK_URL to send its codes',
    ])
    const t = await openTestApp({ login: { sender } })
    try {
      const printed = await printedDuring(async () => {
        const sent = await sendCode(t.app, { method: 'email', account: 'Visitor@Example.com' }, 'en')
        assert.equal(sent.status, 200, sent.body.msg)
      })
      assert.equal(printed, '')
      assert.equal(mails.length, 1)
      assert.match(mails[0], /To: visitor@example\.com/i)
      assert.match(mails[0], /From: CIFIT <login@cifit\.example>/)
      assert.match(mails[0], /Your CIFIT login code is \d{6}\./)
    } finally {
      await t.close()
    }
  })

  it('answer a clear 503 for a channel without a sender, print nothing and keep no code', async () => {
    const { sender } = await codeSendingFromEnv({}, 'production')
    const t = await openTestApp({ login: { sender } })
    try {
      const printed = await printedDuring(async () => {
        const sms = await sendCode(t.app, { method: 'phone', account: '13655550001' }, 'en')
        assert.equal(sms.status, 503)
        assert.equal(sms.body.msg, 'SMS code login is not set up on this server; please use another way to log in')
        const mail = await sendCode(t.app, { method: 'email', account: 'someone@example.com' })
        assert.equal(mail.status, 503)
        assert.equal(mail.body.msg, '本服务器暂未开通邮箱验证码登录，请使用其他方式登录')
      })
      assert.equal(printed, '')
      assert.equal(await t.db.$count(loginCodes, eq(loginCodes.account, '13655550001')), 0)
    } finally {
      await t.close()
    }
  })

  it('go out by SMS through the gateway of SMS_WEBHOOK_URL, with its token', async () => {
    const posts: { url: string; headers: Record<string, string>; body: string }[] = []
    const sender = webhookSmsSender('https://sms.example/send', 'gateway-secret', async (url, init) => {
      posts.push({ url, headers: init.headers, body: init.body })
      return { ok: true, status: 200 }
    })
    await sender.send({ method: 'phone', account: '13655550002', code: '123456', lang: 'zh', expiresInSeconds: 300 })
    assert.equal(posts[0].headers.authorization, 'Bearer gateway-secret')
    assert.deepEqual(JSON.parse(posts[0].body), {
      phone: '13655550002',
      text: '您的投洽会登录验证码为 123456，5 分钟内有效，请勿泄露给他人。',
      lang: 'zh',
    })
    const failing = webhookSmsSender('https://sms.example/send', undefined, async () => ({ ok: false, status: 502 }))
    await assert.rejects(
      failing.send({ method: 'phone', account: '13655550002', code: '1', lang: 'en', expiresInSeconds: 300 }),
      /502/,
    )
  })

  it('locally, a missing sender is stood in for by the console printer, and the start-up report says so', async () => {
    const { report } = await codeSendingFromEnv({}, 'local')
    assert.deepEqual(report, [
      'SMS login codes: printed to this console (local stand-in; set SMS_WEBHOOK_URL to send them)',
      'email login codes: printed to this console (local stand-in; set SMTP_URL to send them)',
    ])
  })
})

describe('sending a code', () => {
  let release: () => void = () => {}
  let started: () => void = () => {}
  const sending = new Promise<void>((resolve) => (started = resolve))
  const delivered: string[] = []
  const slow: CodeSender = {
    async send(message) {
      if (message.account === '13655550010') {
        started()
        await new Promise<void>((resolve) => (release = resolve))
      }
      if (message.account === '13655550012') throw new Error('gateway down')
      delivered.push(message.account)
    },
  }
  const t = withTestApp({ login: { sender: slow } })

  it(
    'happens after the code is committed, so a slow gateway stalls no other request',
    { timeout: 20_000 },
    async () => {
      const stuck = sendCode(t.app, { method: 'phone', account: '13655550010' })
      await sending
      // The row is already there while the gateway is still busy.
      assert.equal(await t.db.$count(loginCodes, eq(loginCodes.account, '13655550010')), 1)
      const other = await sendCode(t.app, { method: 'phone', account: '13655550011' })
      assert.equal(other.status, 200)
      assert.deepEqual(delivered, ['13655550011'])
      release()
      assert.equal((await stuck).status, 200)
    },
  )

  it('voids the code when the send fails', async () => {
    const failed = await sendCode(t.app, { method: 'phone', account: '13655550012' }, 'en')
    assert.equal(failed.status, 503)
    assert.equal(failed.body.msg, 'Send failed, please retry')
    assert.equal(await t.db.$count(loginCodes, eq(loginCodes.account, '13655550012')), 0)
  })
})
