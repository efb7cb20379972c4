import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { POLICY_CATEGORY_CODES, type PolicyCategoryCode } from './messages'
import { policies } from './schema'
import type { FilterOf, Option } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { PolicyCard, PolicyDetail, PolicyQuery } from '../../../src/contract/content'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, pick, type Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { tablePage, type PagedList } from '../platform/page'

export type PolicyFilter = FilterOf<PolicyQuery>

const categoryName = (code: PolicyCategoryCode, lang: Lang) => messageText(`content.policyCategory.${code}`, lang)

export function listPolicyCategories(lang: Lang): Option[] {
  return POLICY_CATEGORY_CODES.map((code) => ({ value: String(code), label: categoryName(code, lang) }))
}

/** The category label in the request's language, as SQL (the codes live in messages.ts, not in a table). */
function categoryLabel(lang: Lang): SQL<string> {
  const cases = POLICY_CATEGORY_CODES.map((code) => sql`when ${code} then ${categoryName(code, lang)}`)
  return sql<string>`(case ${policies.category} ${sql.join(cases, sql` `)} else '' end)`
}

function cardColumns(lang: Lang) {
  return {
    id: policies.id,
    ...localized(lang, policies, 'title', 'summary', 'issuer'),
    category: categoryLabel(lang),
    publishTime: policies.publishTime,
  }
}

const toCard = <R extends { id: number; publishTime: Date }>({ publishTime, ...row }: R) => ({
  ...row,
  type: ContentType.article,
  cover: imageUrl('policy', row.id),
  time: publishTime.getTime(),
})

/** Policies matching keyword, category and zone; title hits first, then newest. */
export const searchPolicies: PagedList<PolicyFilter, PolicyCard> = async (db, lang, filter, page) => {
  const match = keywordMatch(filter.keyword, bilingualKeyword(policies, 'title', 'summary', 'issuer'))
  const where = and(
    match?.where,
    filter.categoryId ? eq(policies.category, Number(filter.categoryId)) : undefined,
    filter.goldkey ? eq(policies.goldkey, true) : undefined,
  )
  return tablePage(
    db,
    page,
    {
      table: policies,
      columns: cardColumns(lang),
      where,
      orderBy: [...(match ? [match.titleFirst] : []), desc(policies.publishTime), desc(policies.id)],
    },
    toCard,
  )
}

/** One policy with its rich text (sanitised as stored). Null when the id matches nothing. */
export async function getPolicy(db: Database, lang: Lang, id: number): Promise<PolicyDetail | null> {
  const [row] = await db
    .select({ ...cardColumns(lang), content: pick(lang, policies.contentZh, policies.contentEn) })
    .from(policies)
    .where(eq(policies.id, id))
  return row ? toCard(row) : null
}
