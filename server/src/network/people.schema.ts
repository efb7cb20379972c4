import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef } from '../account'
import { bilingual, bilingualTrigrams, createdAt, id, moment, refersTo, updatedAt } from '../platform/columns'
import { options } from '../platform/options.schema'

// Tables of people: business cards, their exchange, who viewed a card, who follows whom.

/**
 * A user's business card, one per user (userBusinessCardApply/add). Only cards with `isPublic` are found by
 * userInfoSearch; phone and email are shown only to people the owner exchanged cards with. A card the user typed
 * holds the same text in both languages; the demo people's are written in both.
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: id(),
    userId: userRef(),
    ...bilingual('name', 'company', 'position', 'intro'),
    avatar: text().notNull(),
    isPublic: boolean().notNull().default(false),
    /** An industry option; null when not given. */
    industryId: refersTo(() => options.id),
    /** CARD_NEEDS codes. */
    offers: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seeks: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Industry option ids the owner declared an interest in (matchmaking). */
    interests: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_profiles_user_idx').on(t.userId),
    index('user_profiles_industry_idx').on(t.industryId),
    ...bilingualTrigrams('user_profiles', 'name', t),
  ],
)

/**
 * A request to exchange cards between two people, one row per pair whichever side asked (cards.service.ts keeps it so
 * under a lock on the pair): pending, then accepted or declined (a new request reuses the row). Contacts show to both
 * sides once accepted. Nothing here stops a row naming one person twice: merging two accounts may leave one, unused.
 */
export const cardExchanges = pgTable(
  'card_exchanges',
  {
    id: id(),
    fromUserId: userRef(),
    toUserId: userRef(),
    /** EXCHANGE_STATUSES. */
    status: text().notNull().default('pending'),
    /** EXCHANGE_SOURCES. */
    source: text().notNull().default('card'),
    remark: text().notNull().default(''),
    createdAt: createdAt(),
    decidedAt: moment(),
  },
  (t) => [
    uniqueIndex('card_exchanges_pair_idx').on(t.fromUserId, t.toUserId),
    index('card_exchanges_to_idx').on(t.toUserId, t.status),
    index('card_exchanges_from_idx').on(t.fromUserId, t.status),
  ],
)

/** A signed-in user's visit to another's card (userInfoDetail); kept VISITOR_DAYS days. */
export const cardViews = pgTable(
  'card_views',
  {
    id: id(),
    ownerId: userRef(),
    viewerId: userRef(),
    viewedAt: createdAt(),
  },
  (t) => [index('card_views_owner_idx').on(t.ownerId, t.viewedAt), index('card_views_viewed_idx').on(t.viewedAt)],
)

/** Who follows whom: a user's fans are the rows with their id as `userId`. */
export const personFollows = pgTable(
  'person_follows',
  {
    followerId: userRef(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.userId] }),
    index('person_follows_user_idx').on(t.userId, t.createdAt),
  ],
)
