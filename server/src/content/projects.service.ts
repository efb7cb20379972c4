import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { projects, pushTimeRanges } from './schema'
import type { FilterOf, Option, Page, PageQuery } from '../../../src/contract/common'
import type { ProjectCard, ProjectDetail, ProjectListQuery } from '../../../src/contract/content'
import { maskPhone } from '../../../src/contract/mask'
import type { Database } from '../platform/connect'
import { filterIdOf } from '../platform/filter-id'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, type Lang } from '../platform/lang'
import { optionLabel, optionsInUse } from '../platform/options'
import { tablePage, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'
import { countView } from '../platform/views'

export type ProjectFilter = FilterOf<ProjectListQuery>

function cardColumns(lang: Lang) {
  return {
    ...columnsOf(projects, 'id', 'type'),
    ...localized(lang, projects, 'title'),
    cover: projects.cover,
    industry: optionLabel(lang, projects.industryId),
    carrier: optionLabel(lang, projects.carrierId),
    investMode: optionLabel(lang, projects.investModeId),
    ...localized(lang, projects, 'region'),
    ...columnsOf(projects, 'investAmount', 'pushTime', 'views'),
  }
}

const toCard = <R extends { pushTime: Date }>(row: R) => ({ ...row, pushTime: row.pushTime.getTime() })

function whereOf(filter: ProjectFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    keywordMatch(filter.keyword, bilingualKeyword(projects, 'title', 'summary'))?.where,
  ]
  const [industryId, carrierId, investModeId, pushTimeId] = [
    filter.industryId,
    filter.carrierId,
    filter.investModeId,
    filter.pushTimeId,
  ].map(filterIdOf)
  if (industryId !== undefined) conditions.push(eq(projects.industryId, industryId))
  if (carrierId !== undefined) conditions.push(eq(projects.carrierId, carrierId))
  if (investModeId !== undefined) conditions.push(eq(projects.investModeId, investModeId))
  if (pushTimeId !== undefined) {
    // An unknown range id yields NULL days, which matches nothing.
    const days = sql`(select ${pushTimeRanges.days} from ${pushTimeRanges} where ${pushTimeRanges.id} = ${pushTimeId})`
    conditions.push(sql`${projects.pushTime} >= now() - make_interval(days => ${days})`)
  }
  if (filter.type !== undefined) conditions.push(eq(projects.type, filter.type))
  if (filter.areaId !== undefined) conditions.push(eq(projects.areaId, filter.areaId))
  return and(...conditions)
}

/** A page of project cards under `where`: those `first` ranks first, then newest push first. */
export function projectCards(
  db: Database,
  lang: Lang,
  page: PageQuery,
  where: SQL | undefined,
  first: SQL[] = [],
): Promise<Page<ProjectCard>> {
  const orderBy = [...first, desc(projects.pushTime), desc(projects.id)]
  return tablePage(db, page, { table: projects, columns: cardColumns(lang), where, orderBy }, toCard)
}

/** Project cards matching the filter, the most viewed first when asked, else newest push first. */
export const listProjects: PagedList<ProjectFilter, ProjectCard> = (db, lang, filter, page) => {
  return projectCards(db, lang, page, whereOf(filter), filter.sort === 'hot' ? [desc(projects.views)] : [])
}

/** One project with its rich text; counts the view. Null when the id (and type, if given) matches nothing. */
export async function getProject(db: Database, lang: Lang, id: number, type?: number): Promise<ProjectDetail | null> {
  const [row] = await countView(
    db,
    projects,
    and(eq(projects.id, id), type === undefined ? undefined : eq(projects.type, type)),
  ).returning({
    ...cardColumns(lang),
    ...localized(lang, projects, 'summary', 'content'),
    images: projects.images,
    ...localized(lang, projects, 'contactName'),
    contactPhone: projects.contactPhone,
  })
  return row ? { ...toCard(row), contactPhone: maskPhone(row.contactPhone) } : null
}

/** The industries that have at least one major project (type 2), in option order: the major list's filter. */
export async function listMajorProjectIndustries(db: Database, lang: Lang): Promise<Option[]> {
  return optionsInUse(db, lang, projects, projects.industryId, eq(projects.type, 2))
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

/** How many projects an enterprise has, as a subquery on its id (what the composition gives enterprise). */
export const projectCountOf = (enterpriseId: SQL) =>
  sql<number>`(select count(*)::int from ${projects} where ${projects.enterpriseId} = ${enterpriseId})`
