import { and, eq } from 'drizzle-orm'
import { collects } from './schema'
import type { CollectState, ContentKey } from '../../../src/contract/engagement'
import type { Database } from '../platform/connect'

/** Whether the item a key names exists: false only when its type has a table and the id is not in it. */
export type ContentExists = (db: Database, key: ContentKey) => Promise<boolean>

const matching = (userId: number, key: ContentKey) =>
  and(eq(collects.userId, userId), eq(collects.contentType, key.contentType), eq(collects.contentId, key.contentId))

export async function isCollected(db: Database, userId: number, key: ContentKey): Promise<CollectState> {
  return { collected: (await db.$count(collects, matching(userId, key))) > 0 }
}

/** Collects the item, or un-collects it when it already was; answers the new state. */
export async function toggleCollect(db: Database, userId: number, key: ContentKey): Promise<CollectState> {
  const removed = await db.delete(collects).where(matching(userId, key)).returning({ id: collects.id })
  if (removed.length > 0) return { collected: false }
  await db
    .insert(collects)
    .values({ userId, ...key })
    .onConflictDoNothing()
  return { collected: true }
}
