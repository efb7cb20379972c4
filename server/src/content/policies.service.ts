import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { policies } from './schema'
import type { Option, Page, PageQuery } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { PolicyCard, PolicyDetail } from '../../../src/contract/content'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'
import { keywordMatch } from '../platform/keyword-match'
import { pick, type Lang } from '../platform/lang'
import { offsetOf, pageFrom } from '../platform/page'

/** Policy categories by their stored code (policies.category), in display order. */
export const POLICY_CATEGORIES: { code: number; zh: string; en: string }[] = [
  { code: 1, zh: '招商引资', en: 'Investment Attraction' },
  { code: 2, zh: '产业扶持', en: 'Industry Support' },
  { code: 3, zh: '人才引进', en: 'Talent' },
  { code: 4, zh: '财政税收', en: 'Finance and Tax' },
  { code: 5, zh: '土地规划', en: 'Land and Planning' },
  { code: 6, zh: '开放贸易', en: 'Trade and Opening-up' },
]

export interface PolicyFilter {
  keyword?: string
  /** A category code as the select sends it; '' means any. */
  categoryId?: string
  /** Only the policies of the investment-circle (goldkey) zone. */
  goldkey?: boolean
}

export function listPolicyCategories(lang: Lang): Option[] {
  return POLICY_CATEGORIES.map((c) => ({ value: String(c.code), label: c[lang] }))
}

/** The category label in the request's language, as SQL (the codes live here, not in a table). */
function categoryLabel(lang: Lang): SQL<string> {
  const cases = POLICY_CATEGORIES.map((c) => sql`when ${c.code} then ${c[lang]}`)
  return sql<string>`(case ${policies.category} ${sql.join(cases, sql` `)} else '' end)`
}

function cardColumns(lang: Lang) {
  return {
    id: policies.id,
    title: pick(lang, policies.titleZh, policies.titleEn),
    summary: pick(lang, policies.summaryZh, policies.summaryEn),
    issuer: pick(lang, policies.issuerZh, policies.issuerEn),
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
export async function searchPolicies(
  db: Database,
  lang: Lang,
  filter: PolicyFilter,
  page: PageQuery,
): Promise<Page<PolicyCard>> {
  const match = keywordMatch(filter.keyword, {
    titles: [policies.titleZh, policies.titleEn],
    others: [policies.summaryZh, policies.summaryEn, policies.issuerZh, policies.issuerEn],
  })
  const where = and(
    match?.where,
    filter.categoryId ? eq(policies.category, Number(filter.categoryId)) : undefined,
    filter.goldkey ? eq(policies.goldkey, true) : undefined,
  )
  return pageFrom(
    db
      .select(cardColumns(lang))
      .from(policies)
      .where(where)
      .orderBy(...(match ? [match.titleFirst] : []), desc(policies.publishTime), desc(policies.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(policies).where(where),
    toCard,
    page,
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
