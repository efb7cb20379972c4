import { and, asc, eq, sql } from 'drizzle-orm'
import { contentCounters, contentTags, eventPoints, likes, tags } from './schema'
import type { ContentKey, CounterKind, EventPoint, Tag } from '../../../src/contract/engagement'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'

/** The tags of one item in the request's language, in their display order. */
export async function listTags(db: Database, lang: Lang, key: ContentKey): Promise<Tag[]> {
  return db
    .select({ id: tags.id, name: pick(lang, tags.nameZh, tags.nameEn) })
    .from(contentTags)
    .innerJoin(tags, eq(tags.id, contentTags.tagId))
    .where(and(eq(contentTags.contentType, key.contentType), eq(contentTags.contentId, key.contentId)))
    .orderBy(asc(contentTags.sort), asc(tags.id))
}

const likesOf = (key: ContentKey) => and(eq(likes.contentType, key.contentType), eq(likes.contentId, key.contentId))

async function likeCount(db: Database, key: ContentKey): Promise<number> {
  return db.$count(likes, likesOf(key))
}

/** Whether the user (if any) likes the item, and how many people do. */
export async function likeState(db: Database, userId: number | undefined, key: ContentKey) {
  const agreed =
    userId === undefined ? false : (await db.$count(likes, and(likesOf(key), eq(likes.userId, userId)))) > 0
  return { agreed, count: await likeCount(db, key) }
}

/** Likes the item, or takes the like back when there was one; answers the new state. */
export async function toggleLike(db: Database, userId: number, key: ContentKey) {
  const removed = await db
    .delete(likes)
    .where(and(likesOf(key), eq(likes.userId, userId)))
    .returning({ userId: likes.userId })
  if (removed.length === 0)
    await db
      .insert(likes)
      .values({ userId, ...key })
      .onConflictDoNothing()
  return { agreed: removed.length === 0, count: await likeCount(db, key) }
}

/** Adds one view or share to the item in a single statement (safe under concurrency); answers the new total. */
export async function addToCounter(db: Database, key: ContentKey, kind: CounterKind): Promise<number> {
  const [row] = await db
    .insert(contentCounters)
    .values({ ...key, kind, count: 1 })
    .onConflictDoUpdate({
      target: [contentCounters.contentType, contentCounters.contentId, contentCounters.kind],
      set: { count: sql`${contentCounters.count} + 1` },
    })
    .returning({ count: contentCounters.count })
  return row.count
}

export async function recordEvent(db: Database, userId: number | undefined, event: EventPoint): Promise<void> {
  await db.insert(eventPoints).values({
    eventName: event.eventName,
    contentId: event.contentId ?? '',
    paramId: event.paramId ?? '',
    paramName: event.paramName ?? '',
    userId: userId ?? null,
  })
}
