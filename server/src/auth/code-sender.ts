import type { LoginMethod } from '../../../src/services/api/user-central.dto'
import { maskPhone } from '../../../src/utils/mask'
import type { Lang } from '../lib/lang'

export interface LoginCodeMessage {
  method: LoginMethod
  /** Normalised account: an 11-digit mobile or a lower-case email. */
  account: string
  code: string
  /** Language of the request, for the SMS or mail text. */
  lang: Lang
  expiresInSeconds: number
}

/** Delivers a login code (SMS gateway, mail service...). A rejection is answered "send failed" and the code is dropped. */
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
 * The reference server has no SMS or mail gateway: the code is printed to stdout, which is the point of the line.
 * The account is masked; nothing else (no token) is printed.
 */
export const localCodeSender: CodeSender = {
  async send({ method, account, code }) {
    process.stdout.write(`[login code] ${maskAccount(method, account)}: ${code}\n`)
  },
}
