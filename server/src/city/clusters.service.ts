import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { cities, clusters } from './schema'
import type { ClusterCard, ClusterDetail } from '../../../src/contract/city'
import type { Option, Page, PageQuery } from '../../../src/contract/common'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'
import { containsPattern } from '../platform/like'
import { optionLabel, optionsInUse } from '../platform/options'
import { pageOf } from '../platform/page'

export interface ClusterFilter {
  areaId: number
  keyword?: string
  /** An industry option id; '' or absent means any. */
  industryId?: string
}

function cardColumns(lang: Lang) {
  return {
    id: clusters.id,
    areaId: clusters.cityId,
    title: pick(lang, clusters.titleZh, clusters.titleEn),
    summary: pick(lang, clusters.summaryZh, clusters.summaryEn),
    cover: clusters.cover,
    industry: optionLabel(lang, clusters.industryId),
    outputValue: clusters.outputValue,
    enterpriseCount: clusters.enterpriseCount,
  }
}

function whereOf(filter: ClusterFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(clusters.cityId, filter.areaId)]
  const keyword = filter.keyword?.trim()
  if (keyword) {
    const pattern = containsPattern(keyword)
    conditions.push(
      or(
        ilike(clusters.titleZh, pattern),
        ilike(clusters.titleEn, pattern),
        ilike(clusters.summaryZh, pattern),
        ilike(clusters.summaryEn, pattern),
      ),
    )
  }
  if (filter.industryId) conditions.push(eq(clusters.industryId, Number(filter.industryId)))
  return and(...conditions)
}

/** One city's clusters matching the keyword (title or summary, either language) and industry, in display order. */
export async function listClusters(
  db: Database,
  lang: Lang,
  filter: ClusterFilter,
  page: PageQuery,
): Promise<Page<ClusterCard>> {
  const where = whereOf(filter)
  return pageOf(
    page,
    db.select(cardColumns(lang)).from(clusters).where(where).orderBy(asc(clusters.sort), asc(clusters.id)),
    db.$count(clusters, where),
  )
}

/** The industries some cluster belongs to, in the industry options' order. */
export async function listClusterIndustries(db: Database, lang: Lang): Promise<Option[]> {
  return optionsInUse(db, lang, clusters, clusters.industryId)
}

/** Any cluster by id (search results link to it whatever the current city); null when none. */
export async function getCluster(db: Database, lang: Lang, id: number): Promise<ClusterDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns(lang),
      cityName: pick(lang, cities.nameZh, cities.nameEn),
      content: pick(lang, clusters.contentZh, clusters.contentEn),
      images: clusters.images,
      keyEnterprises: pick(lang, clusters.keyEnterprisesZh, clusters.keyEnterprisesEn),
    })
    .from(clusters)
    .innerJoin(cities, eq(cities.id, clusters.cityId))
    .where(eq(clusters.id, id))
  return row ?? null
}
