import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { investmentServices, serviceCategory } from './schema'
import type { ServiceCard, ServiceDetail } from '../../../src/contract/city'
import type { Option, Page, PageQuery } from '../../../src/contract/common'
import { messageText } from '../platform/all-messages'
import type { Database } from '../platform/connect'
import { pick, type Lang } from '../platform/lang'
import { containsPattern } from '../platform/like'
import { pageOf } from '../platform/page'

export type ServiceCategory = (typeof serviceCategory.enumValues)[number]

/** The service categories, in the order the filter offers them. */
export const SERVICE_CATEGORIES = serviceCategory.enumValues

const categoryLabel = (category: ServiceCategory, lang: Lang) => messageText(`city.service.${category}`, lang)

export interface ServiceFilter {
  areaId: number
  keyword?: string
  /** A category key; '' or absent means any. */
  category?: ServiceCategory | ''
}

function cardColumns(lang: Lang) {
  return {
    id: investmentServices.id,
    areaId: investmentServices.cityId,
    title: pick(lang, investmentServices.titleZh, investmentServices.titleEn),
    summary: pick(lang, investmentServices.summaryZh, investmentServices.summaryEn),
    cover: investmentServices.cover,
    category: investmentServices.category,
    department: pick(lang, investmentServices.departmentZh, investmentServices.departmentEn),
  }
}

const withLabel =
  (lang: Lang) =>
  <R extends { category: ServiceCategory }>(row: R) => ({
    ...row,
    category: categoryLabel(row.category, lang),
  })

function whereOf(filter: ServiceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(investmentServices.cityId, filter.areaId)]
  const keyword = filter.keyword?.trim()
  if (keyword) {
    const pattern = containsPattern(keyword)
    conditions.push(
      or(
        ilike(investmentServices.titleZh, pattern),
        ilike(investmentServices.titleEn, pattern),
        ilike(investmentServices.summaryZh, pattern),
        ilike(investmentServices.summaryEn, pattern),
      ),
    )
  }
  if (filter.category) conditions.push(eq(investmentServices.category, filter.category))
  return and(...conditions)
}

/** The category filter's choices. */
export function listServiceCategories(lang: Lang): Option[] {
  return SERVICE_CATEGORIES.map((key) => ({ value: key, label: categoryLabel(key, lang) }))
}

/** One city's investment services matching the keyword and category, in display order. */
export async function listServices(
  db: Database,
  lang: Lang,
  filter: ServiceFilter,
  page: PageQuery,
): Promise<Page<ServiceCard>> {
  const where = whereOf(filter)
  return pageOf(
    page,
    db
      .select(cardColumns(lang))
      .from(investmentServices)
      .where(where)
      .orderBy(asc(investmentServices.sort), asc(investmentServices.id)),
    db.$count(investmentServices, where),
    withLabel(lang),
  )
}

/** One service with its rich text and contact; null when the id matches nothing. */
export async function getService(db: Database, lang: Lang, id: number): Promise<ServiceDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns(lang),
      content: pick(lang, investmentServices.contentZh, investmentServices.contentEn),
      contactName: pick(lang, investmentServices.contactNameZh, investmentServices.contactNameEn),
      contactPhone: investmentServices.contactPhone,
      address: pick(lang, investmentServices.addressZh, investmentServices.addressEn),
    })
    .from(investmentServices)
    .where(eq(investmentServices.id, id))
  return row ? withLabel(lang)(row) : null
}
