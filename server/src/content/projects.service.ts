import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { projects, pushTimeRanges } from './schema'
import type { Option, Page, PageQuery } from '../../../src/contract/common'
import type { ProjectCard, ProjectDetail } from '../../../src/contract/content'
import { maskPhone } from '../../../src/contract/mask'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'
import { containsPattern } from '../platform/like'
import { optionLabel, optionsInUse } from '../platform/options'
import { pageOf } from '../platform/page'
import { countView } from '../platform/views'

export interface ProjectFilter {
  keyword?: string
  industryId?: string
  carrierId?: string
  investModeId?: string
  pushTimeId?: string
  type?: number
  /** A member city's area code. */
  areaId?: number
  /** 'hot' ranks the most viewed first; otherwise newest push first. */
  sort?: 'latest' | 'hot'
}

function cardColumns(lang: Lang) {
  return {
    id: projects.id,
    type: projects.type,
    title: pick(lang, projects.titleZh, projects.titleEn),
    cover: projects.cover,
    industry: optionLabel(lang, projects.industryId),
    carrier: optionLabel(lang, projects.carrierId),
    investMode: optionLabel(lang, projects.investModeId),
    region: pick(lang, projects.regionZh, projects.regionEn),
    investAmount: projects.investAmount,
    pushTime: projects.pushTime,
    views: projects.views,
  }
}

const toCard = <R extends { pushTime: Date }>(row: R) => ({ ...row, pushTime: row.pushTime.getTime() })

/** A filter id of '' or absent means "any". */
const idOf = (value?: string) => (value ? Number(value) : undefined)

function titleMatches(pattern: string): SQL {
  return or(ilike(projects.titleZh, pattern), ilike(projects.titleEn, pattern))!
}

function whereOf(filter: ProjectFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  const keyword = filter.keyword?.trim()
  if (keyword) {
    const pattern = containsPattern(keyword)
    conditions.push(or(titleMatches(pattern), ilike(projects.summaryZh, pattern), ilike(projects.summaryEn, pattern)))
  }
  const [industryId, carrierId, investModeId, pushTimeId] = [
    filter.industryId,
    filter.carrierId,
    filter.investModeId,
    filter.pushTimeId,
  ].map(idOf)
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

/**
 * Project cards matching the filter, newest push first. With `titleFirst`, a keyword hit in a title ranks above
 * a hit only in a summary (the search page's ordering).
 */
export async function listProjects(
  db: Database,
  lang: Lang,
  filter: ProjectFilter,
  page: PageQuery,
  { titleFirst = false } = {},
): Promise<Page<ProjectCard>> {
  const where = whereOf(filter)
  const keyword = filter.keyword?.trim()
  const order: SQL[] = titleFirst && keyword ? [desc(titleMatches(containsPattern(keyword)))] : []
  if (filter.sort === 'hot') order.push(desc(projects.views))
  return pageOf(
    page,
    db
      .select(cardColumns(lang))
      .from(projects)
      .where(where)
      .orderBy(...order, desc(projects.pushTime), desc(projects.id)),
    db.$count(projects, where),
    toCard,
  )
}

/** One project with its rich text; counts the view. Null when the id (and type, if given) matches nothing. */
export async function getProject(db: Database, lang: Lang, id: number, type?: number): Promise<ProjectDetail | null> {
  const [row] = await countView(
    db,
    projects,
    and(eq(projects.id, id), type === undefined ? undefined : eq(projects.type, type)),
  ).returning({
    ...cardColumns(lang),
    summary: pick(lang, projects.summaryZh, projects.summaryEn),
    content: pick(lang, projects.contentZh, projects.contentEn),
    images: projects.images,
    contactName: pick(lang, projects.contactNameZh, projects.contactNameEn),
    contactPhone: projects.contactPhone,
  })
  return row ? { ...toCard(row), contactPhone: maskPhone(row.contactPhone) } : null
}

/** The industries that have at least one major project (type 2), in option order: the major list's filter. */
export async function listMajorProjectIndustries(db: Database, lang: Lang): Promise<Option[]> {
  return optionsInUse(db, lang, projects, projects.industryId, eq(projects.type, 2))
}
