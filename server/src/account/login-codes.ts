import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { CodeSender } from './code-sender'
import { findOrCreateUser } from './login-users.service'
import { loginCodes } from './schema'
import { createSession, type SessionUser } from './sessions'
import type { MiniProgramClient } from './wechat-mini-program'
import type { LoginMethod } from '../../../src/contract/account'
import { isEmail, isMobile } from '../../../src/contract/validators'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { DAY_MS, fairDayStart } from '../platform/fair-clock'
import type { Lang } from '../platform/lang'

export const CODE_LENGTH = 6
/** A code works for 5 minutes. */
export const CODE_TTL_MS = 5 * 60_000
/** At most one code per account per minute. */
export const RESEND_INTERVAL_MS = 60_000
/** At most 10 codes per account per calendar day (fair time, UTC+8). */
export const DAILY_CODE_LIMIT = 10
/**
 * Codes per hour per client address, whatever the accounts (counted in login_codes, so every server process shares
 * it): venue-sized by default, as a whole fair hall may share one address; LOGIN_CODES_PER_ADDRESS_HOUR changes it.
 * The per-account limits above are what stop one number being flooded.
 */
export const DEFAULT_CODES_PER_ADDRESS_HOUR = 300
const HOUR_MS = 3_600_000
/** The 5th wrong attempt voids a code. */
export const MAX_ATTEMPTS = 5
/** Codes older than this are swept; they no longer count for any limit. */
const KEEP_CODES_MS = 2 * DAY_MS

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>
const HASH_BYTES = 32

export interface LoginDeps {
  sender: CodeSender
  /** The clock every expiry and limit is measured with; tests move it. */
  now: () => Date
  /** WeChat's mini program login calls (or the local stand-in). */
  miniProgram: MiniProgramClient
  /** The per-address hourly cap on codes. */
  codesPerAddressHour: number
}

/** LOGIN_CODES_PER_ADDRESS_HOUR, else the venue-sized default. */
export function codesPerAddressHourFromEnv(env: NodeJS.ProcessEnv): number {
  if (!env.LOGIN_CODES_PER_ADDRESS_HOUR) return DEFAULT_CODES_PER_ADDRESS_HOUR
  const limit = Number(env.LOGIN_CODES_PER_ADDRESS_HOUR)
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(
      `LOGIN_CODES_PER_ADDRESS_HOUR must be a whole number above 0, got "${env.LOGIN_CODES_PER_ADDRESS_HOUR}"`,
    )
  return limit
}

/**
 * The account in the one form it is stored and looked up in: the 11-digit mobile (a +86 / 86 prefix dropped),
 * or the trimmed, lower-case email. Throws a 400 when it does not match the method's format.
 */
export function normalizeAccount(method: LoginMethod, account: string): string {
  if (method === 'phone') {
    if (!isMobile(account)) throw new ApiError(400, 400, 'account.login.invalidPhone')
    return account.replace(/\D/g, '').slice(-11)
  }
  if (!isEmail(account)) throw new ApiError(400, 400, 'account.login.invalidEmail')
  return account.trim().toLowerCase()
}

async function hashCode(code: string, salt: string): Promise<Buffer> {
  return scryptAsync(code, salt, HASH_BYTES)
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Serialises every login step of one account (limits, attempts, single use), on PGlite and PostgreSQL alike. */
async function lockAccount(tx: Tx, method: LoginMethod, account: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${method}:${account}`}))`)
}

/**
 * Creates and sends a code: 60 s between codes and 10 a day per account, deps.codesPerAddressHour an hour per client address (429);
 * only the salted scrypt hash stored. The row is committed first and the code sent afterwards, outside the
 * transaction, so a slow gateway holds no lock; a failed send deletes the row, which voids the code and costs no quota.
 */
export async function issueLoginCode(
  db: Database,
  deps: LoginDeps,
  method: LoginMethod,
  account: string,
  lang: Lang,
  ip: string,
): Promise<{ resendAfter: number; expiresIn: number }> {
  const now = deps.now()
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
  const salt = randomBytes(16).toString('hex')
  const codeHash = (await hashCode(code, salt)).toString('hex')
  const id = await db.transaction(async (tx) => {
    await lockAccount(tx, method, account)
    await tx.delete(loginCodes).where(lt(loginCodes.createdAt, new Date(now.getTime() - KEEP_CODES_MS)))
    const sentFromAddress = await tx.$count(
      loginCodes,
      and(eq(loginCodes.ip, ip), gte(loginCodes.createdAt, new Date(now.getTime() - HOUR_MS))),
    )
    if (sentFromAddress >= deps.codesPerAddressHour) throw new ApiError(429, 429, 'account.login.addressLimit')
    const sentToday = await tx.$count(
      loginCodes,
      and(eq(loginCodes.method, method), eq(loginCodes.account, account), gte(loginCodes.createdAt, fairDayStart(now))),
    )
    const [last] = await tx
      .select({ createdAt: loginCodes.createdAt })
      .from(loginCodes)
      .where(and(eq(loginCodes.method, method), eq(loginCodes.account, account)))
      .orderBy(desc(loginCodes.createdAt))
      .limit(1)
    const waitMs = last ? last.createdAt.getTime() + RESEND_INTERVAL_MS - now.getTime() : 0
    if (waitMs > 0) throw new ApiError(429, 429, 'account.login.tooSoon', { seconds: Math.ceil(waitMs / 1000) })
    if (sentToday >= DAILY_CODE_LIMIT) throw new ApiError(429, 429, 'account.login.dailyLimit')
    const [row] = await tx
      .insert(loginCodes)
      .values({ method, account, codeHash, salt, expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now, ip })
      .returning({ id: loginCodes.id })
    return row.id
  })
  try {
    await deps.sender.send({ method, account, code, lang, expiresInSeconds: CODE_TTL_MS / 1000 })
  } catch (error) {
    await db.delete(loginCodes).where(eq(loginCodes.id, id))
    if (error instanceof ApiError) throw error
    throw new ApiError(503, 503, 'account.login.sendFailed')
  }
  return { resendAfter: RESEND_INTERVAL_MS / 1000, expiresIn: CODE_TTL_MS / 1000 }
}

export type CodeRefusal = { key: 'codeExpired' | 'tooManyAttempts' } | { key: 'wrongCode'; attemptsLeft: number }

/**
 * Spends the account's latest code inside the caller's transaction: only an unexpired, unused code with attempts
 * left, compared in constant time; a wrong guess counts, a right one is void afterwards. The account is locked
 * for the rest of the transaction. Answers null when the code is good.
 */
export async function redeemCode(
  tx: Tx,
  method: LoginMethod,
  account: string,
  code: string,
  now: Date,
): Promise<CodeRefusal | null> {
  await lockAccount(tx, method, account)
  const [latest] = await tx
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.method, method), eq(loginCodes.account, account)))
    .orderBy(desc(loginCodes.createdAt), desc(loginCodes.id))
    .limit(1)
  if (!latest || latest.usedAt || latest.expiresAt.getTime() <= now.getTime()) return { key: 'codeExpired' }
  if (latest.attempts >= MAX_ATTEMPTS) return { key: 'tooManyAttempts' }

  const expected = Buffer.from(latest.codeHash, 'hex')
  const given = await hashCode(code.trim(), latest.salt)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = latest.attempts + 1
    await tx.update(loginCodes).set({ attempts }).where(eq(loginCodes.id, latest.id))
    return attempts >= MAX_ATTEMPTS
      ? { key: 'tooManyAttempts' }
      : { key: 'wrongCode', attemptsLeft: MAX_ATTEMPTS - attempts }
  }
  await tx.update(loginCodes).set({ usedAt: now }).where(eq(loginCodes.id, latest.id))
  return null
}

/** Whether a code has the shape of one (digits of the right length), before any database work. */
export const isCodeShaped = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code.trim())

type Verdict = { ok: true; user: SessionUser; token: string } | { ok: false; error: ApiError }

/** Logs in with the latest code sent to the account, creating the user on first login. */
export async function loginWithCode(
  db: Database,
  deps: LoginDeps,
  method: LoginMethod,
  account: string,
  code: string,
): Promise<{ user: SessionUser; token: string }> {
  if (!isCodeShaped(code)) throw new ApiError(400, 400, 'account.login.invalidCode')
  const now = deps.now()
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const refusal = await redeemCode(tx, method, account, code, now)
    if (refusal) {
      const error =
        refusal.key === 'wrongCode'
          ? new ApiError(400, 400, 'account.login.wrongCode', { left: refusal.attemptsLeft })
          : new ApiError(400, 400, `account.login.${refusal.key}`)
      return { ok: false, error }
    }
    const user = await findOrCreateUser(tx, method, account)
    return { ok: true, user, token: await createSession(tx, user.id) }
  })
  if (!verdict.ok) throw verdict.error
  return { user: verdict.user, token: verdict.token }
}
