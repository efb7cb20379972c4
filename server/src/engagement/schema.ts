import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef, users } from '../account'
import { belongsTo, bilingual, contentKey, createdAt, id, moment, refersTo, sortOrder } from '../platform/columns'

// Engagement with any content item, addressed by (content type code, content id) as the client sends them.

export const tags = pgTable('tags', {
  id: id(),
  ...bilingual('name'),
})

export const contentTags = pgTable(
  'content_tags',
  {
    tagId: belongsTo(() => tags.id),
    ...contentKey(),
    sort: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.contentType, t.contentId, t.tagId] })],
)

export const likes = pgTable(
  'likes',
  {
    userId: userRef(),
    ...contentKey(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentType, t.contentId] }),
    index('likes_content_idx').on(t.contentType, t.contentId),
  ],
)

/** Views and shares per item (`unify/addNum`); likes are counted from `likes`. */
export const contentCounters = pgTable(
  'content_counters',
  {
    ...contentKey(),
    kind: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('content_counters_key_idx').on(t.contentType, t.contentId, t.kind)],
)

/** Tracking events (`event/eventPoint`), kept as sent plus who and when. */
export const eventPoints = pgTable(
  'event_points',
  {
    id: id(),
    eventName: text().notNull(),
    contentId: text().notNull().default(''),
    paramId: text().notNull().default(''),
    paramName: text().notNull().default(''),
    userId: refersTo(() => users.id),
    createdAt: moment()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('event_points_name_created_idx').on(t.eventName, t.createdAt)],
)

export const collects = pgTable(
  'collects',
  {
    id: id(),
    userId: userRef(),
    ...contentKey(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('collects_user_content_idx').on(t.userId, t.contentType, t.contentId)],
)

export const follows = pgTable(
  'follows',
  {
    id: id(),
    userId: userRef(),
    targetType: smallint().notNull(),
    targetId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('follows_user_target_idx').on(t.userId, t.targetType, t.targetId)],
)
