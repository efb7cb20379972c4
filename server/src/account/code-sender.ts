import type { LoginMethod } from '../../../src/contract/account'
import { maskPhone } from '../../../src/contract/mask'
import { ApiError } from '../platform/envelope'
import type { Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import type { RunMode } from '../platform/mode'

export interface LoginCodeMessage {
  method: LoginMethod
  /** Normalised account: an 11-digit mobile or a lower-case email. */
  account: string
  code: string
  /** Language of the request, for the SMS or mail text. */
  lang: Lang
  expiresInSeconds: number
}

/**
 * Delivers a login code (SMS gateway, mail service...). A rejection voids the code and is answered "send failed",
 * or as itself when it is an ApiError.
 */
export interface CodeSender {
  send(message: LoginCodeMessage): Promise<void>
}

/** 138****5678 for a mobile; first character, stars and the domain for an email (a***@example.com). */
export function maskAccount(method: LoginMethod, account: string): string {
  if (method === 'phone') return maskPhone(account)
  const at = account.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${account[0]}***${account.slice(at)}`
}

/**
 * Local mode only: the code is printed to stdout, which is the point of the line. The account is masked; nothing
 * else (no token) is printed.
 */
export const localCodeSender: CodeSender = {
  async send({ method, account, code }) {
    process.stdout.write(`[login code] ${maskAccount(method, account)}: ${code}\n`)
  },
}

/** The text of a code message, in the request's language. */
export function codeText({ code, lang, expiresInSeconds }: LoginCodeMessage): string {
  return messageText('account.login.codeText', lang, { code, minutes: Math.round(expiresInSeconds / 60) })
}

/** Mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com), with nodemailer. */
export async function mailCodeSender(smtpUrl: string, from: string): Promise<CodeSender> {
  const { createTransport } = await import('nodemailer')
  const transport = createTransport(smtpUrl)
  return {
    async send(message) {
      const subject = messageText('account.login.codeSubject', message.lang)
      await transport.sendMail({ from, to: message.account, subject, text: codeText(message) })
    },
  }
}

type Fetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number }>

/**
 * SMS through a provider's HTTP gateway (SMS_WEBHOOK_URL): a JSON POST of `{ phone, text, lang }`, with
 * `Authorization: Bearer SMS_WEBHOOK_TOKEN` when set. Any 2xx is delivered; a provider with another API gets an
 * adapter that speaks this one.
 */
export function webhookSmsSender(url: string, token: string | undefined, fetchFn: Fetch = fetch): CodeSender {
  return {
    async send(message) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.authorization = `Bearer ${token}`
      const response = await fetchFn(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone: message.account, text: codeText(message), lang: message.lang }),
      })
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    },
  }
}

/**
 * Sends each code through its channel's sender; a channel without one (production without its credentials) refuses
 * with a 503 that says so.
 */
export function channelSender(channels: Partial<Record<LoginMethod, CodeSender>>): CodeSender {
  return {
    async send(message) {
      const sender = channels[message.method]
      if (!sender)
        throw new ApiError(
          503,
          503,
          message.method === 'phone' ? 'account.login.smsNotConfigured' : 'account.login.mailNotConfigured',
        )
      await sender.send(message)
    },
  }
}

export interface CodeSending {
  sender: CodeSender
  /** One line per channel for the start-up report: which sender it uses, or why it is off. */
  report: string[]
}

/** The senders of the environment: SMTP_URL for mail, SMS_WEBHOOK_URL for SMS; locally the printer stands in for a missing one. */
export async function codeSendingFromEnv(env: NodeJS.ProcessEnv, mode: RunMode): Promise<CodeSending> {
  const report: string[] = []
  const channels: Partial<Record<LoginMethod, CodeSender>> = {}
  if (env.SMTP_URL) {
    channels.email = await mailCodeSender(env.SMTP_URL, env.MAIL_FROM || 'CIFIT <no-reply@cifit.example>')
    report.push('email login codes: sent by mail (SMTP_URL)')
  }
  if (env.SMS_WEBHOOK_URL) {
    channels.phone = webhookSmsSender(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN)
    report.push('SMS login codes: sent through the SMS gateway (SMS_WEBHOOK_URL)')
  }
  for (const [method, variable, name] of [
    ['phone', 'SMS_WEBHOOK_URL', 'SMS'],
    ['email', 'SMTP_URL', 'email'],
  ] as const) {
    if (channels[method]) continue
    if (mode === 'local') {
      channels[method] = localCodeSender
      report.push(`${name} login codes: printed to this console (local stand-in; set ${variable} to send them)`)
    } else {
      report.push(`${name} login: unavailable, set ${variable} to send its codes`)
    }
  }
  return { sender: channelSender(channels), report }
}
