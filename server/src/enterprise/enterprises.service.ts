import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { enterprises, products } from './schema'
import type { FilterOf } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type {
  AtlasIndustry,
  EnterpriseDetail,
  EnterpriseHit,
  EnterpriseSearchQuery,
} from '../../../src/contract/enterprise'
import { isFollowing } from '../engagement'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, pick, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { options } from '../platform/options.schema'
import { tablePage, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'

export type EnterpriseFilter = FilterOf<EnterpriseSearchQuery>

/** The outer query's enterprise id, qualified: drizzle leaves columns inside `sql` unqualified, which a subquery would resolve to its own table. */
const outerEnterpriseId = sql.raw('"enterprises"."id"')

/** How many products belong to the outer query's enterprise. */
const productCount = sql<number>`(select count(*)::int from ${products} where ${products.enterpriseId} = ${outerEnterpriseId})`

/**
 * What other domains hold of an enterprise, each a subquery on an enterprise id: its projects (content) and booths
 * (exhibition). The composition gives them, so this domain reads no table above it.
 */
export interface EnterpriseHoldings {
  projectCount: (enterpriseId: SQL) => SQL<number>
  boothCount: (enterpriseId: SQL) => SQL<number>
  /** The enterprise's first booth (lowest id), or null. */
  firstBoothId: (enterpriseId: SQL) => SQL<number | null>
}

function filterOf(filter: EnterpriseFilter) {
  const match = keywordMatch(filter.keyword, bilingualKeyword(enterprises, 'name', 'summary'))
  const conditions: (SQL | undefined)[] = [match?.where]
  if (filter.industryId) conditions.push(eq(enterprises.industryId, Number(filter.industryId)))
  if (filter.institution === 1) conditions.push(eq(enterprises.investmentInstitution, true))
  return { where: and(...conditions), order: match ? [match.titleFirst] : [] }
}

/** Enterprises matching the filter as search hits (see EnterpriseHit for the type codes), name hits first. */
export const searchEnterprises =
  (holdings: EnterpriseHoldings): PagedList<EnterpriseFilter, EnterpriseHit> =>
  async (db, lang, filter, page) => {
    const { where, order } = filterOf(filter)
    const name = pick(lang, enterprises.nameZh, enterprises.nameEn)
    return tablePage(
      db,
      page,
      {
        table: enterprises,
        columns: {
          enterpriseId: enterprises.id,
          name,
          ...localized(lang, enterprises, 'summary'),
          ...columnsOf(enterprises, 'logo', 'industryId'),
          industry: optionLabel(lang, enterprises.industryId),
          ...localized(lang, enterprises, 'region'),
          boothId: holdings.firstBoothId(outerEnterpriseId),
          productCount,
          investmentInstitution: enterprises.investmentInstitution,
        },
        where,
        orderBy: [...order, asc(enterprises.id)],
      },
      (row): EnterpriseHit => ({
        ...row,
        id: row.boothId ?? row.enterpriseId,
        type: row.boothId ? ContentType.booth : ContentType.enterprise,
        title: row.name,
        cover: row.logo,
        time: 0,
      }),
    )
  }

/** One enterprise with its counts; `followed` for the signed-in user. Null when the id matches nothing. */
export async function getEnterprise(
  db: Database,
  holdings: EnterpriseHoldings,
  lang: Lang,
  id: number,
  userId?: number,
): Promise<EnterpriseDetail | null> {
  const [row] = await db
    .select({
      id: enterprises.id,
      ...localized(lang, enterprises, 'name'),
      logo: enterprises.logo,
      industry: optionLabel(lang, enterprises.industryId),
      ...localized(lang, enterprises, 'region', 'summary', 'content'),
      ...columnsOf(enterprises, 'images', 'foundedYear', 'investmentInstitution'),
      productCount,
      projectCount: holdings.projectCount(outerEnterpriseId),
      boothCount: holdings.boothCount(outerEnterpriseId),
    })
    .from(enterprises)
    .where(eq(enterprises.id, id))
  if (!row) return null
  const followed = userId ? await isFollowing(db, userId, ContentType.enterprise, id) : false
  return { ...row, title: row.name, cover: row.logo, followed }
}

export async function enterpriseExists(db: Database, id: number): Promise<boolean> {
  return (await db.$count(enterprises, eq(enterprises.id, id))) > 0
}

/** Every enterprise grouped by industry, industries in option order; empty industries are left out. */
export async function enterpriseAtlas(db: Database, lang: Lang): Promise<AtlasIndustry[]> {
  const rows = await db
    .select({
      industryId: enterprises.industryId,
      industry: pick(lang, options.labelZh, options.labelEn),
      id: enterprises.id,
      ...localized(lang, enterprises, 'name'),
      logo: enterprises.logo,
      ...localized(lang, enterprises, 'region'),
    })
    .from(enterprises)
    .innerJoin(options, eq(options.id, enterprises.industryId))
    .orderBy(asc(options.sort), asc(options.id), asc(enterprises.id))
  const groups = new Map<number, AtlasIndustry>()
  for (const { industryId, industry, ...enterprise } of rows) {
    const group = groups.get(industryId) ?? { industryId, industry, count: 0, enterprises: [] }
    group.enterprises.push(enterprise)
    group.count += 1
    groups.set(industryId, group)
  }
  return [...groups.values()]
}
