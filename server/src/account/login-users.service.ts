import { eq, sql } from 'drizzle-orm'
import { users } from './schema'
import type { SessionUser } from './sessions'
import type { LoginMethod } from '../../../src/contract/account'
import { maskPhone } from '../../../src/contract/mask'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'

const AVATAR_VARIANTS = 8

/** A stable placeholder avatar picked from the account, so new users do not all look alike. */
function defaultAvatar(account: string): string {
  let sum = 0
  for (const char of account) sum = (sum + char.charCodeAt(0)) % 1_000_003
  return imageUrl('avatar', (sum % AVATAR_VARIANTS) + 1)
}

/** A first nickname that reveals nothing new: the masked mobile, or the part of the email before '@'. */
function defaultNickname(method: LoginMethod, account: string): string {
  return method === 'phone' ? maskPhone(account) : account.slice(0, account.lastIndexOf('@')).slice(0, 30)
}

/**
 * The user who owns a normalised phone or email, created on first login.
 * Callers serialise per account (login-codes takes an advisory lock), so no two requests create the same user.
 */
export async function findOrCreateUser(db: Database, method: LoginMethod, account: string): Promise<SessionUser> {
  const match = method === 'phone' ? eq(users.phone, account) : sql`lower(${users.email}) = ${account}`
  const [existing] = await db.select().from(users).where(match).limit(1)
  if (existing) return existing
  const [created] = await db
    .insert(users)
    .values({
      nickname: defaultNickname(method, account),
      avatar: defaultAvatar(account),
      phone: method === 'phone' ? account : null,
      email: method === 'email' ? account : '',
    })
    .returning()
  return created
}
