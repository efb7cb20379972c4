import { and, eq } from 'drizzle-orm'
import { follows } from './schema'
import type { Database } from '../platform/connect'

const followMatch = (userId: number, targetType: number, targetId: number) =>
  and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId))

export async function isFollowing(
  db: Database,
  userId: number,
  targetType: number,
  targetId: number,
): Promise<boolean> {
  return (await db.$count(follows, followMatch(userId, targetType, targetId))) > 0
}

/** Follows the target, or un-follows it when it already was; answers the new state. */
export async function toggleFollow(
  db: Database,
  userId: number,
  targetType: number,
  targetId: number,
): Promise<{ followed: boolean }> {
  const removed = await db
    .delete(follows)
    .where(followMatch(userId, targetType, targetId))
    .returning({ id: follows.id })
  if (removed.length > 0) return { followed: false }
  await db.insert(follows).values({ userId, targetType, targetId }).onConflictDoNothing()
  return { followed: true }
}
