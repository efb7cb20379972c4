import { desc, eq, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { SearchRank } from '../../../src/services/api/common-client.dto'
import type { Database } from '../db/connect'
import { searchRanks } from '../db/schema'
import { searchKeywords } from '../db/schema-search'
import { pick, type Lang } from '../lib/lang'

const HOT_KEYWORD_COUNT = 10

/** Counts one search of the keyword in the language (blank keywords are not counted). */
export async function recordSearch(db: Database, lang: Lang, keyword: string | undefined): Promise<void> {
  const clean = keyword?.trim()
  if (!clean) return
  await db
    .insert(searchKeywords)
    .values({ lang, keyword: clean, count: 1 })
    .onConflictDoUpdate({
      target: [searchKeywords.lang, searchKeywords.keyword],
      set: { count: sql`${searchKeywords.count} + 1`, lastSearchedAt: new Date() },
    })
}

/** The most searched keywords in the language: the seeded ranking plus the searches counted since, most first. */
export async function hotKeywords(db: Database, lang: Lang): Promise<SearchRank[]> {
  const all = unionAll(
    db.select({ keyword: pick(lang, searchRanks.keywordZh, searchRanks.keywordEn), count: searchRanks.count }).from(searchRanks),
    db.select({ keyword: searchKeywords.keyword, count: searchKeywords.count }).from(searchKeywords).where(eq(searchKeywords.lang, lang)),
  ).as('all_keywords')
  const total = sql<number>`sum(${all.count})::int`
  return db
    .select({ keyword: all.keyword, count: total })
    .from(all)
    .groupBy(all.keyword)
    .orderBy(desc(total), all.keyword)
    .limit(HOT_KEYWORD_COUNT)
}
