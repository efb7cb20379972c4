import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { enterprises, products } from './schema'
import type { FilterOf, Page, PageQuery } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { ProjectCard } from '../../../src/contract/content'
import type {
  AtlasIndustry,
  EnterpriseBooth,
  EnterpriseDetail,
  EnterpriseHit,
  EnterpriseSearchQuery,
} from '../../../src/contract/enterprise'
import { projectCards } from '../content/projects.service'
import { projects } from '../content/schema'
import { follows } from '../engagement/schema'
import { booths, exhibitions } from '../exhibition/schema'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, pick, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { options } from '../platform/options.schema'
import { pageOf, tablePage, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'

export type EnterpriseFilter = FilterOf<EnterpriseSearchQuery>

/** The outer query's enterprise id, qualified: drizzle leaves columns inside `sql` unqualified, which a subquery would resolve to its own table. */
const outerEnterpriseId = sql.raw('"enterprises"."id"')

/** How many rows of the table belong to the outer query's enterprise. */
const countOf = (table: typeof products | typeof projects | typeof booths, column: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${table} where ${column} = ${outerEnterpriseId})`

/** The enterprise's first booth (lowest id), or null. */
const firstBoothId = sql<
  number | null
>`(select min(${booths.id}) from ${booths} where ${booths.enterpriseId} = ${outerEnterpriseId})`

function filterOf(filter: EnterpriseFilter) {
  const match = keywordMatch(filter.keyword, bilingualKeyword(enterprises, 'name', 'summary'))
  const conditions: (SQL | undefined)[] = [match?.where]
  if (filter.industryId) conditions.push(eq(enterprises.industryId, Number(filter.industryId)))
  if (filter.institution === 1) conditions.push(eq(enterprises.investmentInstitution, true))
  return { where: and(...conditions), order: match ? [match.titleFirst] : [] }
}

/** Enterprises matching the filter as search hits (see EnterpriseHit for the type codes), name hits first. */
export const searchEnterprises: PagedList<EnterpriseFilter, EnterpriseHit> = async (db, lang, filter, page) => {
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
        boothId: firstBoothId,
        productCount: countOf(products, products.enterpriseId),
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
      productCount: countOf(products, products.enterpriseId),
      projectCount: countOf(projects, projects.enterpriseId),
      boothCount: countOf(booths, booths.enterpriseId),
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

/** The enterprise's investment projects (ProjectCard shape), title hits first, then newest push first. */
export async function listEnterpriseProjects(
  db: Database,
  lang: Lang,
  enterpriseId: number,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<ProjectCard>> {
  const match = keywordMatch(keyword, bilingualKeyword(projects, 'title', 'summary'))
  const where = and(eq(projects.enterpriseId, enterpriseId), match?.where)
  return projectCards(db, lang, page, where, match ? [match.titleFirst] : [])
}

/** The enterprise's booths with their exhibitions (keyword: exhibition, hall or booth number), earliest first. */
export async function listEnterpriseBooths(
  db: Database,
  lang: Lang,
  enterpriseId: number,
  keyword: string | undefined,
  page: PageQuery,
): Promise<Page<EnterpriseBooth>> {
  const match = keywordMatch(keyword, {
    titles: [exhibitions.nameZh, exhibitions.nameEn],
    others: [booths.boothNo, exhibitions.hallZh, exhibitions.hallEn],
  })
  const where = and(eq(booths.enterpriseId, enterpriseId), match?.where)
  return pageOf(
    page,
    db
      .select({
        boothId: booths.id,
        ...columnsOf(booths, 'boothNo', 'area'),
        ...localized(lang, booths, 'intro'),
        exhibitionId: exhibitions.id,
        exhibitionName: pick(lang, exhibitions.nameZh, exhibitions.nameEn),
        ...localized(lang, exhibitions, 'hall'),
        ...columnsOf(exhibitions, 'cover', 'startDate', 'endDate'),
      })
      .from(booths)
      .innerJoin(exhibitions, eq(exhibitions.id, booths.exhibitionId))
      .where(where)
      .orderBy(asc(exhibitions.startDate), asc(booths.id)),
    db
      .select({ total: count() })
      .from(booths)
      .innerJoin(exhibitions, eq(exhibitions.id, booths.exhibitionId))
      .where(where),
  )
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

const followMatch = (userId: number, targetType: number, targetId: number) =>
  and(eq(follows.userId, userId), eq(follows.targetType, targetType), eq(follows.targetId, targetId))

export async function isFollowing(
  db: Database,
  userId: number,
  targetType: number,
  targetId: number,
): Promise<boolean> {
  return (await db.$count(follows, followMatch(userId, targetType, targetId))) > 0
}

/** Follows the target, or un-follows it when it already was; answers the new state. */
export async function toggleFollow(
  db: Database,
  userId: number,
  targetType: number,
  targetId: number,
): Promise<{ followed: boolean }> {
  const removed = await db
    .delete(follows)
    .where(followMatch(userId, targetType, targetId))
    .returning({ id: follows.id })
  if (removed.length > 0) return { followed: false }
  await db.insert(follows).values({ userId, targetType, targetId }).onConflictDoNothing()
  return { followed: true }
}
