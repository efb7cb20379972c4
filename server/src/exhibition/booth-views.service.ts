import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm'
import { booths } from './schema'
import { boothsFrom } from './service'
import { ContentType } from '../../../src/contract/common.codes'
import type { ViewedBooth } from '../../../src/contract/exhibition'
import { eventPoints } from '../engagement'
import type { Database } from '../platform/connect'
import type { Lang } from '../platform/lang'

/** How many booths the footprints list at most. */
const LIMIT = 50

/**
 * The booths a user opened in the app, most recent first: every booth page records a `content_view` event of the
 * booth's content type with the signed-in user (event/eventPoint), which is the app's only record of booth visits.
 */
export async function listViewedBooths(db: Database, lang: Lang, userId: number): Promise<ViewedBooth[]> {
  const views = await db
    .select({
      boothId: sql<number>`${eventPoints.contentId}::int`.mapWith(Number),
      lastViewedAt: max(eventPoints.createdAt),
      views: count(),
    })
    .from(eventPoints)
    .where(
      and(
        eq(eventPoints.userId, userId),
        eq(eventPoints.eventName, 'content_view'),
        eq(eventPoints.paramId, String(ContentType.booth)),
        sql`${eventPoints.contentId} ~ '^[0-9]{1,9}$'`,
      ),
    )
    .groupBy(eventPoints.contentId)
    .orderBy(desc(max(eventPoints.createdAt)))
    .limit(LIMIT)
  if (views.length === 0) return []
  const cards = await boothsFrom(db, lang).where(
    inArray(
      booths.id,
      views.map((v) => v.boothId),
    ),
  )
  const byId = new Map(cards.map((card) => [card.id, card]))
  // A booth removed since it was opened is left out.
  return views.flatMap(({ boothId, lastViewedAt, views: times }) => {
    const card = byId.get(boothId)
    return card && lastViewedAt ? [{ ...card, lastViewedAt: lastViewedAt.getTime(), views: times }] : []
  })
}
