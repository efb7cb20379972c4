import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../account/schema'
import { id, moment, trigram } from '../platform/columns'

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
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    companyZh: text().notNull(),
    companyEn: text().notNull(),
    positionZh: text().notNull(),
    positionEn: text().notNull(),
    introZh: text().notNull(),
    introEn: text().notNull(),
    avatar: text().notNull(),
    isPublic: boolean().notNull().default(false),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_profiles_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    trigram('user_profiles_name_zh_trgm_idx', t.nameZh),
    trigram('user_profiles_name_en_trgm_idx', t.nameEn),
  ],
)

/** A post in the investment circle ("dynamic"): plain text in both languages by one business card. */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: id(),
    profileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull().default(''),
    publishTime: moment().notNull(),
    likes: integer().notNull().default(0),
  },
  (t) => [
    index('circle_posts_publish_time_idx').on(t.publishTime),
    index('circle_posts_profile_idx').on(t.profileId),
    trigram('circle_posts_title_zh_trgm_idx', t.titleZh),
    trigram('circle_posts_title_en_trgm_idx', t.titleEn),
  ],
)

export const searchRanks = pgTable('search_ranks', {
  id: id(),
  keywordZh: text().notNull(),
  keywordEn: text().notNull(),
  count: integer().notNull(),
})
