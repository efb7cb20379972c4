import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  localReminderChannel,
  reminderChannelFromEnv,
  REMINDER_PAGE,
  ReminderNotSent,
  sendDueReminders,
  startMeetingReminders,
  wechatReminderChannel,
  type ReminderChannel,
  type ReminderLog,
} from './reminder-sender'
import { REMINDER_LEAD_MS, type DueReminder } from './reminders.service'
import { meetings } from './schema'
import type { CalendarFile, SignUpStatus } from '../../../src/contract/meeting'
import { wechatAccounts } from '../account/wechat.schema'
import { call, freshUser, withTestApp } from '../test-app'

const t = withTestApp()

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** Each test's meetings start on a day of their own, far from the seed's and from each other's. */
let nextDay = 0
const freshStart = () => Date.parse('2098-03-01T02:00:00Z') + (nextDay += 1) * 24 * HOUR

async function meetingAt(start: number, title = '投资促进大会', venue = '厦门国际会议中心'): Promise<number> {
  const [row] = await t.db
    .insert(meetings)
    .values({
      titleZh: title,
      titleEn: 'Investment Promotion Forum',
      summaryZh: title,
      summaryEn: 'Forum',
      contentZh: '',
      contentEn: '',
      cover: '',
      venueZh: venue,
      venueEn: venue ? 'Xiamen International Conference Center' : '',
      hostZh: '组委会',
      hostEn: 'Organising committee',
      startTime: new Date(start),
      endTime: new Date(start + HOUR),
    })
    .returning({ id: meetings.id })
  return row.id
}

let openids = 0
/** A verified user who logged in through the mini program (a WeChat identity), or without one. */
async function person({ wechat = true } = {}) {
  const user = await freshUser(t.db, { realNameStatus: 2 })
  openids += 1
  const openid = `o-reminder-${openids}`
  if (wechat) await t.db.insert(wechatAccounts).values({ openid, userId: user.id })
  return { ...user, openid }
}

const signUp = (token: string, meetingId: number) =>
  call(t.app, 'POST', '/user-central/meetingSignUp/sign', { token, body: { meetingId } })
const cancel = (token: string, meetingId: number) =>
  call(t.app, 'POST', '/user-central/meetingSignUp/cancel', { token, body: { meetingId } })
const accept = (token: string | undefined, meetingId: number, lang?: 'zh' | 'en') =>
  call<null>(t.app, 'POST', '/user-central/meetingSignUp/reminder', { token, body: { meetingId }, lang })
const status = (token: string, meetingId: number) =>
  call<SignUpStatus>(t.app, 'GET', `/user-central/meetingSignUp/status?meetingId=${meetingId}`, { token })

/** A channel that keeps what it was given; `fail` decides, per reminder, whether it throws instead. */
function recording(fail: (reminder: DueReminder) => Error | null = () => null) {
  const sent: DueReminder[] = []
  const channel: ReminderChannel = {
    async send(reminder) {
      const error = fail(reminder)
      if (error) throw error
      sent.push(reminder)
    },
  }
  return { sent, channel }
}

const quiet: ReminderLog = { info() {}, warn() {}, error() {} }
const look = (at: number, channel: ReminderChannel) => sendDueReminders(t.db, new Date(at), channel, quiet)

describe('meeting reminders', () => {
  it('reminds a sign-up whose user accepted once, 30 minutes before it starts, in the language accepted in', async () => {
    const start = freshStart()
    const meetingId = await meetingAt(start)
    const me = await person()
    assert.equal((await signUp(me.token, meetingId)).status, 200)
    assert.deepEqual((await status(me.token, meetingId)).body.data, { signedUp: true, reminder: false })
    const accepted = await accept(me.token, meetingId, 'en')
    assert.equal(accepted.status, 200)
    assert.equal(accepted.body.code, 200)
    assert.deepEqual((await status(me.token, meetingId)).body.data, { signedUp: true, reminder: true })

    const { sent, channel } = recording()
    assert.equal(REMINDER_LEAD_MS, 30 * MINUTE)
    assert.equal(await look(start - 31 * MINUTE, channel), 0)
    assert.equal(await look(start - 30 * MINUTE, channel), 1)
    assert.equal(await look(start - 29 * MINUTE, channel), 0)
    assert.equal(await look(start - MINUTE, channel), 0)
    assert.equal(sent.length, 1)
    assert.equal(sent[0].userId, me.id)
    assert.equal(sent[0].meetingId, meetingId)
    assert.equal(sent[0].openid, me.openid)
    assert.equal(sent[0].lang, 'en')
    assert.equal(sent[0].title.en, 'Investment Promotion Forum')
    assert.equal(sent[0].startTime.getTime(), start)
  })

  it('reminds nobody who did not accept, cancelled, has no WeChat identity, or whose meeting has begun', async () => {
    const start = freshStart()
    const meetingId = await meetingAt(start)
    const silent = await person()
    const cancelled = await person()
    const browser = await person({ wechat: false })
    for (const user of [silent, cancelled, browser]) assert.equal((await signUp(user.token, meetingId)).status, 200)
    assert.equal((await accept(cancelled.token, meetingId)).status, 200)
    assert.equal((await accept(browser.token, meetingId)).status, 200)
    assert.equal((await cancel(cancelled.token, meetingId)).status, 200)

    const { sent, channel } = recording()
    assert.equal(await look(start - 10 * MINUTE, channel), 0)

    const late = freshStart()
    const begun = await meetingAt(late)
    const me = await person()
    await signUp(me.token, begun)
    await accept(me.token, begun)
    assert.equal(await look(late, channel), 0)
    assert.equal(await look(late + MINUTE, channel), 0)
    assert.deepEqual(sent, [])
  })

  it('records an acceptance only for a sign-up of the caller, and only with a token', async () => {
    const meetingId = await meetingAt(freshStart())
    const me = await person()
    const visitor = await accept(undefined, meetingId)
    assert.equal(visitor.status, 401)
    assert.equal(visitor.body.code, 30000)
    const zh = await accept(me.token, meetingId)
    const en = await accept(me.token, meetingId, 'en')
    assert.equal(zh.status, 404)
    assert.equal(zh.body.msg, '您未报名该会议')
    assert.equal(en.body.msg, 'You have not signed up for this meeting')
    assert.equal((await accept(me.token, 0)).status, 400)
  })

  it('reminds each sign-up once when several senders look at the same moment', async () => {
    const start = freshStart()
    const meetingId = await meetingAt(start)
    const people = [await person(), await person(), await person()]
    for (const user of people) {
      await signUp(user.token, meetingId)
      await accept(user.token, meetingId)
    }
    const { sent, channel } = recording()
    const counts = await Promise.all(Array.from({ length: 4 }, () => look(start - 20 * MINUTE, channel)))
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      3,
    )
    assert.deepEqual(sent.map((reminder) => reminder.userId).sort(), people.map((user) => user.id).sort())
  })

  it('tries again at the next look when nothing was sent, never after WeChat may have sent it', async () => {
    const start = freshStart()
    const meetingId = await meetingAt(start)
    const busy = await person()
    const lost = await person()
    for (const user of [busy, lost]) {
      await signUp(user.token, meetingId)
      await accept(user.token, meetingId)
    }
    let first = true
    const { sent, channel } = recording((reminder) => {
      if (!first) return null
      return new ReminderNotSent('failed', reminder.userId === busy.id)
    })
    const warnings: object[] = []
    const log: ReminderLog = { ...quiet, warn: (details) => warnings.push(details) }
    assert.equal(await sendDueReminders(t.db, new Date(start - 25 * MINUTE), channel, log), 0)
    assert.equal(warnings.length, 2)
    first = false
    assert.equal(await look(start - 24 * MINUTE, channel), 1)
    assert.deepEqual(
      sent.map((reminder) => reminder.userId),
      [busy.id],
    )
  })

  it('runs in a server process on the fair clock until stopped', async () => {
    const start = freshStart()
    const meetingId = await meetingAt(start)
    const me = await person()
    await signUp(me.token, meetingId)
    await accept(me.token, meetingId)
    const { sent, channel } = recording()
    const stop = startMeetingReminders({
      db: t.db,
      clock: () => new Date(start - 5 * MINUTE),
      channel,
      log: quiet,
      everyMs: HOUR,
    })
    await stop()
    assert.deepEqual(
      sent.map((reminder) => reminder.meetingId),
      [meetingId],
    )
  })

  it("puts an alarm 30 minutes before the meeting into its calendar file, the phone calendar's reminder", async () => {
    const file = (await call<CalendarFile>(t.app, 'GET', '/common-client/meeting/ics?id=1')).body.data
    assert.match(file.content, /BEGIN:VALARM\r\nACTION:DISPLAY\r\n/)
    assert.match(file.content, /TRIGGER:-PT30M\r\n/)
  })
})

const reminder = (overrides: Partial<DueReminder> = {}): DueReminder => ({
  signUpId: 1,
  userId: 5,
  meetingId: 7,
  openid: 'o-7',
  lang: 'zh',
  title: { zh: '第二十六届中国国际投资贸易洽谈会开幕式暨投资促进大会', en: 'Opening' },
  place: { zh: '厦门国际会议中心', en: 'Xiamen International Conference Center' },
  startTime: new Date('2026-09-09T06:30:00Z'),
  claimedAt: new Date(),
  ...overrides,
})

/** A stand-in for WeChat's API: answers each call with the next of `answers`, and keeps what it was sent. */
function wechatDouble(answers: object[]) {
  const calls: { url: string; body: Record<string, unknown> }[] = []
  const post = async (url: string, init: { body: string }) => {
    calls.push({ url, body: JSON.parse(init.body) as Record<string, unknown> })
    const answer = answers.shift()
    if (!answer) throw new Error('no answer')
    return { json: async () => answer }
  }
  return { calls, post }
}

describe('the WeChat channel', () => {
  it("sends WeChat's subscribe message with a stable access token, reused until it expires", async () => {
    const wechat = wechatDouble([{ access_token: 'TOKEN', expires_in: 7200 }, { errcode: 0 }, { errcode: 0 }])
    const channel = wechatReminderChannel({ appId: 'wx1', secret: 's', templateId: 'TPL', post: wechat.post })
    await channel.send(reminder())
    await channel.send(reminder({ meetingId: 8, lang: 'en', place: { zh: '', en: '' } }))
    assert.equal(wechat.calls.length, 3)
    assert.equal(wechat.calls[0].url, 'https://api.weixin.qq.com/cgi-bin/stable_token')
    assert.deepEqual(wechat.calls[0].body, {
      grant_type: 'client_credential',
      appid: 'wx1',
      secret: 's',
      force_refresh: false,
    })
    assert.equal(wechat.calls[1].url, 'https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token=TOKEN')
    assert.deepEqual(wechat.calls[1].body, {
      touser: 'o-7',
      template_id: 'TPL',
      page: `${REMINDER_PAGE}7`,
      lang: 'zh_CN',
      data: {
        thing1: { value: '第二十六届中国国际投资贸易洽谈会开幕式…' },
        time2: { value: '2026年9月9日 14:30' },
        thing3: { value: '厦门国际会议中心' },
      },
    })
    assert.deepEqual(wechat.calls[2].body.data, {
      thing1: { value: 'Opening' },
      time2: { value: '2026年9月9日 14:30' },
      thing3: { value: 'Online' },
    })
    assert.equal(wechat.calls[2].body.lang, 'en_US')
  })

  it('says whether a refused reminder may be tried again', async () => {
    const wechat = wechatDouble([
      { errcode: 40013, errmsg: 'invalid appid' },
      { access_token: 'T1' },
      { errcode: 43101, errmsg: 'user refuse to accept the msg' },
      { errcode: 42001, errmsg: 'access_token expired' },
      { access_token: 'T2' },
      { errcode: -1, errmsg: 'system busy' },
    ])
    const channel = wechatReminderChannel({ appId: 'wx1', secret: 's', templateId: 'TPL', post: wechat.post })
    const outcome = (error: unknown) => (error instanceof ReminderNotSent ? error.retry : 'other')
    const attempt = () => channel.send(reminder()).then(() => 'sent', outcome)
    assert.equal(await attempt(), true)
    assert.equal(await attempt(), false)
    assert.equal(await attempt(), true)
    assert.equal(await attempt(), true)
    assert.equal(wechat.calls[4].url, 'https://api.weixin.qq.com/cgi-bin/stable_token')
    // WeChat not reached with the message: it may have been sent, so it is not sent again.
    assert.equal(await attempt(), false)
  })
})

describe('the reminder channel of the environment', () => {
  const credentials = {
    WECHAT_MINI_APP_ID: 'wx1',
    WECHAT_MINI_APP_SECRET: 'secret',
    TARO_APP_MEETING_REMINDER_TEMPLATE: 'TPL',
  }

  it('refuses to start the sender in production without the credentials and the template', () => {
    for (const env of [{}, { WECHAT_MINI_APP_ID: 'wx1', WECHAT_MINI_APP_SECRET: 'secret' }]) {
      const { channel, report } = reminderChannelFromEnv({ NODE_ENV: 'production', ...env }, 'production', () => {})
      assert.equal(channel, null)
      assert.match(report, /refused to start/)
      assert.match(report, /WECHAT_MINI_APP_ID, WECHAT_MINI_APP_SECRET and TARO_APP_MEETING_REMINDER_TEMPLATE/)
    }
    assert.throws(() => localReminderChannel('production', () => {}), /works only in local mode/)
  })

  it('sends through WeChat with them, in either mode', () => {
    for (const mode of ['production', 'local'] as const) {
      const { channel, report } = reminderChannelFromEnv(credentials, mode, () => {})
      assert.ok(channel)
      assert.match(report, /WeChat subscribe messages, 30 minutes before/)
    }
  })

  it('logs what it would send through the local stand-in in local mode', async () => {
    const lines: string[] = []
    const { channel, report } = reminderChannelFromEnv({}, 'local', (line) => lines.push(line))
    assert.match(report, /local stand-in/)
    await channel!.send(reminder())
    assert.deepEqual(lines, ['local stand-in: would remind user 5 of meeting 7'])
  })
})
