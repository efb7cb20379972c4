import { and, asc, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { searchKeywordHits, searchKeywords } from './schema'
import { searchRanks } from './schema'
import type { SearchRank } from '../../../src/contract/search'
import type { Database } from '../platform/connect'
import { DAY_MS, fairDate } from '../platform/fair-clock'
import { pick, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

const HOT_KEYWORD_COUNT = 10

/** Who searched: a signed-in user, or else the client address. */
export interface Searcher {
  userId: number | null
  ip: string
}

/**
 * Counts a search of the keyword in the language at most once per searcher and fair day (blank keywords are not
 * counted); a signed-in user's search also counts as a member's, which is what lets a keyword reach the home page.
 */
export async function recordSearch(
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  searcher: Searcher,
  now = new Date(),
): Promise<void> {
  const clean = keyword?.trim()
  if (!clean) return
  const day = fairDate(now)
  await db.transaction(async (tx) => {
    await tx.delete(searchKeywordHits).where(lt(searchKeywordHits.day, fairDate(new Date(now.getTime() - DAY_MS))))
    const [first] = await tx
      .insert(searchKeywordHits)
      .values({
        lang,
        keyword: clean,
        searcher: searcher.userId ? `user:${searcher.userId}` : `client:${searcher.ip}`,
        day,
      })
      .onConflictDoNothing()
      .returning({ day: searchKeywordHits.day })
    if (!first) return
    const member = searcher.userId ? 1 : 0
    await tx
      .insert(searchKeywords)
      .values({ lang, keyword: clean, count: 1, memberCount: member })
      .onConflictDoUpdate({
        target: [searchKeywords.lang, searchKeywords.keyword],
        set: {
          count: sql`${searchKeywords.count} + 1`,
          memberCount: sql`${searchKeywords.memberCount} + ${member}`,
          lastSearchedAt: now,
        },
      })
  })
}

/**
 * The most searched keywords in the language: the seeded ranking plus the signed-in people who searched each keyword
 * (once a day each), most first; anonymous searches count for nothing, so addresses cannot push a keyword up. An
 * operator's hidden keywords never show.
 */
export async function hotKeywords(db: Database, lang: Lang): Promise<SearchRank[]> {
  const hidden = db
    .select({ keyword: searchKeywords.keyword })
    .from(searchKeywords)
    .where(and(eq(searchKeywords.lang, lang), eq(searchKeywords.hidden, true)))
  const seededKeyword = pick(lang, searchRanks.keywordZh, searchRanks.keywordEn)
  const all = unionAll(
    db
      .select({ keyword: seededKeyword, count: searchRanks.count })
      .from(searchRanks)
      .where(notInArray(seededKeyword, hidden)),
    db
      .select({ keyword: searchKeywords.keyword, count: searchKeywords.memberCount })
      .from(searchKeywords)
      .where(and(eq(searchKeywords.lang, lang), eq(searchKeywords.hidden, false), gt(searchKeywords.memberCount, 0))),
  ).as('all_keywords')
  const total = sql<number>`sum(${all.count})::int`
  return db
    .select({ keyword: all.keyword, count: total })
    .from(all)
    .groupBy(all.keyword)
    .orderBy(desc(total), all.keyword)
    .limit(HOT_KEYWORD_COUNT)
}

export interface KeywordLine {
  keyword: string
  count: number
  memberCount: number
  hidden: boolean
}

/** Every counted or hidden keyword of the language, most searched first, for the operator. */
export async function listKeywords(db: Database, lang: Lang): Promise<KeywordLine[]> {
  return db
    .select({
      ...columnsOf(searchKeywords, 'keyword', 'count', 'memberCount', 'hidden'),
    })
    .from(searchKeywords)
    .where(eq(searchKeywords.lang, lang))
    .orderBy(desc(searchKeywords.count), asc(searchKeywords.keyword))
}

/** Hides a keyword from the hot list (or shows it again), whether it was counted or seeded. */
export async function setKeywordHidden(db: Database, lang: Lang, keyword: string, hidden: boolean): Promise<void> {
  const clean = keyword.trim()
  if (!clean) return
  await db
    .insert(searchKeywords)
    .values({ lang, keyword: clean, count: 0, hidden })
    .onConflictDoUpdate({ target: [searchKeywords.lang, searchKeywords.keyword], set: { hidden } })
}
