import { eq } from 'drizzle-orm'
import { agreements } from './catalogue.schema'
import type { FairArticle } from '../../../src/contract/content'
import type { Agreement } from '../../../src/contract/fair'
import { fairArticles } from '../fair'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

/** A fair article by id or by code (one of them is given). Null when nothing matches. */
export async function getFairArticle(
  db: Database,
  lang: Lang,
  key: { id: number } | { code: string },
): Promise<FairArticle | null> {
  const [row] = await db
    .select({
      ...columnsOf(fairArticles, 'id', 'code'),
      ...localized(lang, fairArticles, 'title'),
      cover: fairArticles.cover,
      ...localized(lang, fairArticles, 'content'),
      publishTime: fairArticles.publishTime,
    })
    .from(fairArticles)
    .where('id' in key ? eq(fairArticles.id, key.id) : eq(fairArticles.code, key.code))
  return row ? { ...row, publishTime: row.publishTime.getTime() } : null
}

/** The agreement of one type (user, privacy, ...) in the request's language. Null for an unknown type. */
export async function getAgreement(db: Database, lang: Lang, type: string): Promise<Agreement | null> {
  const [row] = await db
    .select({
      type: agreements.type,
      ...localized(lang, agreements, 'title', 'content'),
    })
    .from(agreements)
    .where(eq(agreements.type, type))
  return row ?? null
}
