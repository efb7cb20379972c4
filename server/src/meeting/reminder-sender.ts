import { claimDueReminders, releaseReminder, type DueReminder } from './reminders.service'
import { MEETING_REMINDER_MINUTES } from '../../../src/contract/meeting.codes'
import type { Database } from '../platform/connect'
import { loggableError } from '../platform/db-errors'
import type { Clock } from '../platform/fair-clock'
import { messageText } from '../platform/messages'
import type { RunMode } from '../platform/mode'

/** How often every server process looks for reminders that are due. */
export const REMINDER_CHECK_MS = 60_000

/** What the WeChat credentials and the template are read from; all three are needed to send. */
const CREDENTIALS = 'WECHAT_MINI_APP_ID, WECHAT_MINI_APP_SECRET and TARO_APP_MEETING_REMINDER_TEMPLATE'

/** A reminder WeChat (or the way to it) did not take; `retry` when nothing was sent, so the next look may try again. */
export class ReminderNotSent extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message)
  }
}

/** Where reminders go: WeChat's subscribe messages, or in local mode a stand-in that logs them. */
export interface ReminderChannel {
  /** Sends one reminder; throws ReminderNotSent when it was not taken. */
  send(reminder: DueReminder): Promise<void>
}

type Fetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ json(): Promise<unknown> }>

const API = 'https://api.weixin.qq.com'
/** An access token is reused until this long before WeChat's expiry. */
const TOKEN_MARGIN_MS = 5 * 60_000
/** WeChat's answers that the access token is invalid or expired: fetched afresh on the next try. */
const STALE_TOKEN = new Set([40001, 40014, 42001])
/** WeChat is busy: nothing was sent. */
const BUSY = -1

/**
 * The template's keywords, in the order the operator picks them when adding the template (meeting, time, place):
 * WeChat numbers them thing1, time2, thing3.
 */
export const REMINDER_TEMPLATE_KEYWORDS = { title: 'thing1', time: 'time2', place: 'thing3' } as const
/** The mini program page a reminder opens, before the meeting's id. */
export const REMINDER_PAGE = 'packages/meeting/meeting-details/index?meetingId='
/** A `thing` keyword holds at most 20 characters. */
const THING_LENGTH = 20

const clip = (text: string) => (text.length > THING_LENGTH ? `${text.slice(0, THING_LENGTH - 1)}…` : text)

/** The start in the fair's zone (UTC+8) as WeChat's `time` keyword takes it: 2026年9月9日 14:30. */
function timeText(start: Date): string {
  const local = new Date(start.getTime() + 8 * 3_600_000)
  const hhmm = local.toISOString().slice(11, 16)
  return `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日 ${hhmm}`
}

/** The subscribe message of a reminder, in the language the user accepted it in. */
export function reminderMessage(reminder: DueReminder, templateId: string) {
  const { lang } = reminder
  const place = reminder.place[lang] || messageText('meeting.reminder.online', lang)
  return {
    touser: reminder.openid,
    template_id: templateId,
    page: `${REMINDER_PAGE}${reminder.meetingId}`,
    lang: lang === 'en' ? 'en_US' : 'zh_CN',
    data: {
      [REMINDER_TEMPLATE_KEYWORDS.title]: { value: clip(reminder.title[lang]) },
      [REMINDER_TEMPLATE_KEYWORDS.time]: { value: timeText(reminder.startTime) },
      [REMINDER_TEMPLATE_KEYWORDS.place]: { value: clip(place) },
    },
  }
}

/**
 * WeChat's subscribe messages (message/subscribe/send) with the mini program's credentials. The access token is
 * WeChat's stable one (cgi-bin/stable_token), which several server processes share and which leaves the login's token
 * alone; `post` is the real fetch, a test's double in tests.
 */
export function wechatReminderChannel({
  appId,
  secret,
  templateId,
  post = fetch,
  now = Date.now,
}: {
  appId: string
  secret: string
  templateId: string
  post?: Fetch
  now?: () => number
}): ReminderChannel {
  let cached: { token: string; until: number } | undefined
  const postJson = async (url: string, body: unknown) =>
    (await (
      await post(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()) as Record<string, unknown>

  async function accessToken(): Promise<string> {
    if (cached && now() < cached.until) return cached.token
    let answer: Record<string, unknown>
    try {
      answer = await postJson(`${API}/cgi-bin/stable_token`, {
        grant_type: 'client_credential',
        appid: appId,
        secret,
        force_refresh: false,
      })
    } catch (error) {
      throw new ReminderNotSent(`WeChat access token not reached: ${(error as Error).message}`, true)
    }
    if (typeof answer.access_token !== 'string')
      throw new ReminderNotSent(`WeChat access token refused (errcode ${String(answer.errcode ?? 'unknown')})`, true)
    const expiresIn = typeof answer.expires_in === 'number' ? answer.expires_in : 7200
    cached = { token: answer.access_token, until: now() + expiresIn * 1000 - TOKEN_MARGIN_MS }
    return cached.token
  }

  return {
    async send(reminder) {
      const url = `${API}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(await accessToken())}`
      let answer: Record<string, unknown>
      try {
        answer = await postJson(url, reminderMessage(reminder, templateId))
      } catch (error) {
        // WeChat may have sent it before the answer was lost: not tried again, so never sent twice.
        throw new ReminderNotSent(`WeChat not reached: ${(error as Error).message}`, false)
      }
      const code = Number(answer.errcode ?? 0)
      if (code === 0) return
      if (STALE_TOKEN.has(code)) cached = undefined
      // 43101: the user's acceptance is used up or withdrawn; other codes are the template's or the page's.
      throw new ReminderNotSent(
        `WeChat refused the reminder (errcode ${code}: ${String(answer.errmsg ?? '')})`,
        code === BUSY || STALE_TOKEN.has(code),
      )
    },
  }
}

/** Local mode's stand-in: says what it would send, sends nothing. Production refuses it. */
export function localReminderChannel(mode: RunMode, log: (line: string) => void): ReminderChannel {
  if (mode === 'production')
    throw new Error(`meeting reminders: the local stand-in works only in local mode; production needs ${CREDENTIALS}`)
  return {
    async send({ userId, meetingId }) {
      log(`local stand-in: would remind user ${userId} of meeting ${meetingId}`)
    },
  }
}

/**
 * The reminder channel of the environment, with the start-up report's line: WeChat with the mini program's
 * credentials and the template; else, locally, the stand-in; in production none (the sender is not started).
 */
export function reminderChannelFromEnv(
  env: NodeJS.ProcessEnv,
  mode: RunMode,
  log: (line: string) => void,
): { channel: ReminderChannel | null; report: string } {
  const { WECHAT_MINI_APP_ID: appId, WECHAT_MINI_APP_SECRET: secret } = env
  const templateId = env.TARO_APP_MEETING_REMINDER_TEMPLATE
  const lead = `${MEETING_REMINDER_MINUTES} minutes before a meeting`
  if (appId && secret && templateId)
    return {
      channel: wechatReminderChannel({ appId, secret, templateId }),
      report: `meeting reminders: WeChat subscribe messages, ${lead} (TARO_APP_MEETING_REMINDER_TEMPLATE)`,
    }
  if (mode === 'local')
    return {
      channel: localReminderChannel(mode, log),
      report: `meeting reminders: local stand-in, logged ${lead} instead of sent (set ${CREDENTIALS} to send)`,
    }
  return {
    channel: null,
    report: `meeting reminders: refused to start, production sends them only through WeChat: set ${CREDENTIALS}`,
  }
}

/** What the sender writes to the server's log. */
export interface ReminderLog {
  info(message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

/**
 * One look at the fair's clock: claims the reminders due at `now` and sends each once. A reminder that sent nothing
 * (no access token, WeChat busy) is given back for the next look; any other failure is logged and not tried again.
 * Answers how many were sent.
 */
export async function sendDueReminders(
  db: Database,
  now: Date,
  channel: ReminderChannel,
  log: ReminderLog,
): Promise<number> {
  let sent = 0
  for (const reminder of await claimDueReminders(db, now)) {
    try {
      await channel.send(reminder)
      sent += 1
    } catch (error) {
      const retry = error instanceof ReminderNotSent && error.retry
      if (retry) await releaseReminder(db, reminder)
      log.warn(
        { err: loggableError(error), meetingId: reminder.meetingId, userId: reminder.userId, retry },
        'meeting reminder not sent',
      )
    }
  }
  return sent
}

/**
 * Runs the sender in this process: a look now and every `everyMs` on the fair's clock, one at a time. Every server
 * process may run it: a reminder is claimed by one of them. Answers a stop that waits for a look under way.
 */
export function startMeetingReminders({
  db,
  clock,
  channel,
  log,
  everyMs = REMINDER_CHECK_MS,
}: {
  db: Database
  clock: Clock
  channel: ReminderChannel
  log: ReminderLog
  everyMs?: number
}): () => Promise<void> {
  let running: Promise<void> | null = null
  const look = () => {
    if (running) return
    running = sendDueReminders(db, clock(), channel, log)
      .then((sent) => {
        if (sent > 0) log.info(`meeting reminders: ${sent} sent`)
      })
      .catch((error: unknown) => log.error({ err: loggableError(error) }, 'meeting reminders: look failed'))
      .finally(() => (running = null))
  }
  look()
  const timer = setInterval(look, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
