import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bilingual, id, moment } from '../platform/columns'

// Tables of the search area: counted search keywords and the hot keywords.

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

export const searchRanks = pgTable('search_ranks', {
  id: id(),
  ...bilingual('keyword'),
  count: integer().notNull(),
})
