import { and, eq } from 'drizzle-orm'
import { collects } from './schema'
import type { ContentTypeCode } from '../../../src/contract/common.codes'
import type { CollectState, ContentKey } from '../../../src/contract/engagement'
import { cities, clusters, investmentServices } from '../city/schema'
import { news, parks, policies, projects } from '../content/schema'
import { enterprises, products } from '../enterprise/schema'
import { booths, exhibitions } from '../exhibition/schema'
import { lives } from '../media/schema'
import { speakers, videos } from '../media/schema'
import { meetings } from '../meeting/schema'
import { circlePosts } from '../network/circle.schema'
import type { Database } from '../platform/connect'

/** Where each content type lives; null for types that have no table on this server yet (any id is accepted). */
const CONTENT_TABLES: Record<
  ContentTypeCode,
  | typeof projects
  | typeof booths
  | typeof parks
  | typeof news
  | typeof products
  | typeof videos
  | typeof meetings
  | typeof exhibitions
  | typeof clusters
  | typeof cities
  | typeof investmentServices
  | typeof enterprises
  | typeof policies
  | typeof speakers
  | typeof lives
  | typeof circlePosts
  | null
> = {
  2: projects,
  3: policies,
  5: booths,
  6: parks,
  7: news,
  8: clusters,
  9: products,
  10: videos,
  13: meetings,
  15: lives,
  21: policies,
  22: enterprises,
  23: exhibitions,
  24: speakers,
  25: cities,
  26: investmentServices,
  27: lives,
  28: circlePosts,
}

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
  await db
    .insert(collects)
    .values({ userId, ...key })
    .onConflictDoNothing()
  return { collected: true }
}
