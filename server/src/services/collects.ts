import { and, eq } from 'drizzle-orm'
import type { ContentTypeCode } from '../../../src/services/api/common.dto'
import type { CollectState, ContentKey } from '../../../src/services/api/user-central.dto'
import type { Database } from '../db/connect'
import { booths, collects, meetings, news, parks, products, projects, videos } from '../db/schema'

/** Where each content type lives; null for types that have no table on this server yet (any id is accepted). */
const CONTENT_TABLES: Record<ContentTypeCode, typeof projects | typeof booths | typeof parks | typeof news | typeof products | typeof videos | typeof meetings | null> = {
  2: projects,
  3: null,
  5: booths,
  6: parks,
  7: news,
  8: null,
  9: products,
  10: videos,
  13: meetings,
  15: videos,
  21: null,
  22: null,
  23: null,
  24: null,
  25: null,
  26: null,
  27: null,
  28: null,
}

export const CONTENT_TYPE_CODES = Object.keys(CONTENT_TABLES).map(Number)

/** False only when the type has a table and the id is not in it. */
export async function contentExists(db: Database, key: ContentKey): Promise<boolean> {
  const table = CONTENT_TABLES[key.contentType as ContentTypeCode]
  return table ? (await db.$count(table, eq(table.id, key.contentId))) > 0 : true
}

const matching = (userId: number, key: ContentKey) =>
  and(eq(collects.userId, userId), eq(collects.contentType, key.contentType), eq(collects.contentId, key.contentId))

export async function isCollected(db: Database, userId: number, key: ContentKey): Promise<CollectState> {
  return { collected: (await db.$count(collects, matching(userId, key))) > 0 }
}

/** Collects the item, or un-collects it when it already was; answers the new state. */
export async function toggleCollect(db: Database, userId: number, key: ContentKey): Promise<CollectState> {
  const removed = await db.delete(collects).where(matching(userId, key)).returning({ id: collects.id })
  if (removed.length > 0) return { collected: false }
  await db.insert(collects).values({ userId, ...key }).onConflictDoNothing()
  return { collected: true }
}
