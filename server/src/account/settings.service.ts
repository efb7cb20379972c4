import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { and, eq, ne, sql } from 'drizzle-orm'
import { isCodeShaped, redeemCode } from './login-codes'
import { users } from './schema'
import type { SessionUser } from './sessions'
import { feedbacks, userPasswords, userSettings } from './settings.schema'
import type { FeedbackForm, UserSetting } from '../../../src/contract/account'
import {
  FEEDBACK_MAX_LENGTH,
  isLongEnoughMessage,
  MESSAGE_MIN_LENGTH,
  isEmail,
  isRequired,
  isValidPassword,
  isWithinLength,
} from '../../../src/contract/validators'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'

const scryptAsync = promisify(scrypt) as (secret: string, salt: string, keylen: number) => Promise<Buffer>
const HASH_BYTES = 32

async function matches(secret: string, salt: string, hashHex: string): Promise<boolean> {
  const expected = Buffer.from(hashHex, 'hex')
  const given = await scryptAsync(secret, salt, HASH_BYTES)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The user's settings, with the defaults for a user who never changed one. */
export async function getUserSetting(db: Database, user: SessionUser): Promise<UserSetting> {
  const [setting] = await db.select().from(userSettings).where(eq(userSettings.userId, user.id))
  const hasPassword = (await db.$count(userPasswords, eq(userPasswords.userId, user.id))) > 0
  return { recommend: setting?.recommend ?? true, hasPassword, email: user.email }
}

export async function setRecommend(db: Database, user: SessionUser, recommend: boolean): Promise<UserSetting> {
  await db
    .insert(userSettings)
    .values({ userId: user.id, recommend })
    .onConflictDoUpdate({ target: userSettings.userId, set: { recommend, updatedAt: new Date() } })
  return getUserSetting(db, user)
}

/**
 * Sets a new password (the rule of seed 001 section 5 checked here too); once one exists the old one must be
 * given and right. A password signs in with a phone or an email, so an account with neither (a WeChat sign-up) is
 * asked to bind one first. Only a salted scrypt hash is stored.
 */
export async function changePassword(
  db: Database,
  userId: number,
  newPassword: string,
  oldPassword?: string,
): Promise<void> {
  const [account] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId))
  if (!account?.phone && !account?.email) throw new ApiError(409, 409, 'account.settings.unbound')
  if (!isValidPassword(newPassword)) throw new ApiError(400, 400, 'account.settings.passwordFormat')
  const [current] = await db.select().from(userPasswords).where(eq(userPasswords.userId, userId))
  if (current) {
    if (!oldPassword) throw new ApiError(400, 400, 'account.settings.oldPasswordRequired')
    if (!(await matches(oldPassword, current.salt, current.hash)))
      throw new ApiError(400, 400, 'account.settings.wrongOldPassword')
  }
  const salt = randomBytes(16).toString('hex')
  const hash = (await scryptAsync(newPassword, salt, HASH_BYTES)).toString('hex')
  await db
    .insert(userPasswords)
    .values({ userId, hash, salt })
    .onConflictDoUpdate({ target: userPasswords.userId, set: { hash, salt, updatedAt: new Date() } })
}

/**
 * Binds an email proven by the latest code login/sendCode sent to it (single use, expiring, 5 attempts, like a
 * login). Refused with 409 when the user already has an email. An address another account owns is refused exactly
 * like a wrong code (same answer, the code spent the same way), so binding cannot probe who has an account.
 */
export async function bindEmail(
  db: Database,
  user: SessionUser,
  rawEmail: string,
  rawCode: string,
  now = new Date(),
): Promise<UserSetting> {
  if (!isEmail(rawEmail)) throw new ApiError(400, 400, 'account.settings.invalidEmail')
  const code = rawCode.trim()
  if (!isCodeShaped(code)) throw new ApiError(400, 400, 'account.settings.invalidCode')
  if (user.email) throw new ApiError(409, 409, 'account.settings.emailAlreadyBound')
  const email = rawEmail.trim().toLowerCase()

  const refusal = await db.transaction(async (tx): Promise<ApiError | null> => {
    // The same lock as the code login's, so the owner check and the code are settled together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:email:${email}`}))`)
    const wrongCode = await redeemCode(tx, 'email', email, code, now)
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, user.id)))
      .limit(1)
    if (wrongCode || owner) return new ApiError(400, 400, 'account.settings.wrongCode')
    await tx
      .update(users)
      .set({ email })
      .where(and(eq(users.id, user.id), eq(users.email, '')))
    return null
  })
  if (refusal) throw refusal
  return getUserSetting(db, { ...user, email })
}

/** Stores a feedback after the checks the form makes: type and description required, 20 to 500 characters. */
export async function addFeedback(db: Database, userId: number | null, form: FeedbackForm): Promise<{ id: number }> {
  const content = form.content.trim()
  if (!isRequired(content)) throw new ApiError(400, 400, 'account.settings.feedbackRequired')
  if (!isLongEnoughMessage(content))
    throw new ApiError(400, 400, 'account.settings.feedbackTooShort', { min: MESSAGE_MIN_LENGTH })
  if (!isWithinLength(content, FEEDBACK_MAX_LENGTH))
    throw new ApiError(400, 400, 'account.settings.feedbackTooLong', { max: FEEDBACK_MAX_LENGTH })
  const [row] = await db
    .insert(feedbacks)
    .values({ userId, type: form.type, content, contact: form.contact?.trim() ?? '' })
    .returning({ id: feedbacks.id })
  return row
}
