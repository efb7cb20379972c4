import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import { sessions, users } from './schema'
import type { Database } from '../platform/connect'

const SESSION_DAYS = 30
const TOKEN_PATTERN = /^[0-9a-f]{64}$/

export type SessionUser = typeof users.$inferSelect

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Issues a random 256-bit token; only its hash is stored. Expired sessions are swept at the same time. */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('hex')
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  })
  return token
}

/** The user of a live session, or null for an unknown, malformed or expired token. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
  return row?.user ?? null
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/** Ends every session of the user (sign out of all devices); answers how many there were. */
export async function deleteUserSessions(db: Database, userId: number): Promise<number> {
  return (await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ userId: sessions.userId })).length
}
