import { eq, sql } from 'drizzle-orm'
import { mergeAccounts } from './account-merge.service'
import { users } from './schema'
import { createSession, type SessionUser } from './sessions'
import type { MiniProgramClient } from './wechat-mini-program'
import { wechatAccounts } from './wechat.schema'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { imageUrl } from '../platform/images'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The client's own refusals (a refused code, not configured) stand; WeChat unreachable or refusing our credentials is a 503. */
async function askWeChat<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(503, 503, 'account.login.wechatUnavailable')
  }
}

/** Serialises on one key; the phone key is the one the code login locks, so both never create the same phone twice. */
async function lock(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

/**
 * Mini program login: the `Taro.login()` code is exchanged for an openid, whose user is found or, the first
 * time, created (a WeChat-only user: no phone, no email); either way a new session of our own is opened.
 */
export async function loginWithWeChatCode(
  db: Database,
  client: MiniProgramClient,
  code: string,
): Promise<{ user: SessionUser; token: string }> {
  const { openid, unionid } = await askWeChat(() => client.codeToSession(code))
  return db.transaction(async (tx) => {
    await lock(tx, `wechat:${openid}`)
    const [linked] = await tx
      .select({ user: users })
      .from(wechatAccounts)
      .innerJoin(users, eq(users.id, wechatAccounts.userId))
      .where(eq(wechatAccounts.openid, openid))
    if (linked) return { user: linked.user, token: await createSession(tx, linked.user.id) }
    const [user] = await tx
      .insert(users)
      .values({
        nickname: `wx_${openid.slice(-6)}`,
        avatar: imageUrl('avatar', (openid.charCodeAt(openid.length - 1) % 8) + 1),
      })
      .returning()
    await tx.insert(wechatAccounts).values({ openid, userId: user.id, unionid })
    return { user, token: await createSession(tx, user.id) }
  })
}

/**
 * Binds the mobile of a `getPhoneNumber` code to the signed-in user. When that mobile already has an account (it
 * logged in by SMS before) and WeChat itself vouches for the number, the signed-in WeChat-only account is merged
 * into it (nothing lost, see mergeAccounts) and the session switches to it, so WeChat and SMS login lead to one
 * account. A stand-in's number never hands over an account, and a mobile that already has another WeChat is refused.
 */
export async function bindWeChatPhone(
  db: Database,
  client: MiniProgramClient,
  session: { user: SessionUser; token: string },
  code: string,
): Promise<{ user: SessionUser; token: string }> {
  const phone = await askWeChat(() => client.phoneNumber(code))
  if (!/^1\d{10}$/.test(phone)) throw new ApiError(400, 400, 'account.login.wechatRefused')
  return db.transaction(async (tx) => {
    await lock(tx, `login:phone:${phone}`)
    const [owner] = await tx.select().from(users).where(eq(users.phone, phone))
    if (!owner || owner.id === session.user.id) {
      const [user] = await tx.update(users).set({ phone }).where(eq(users.id, session.user.id)).returning()
      return { user, token: session.token }
    }
    if (!client.verifiesPhones) throw new ApiError(409, 409, 'account.login.phoneNeedsCode')
    const [mine] = await tx.select().from(wechatAccounts).where(eq(wechatAccounts.userId, session.user.id))
    const [owners] = await tx.select().from(wechatAccounts).where(eq(wechatAccounts.userId, owner.id))
    if (!mine || owners || session.user.phone) throw new ApiError(400, 400, 'account.login.phoneTaken')
    await mergeAccounts(tx, session.user.id, owner.id)
    // The survivor keeps its own email; the WeChat-only account's carries over when it has none.
    const email = owner.email || session.user.email
    const [user] = await tx.update(users).set({ email }).where(eq(users.id, owner.id)).returning()
    return { user, token: await createSession(tx, owner.id) }
  })
}
