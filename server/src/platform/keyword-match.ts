import { desc, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { containsPattern } from './like'

/** The columns a keyword is looked for in: the titles (both languages) rank above the other text. */
export interface KeywordColumns {
  titles: AnyPgColumn[]
  others?: AnyPgColumn[]
}

/**
 * The keyword columns of a table's bilingual texts: both languages of `title`, then of each other text
 * (`bilingualKeyword(news, 'title', 'summary')`).
 */
export function bilingualKeyword<N extends string>(
  table: Record<`${N}Zh` | `${N}En`, AnyPgColumn>,
  title: N,
  ...others: N[]
): KeywordColumns {
  const both = (name: N) => [table[`${name}Zh`], table[`${name}En`]]
  return { titles: both(title), others: others.flatMap(both) }
}

export interface KeywordMatch {
  /** Rows whose titles or other text contain the keyword (either language, any case, 2-character Chinese too). */
  where: SQL
  /** Put first in ORDER BY: title hits before hits only in the other text. */
  titleFirst: SQL
}

/** A keyword search over bilingual columns; undefined when the keyword is blank (no filtering, no ranking). */
export function keywordMatch(keyword: string | undefined, columns: KeywordColumns): KeywordMatch | undefined {
  const trimmed = keyword?.trim()
  if (!trimmed) return undefined
  const pattern = containsPattern(trimmed)
  const inTitle = or(...columns.titles.map((c) => ilike(c, pattern)))!
  const inOthers = (columns.others ?? []).map((c) => ilike(c, pattern))
  return {
    where: inOthers.length > 0 ? or(inTitle, ...inOthers)! : inTitle,
    titleFirst: desc(sql`(${inTitle})`),
  }
}
