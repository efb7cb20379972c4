import { and, asc, eq, type SQL } from 'drizzle-orm'
import { cities, clusters } from './schema'
import type { ClusterCard, ClusterDetail, ClusterQuery } from '../../../src/contract/city'
import type { FilterOf, Option } from '../../../src/contract/common'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { cardBasics, type Lang, localized, pick } from '../platform/lang'
import { optionLabel, optionsInUse } from '../platform/options'
import { tablePage, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'

export type ClusterFilter = FilterOf<ClusterQuery>

function cardColumns(lang: Lang) {
  return {
    ...cardBasics(lang, clusters),
    areaId: clusters.cityId,
    industry: optionLabel(lang, clusters.industryId),
    ...columnsOf(clusters, 'outputValue', 'enterpriseCount'),
  }
}

function whereOf(filter: ClusterFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(clusters.cityId, filter.areaId),
    keywordMatch(filter.keyword, bilingualKeyword(clusters, 'title', 'summary'))?.where,
  ]
  if (filter.industryId) conditions.push(eq(clusters.industryId, Number(filter.industryId)))
  return and(...conditions)
}

/** One city's clusters matching the keyword (title or summary, either language) and industry, in display order. */
export const listClusters: PagedList<ClusterFilter, ClusterCard> = async (db, lang, filter, page) => {
  const where = whereOf(filter)
  return tablePage(db, page, {
    table: clusters,
    columns: cardColumns(lang),
    where,
    orderBy: [asc(clusters.sort), asc(clusters.id)],
  })
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
      ...localized(lang, clusters, 'content'),
      images: clusters.images,
      ...localized(lang, clusters, 'keyEnterprises'),
    })
    .from(clusters)
    .innerJoin(cities, eq(cities.id, clusters.cityId))
    .where(eq(clusters.id, id))
  return row ?? null
}
