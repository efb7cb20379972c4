import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../account/schema'
import { belongsTo, bilingual, bilingualTrigrams, createdAt, id, moment, refersTo } from '../platform/columns'

// Tables of the search area: counted search keywords, public business cards and investment-circle posts.

/**
 * How often each keyword was searched, per language ('zh' or 'en'), one search per searcher and fair day; feeds
 * home/listSearchRank with search_ranks. Only keywords a signed-in user searched, and not hidden, are shown.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: id(),
    lang: text().notNull(),
    keyword: text().notNull(),
    count: integer().notNull().default(0),
    /** Of `count`, the searches by signed-in users. */
    memberCount: integer().notNull().default(0),
    /** Hidden by an operator: never shown as a hot keyword, seeded or counted. */
    hidden: boolean().notNull().default(false),
    lastSearchedAt: moment().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_keywords_lang_keyword_idx').on(t.lang, t.keyword),
    index('search_keywords_lang_count_idx').on(t.lang, t.count),
  ],
)

/** Who already counted for a keyword on a fair day ('user:12' or 'client:<address>'); older days are swept. */
export const searchKeywordHits = pgTable(
  'search_keyword_hits',
  {
    lang: text().notNull(),
    keyword: text().notNull(),
    searcher: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.keyword, t.searcher, t.day] }),
    index('search_keyword_hits_day_idx').on(t.day),
  ],
)

/**
 * A user's business card. Only cards with `isPublic` are found by userInfoSearch; phone and email stay in users
 * and are never part of a card.
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: id(),
    userId: refersTo(() => users.id),
    ...bilingual('name', 'company', 'position', 'intro'),
    avatar: text().notNull(),
    isPublic: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_profiles_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    ...bilingualTrigrams('user_profiles', 'name', t),
  ],
)

/** A post in the investment circle ("dynamic"): plain text in both languages by one business card. */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: id(),
    profileId: belongsTo(() => userProfiles.id),
    ...bilingual('title', 'content'),
    cover: text().notNull().default(''),
    publishTime: moment().notNull(),
    likes: integer().notNull().default(0),
  },
  (t) => [
    index('circle_posts_publish_time_idx').on(t.publishTime),
    index('circle_posts_profile_idx').on(t.profileId),
    ...bilingualTrigrams('circle_posts', 'title', t),
  ],
)

export const searchRanks = pgTable('search_ranks', {
  id: id(),
  ...bilingual('keyword'),
  count: integer().notNull(),
})
