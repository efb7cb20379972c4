import { and, asc, eq, type SQL } from 'drizzle-orm'
import { investmentServices } from './schema'
import type { ServiceCard, ServiceDetail, ServiceQuery } from '../../../src/contract/city'
import { SERVICE_CATEGORIES, type ServiceCategory } from '../../../src/contract/city.codes'
import type { FilterOf, Option } from '../../../src/contract/common'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { cardBasics, type Lang, localized } from '../platform/lang'
import { messageText } from '../platform/messages'
import { tablePage, type PagedList } from '../platform/page'

const categoryLabel = (category: ServiceCategory, lang: Lang) => messageText(`city.service.${category}`, lang)

export type ServiceFilter = FilterOf<ServiceQuery>

function cardColumns(lang: Lang) {
  return {
    ...cardBasics(lang, investmentServices),
    areaId: investmentServices.cityId,
    category: investmentServices.category,
    ...localized(lang, investmentServices, 'department'),
  }
}

const withLabel =
  (lang: Lang) =>
  <R extends { category: ServiceCategory }>(row: R) => ({
    ...row,
    category: categoryLabel(row.category, lang),
  })

function whereOf(filter: ServiceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(investmentServices.cityId, filter.areaId),
    keywordMatch(filter.keyword, bilingualKeyword(investmentServices, 'title', 'summary'))?.where,
  ]
  if (filter.category) conditions.push(eq(investmentServices.category, filter.category))
  return and(...conditions)
}

/** The category filter's choices. */
export function listServiceCategories(lang: Lang): Option[] {
  return SERVICE_CATEGORIES.map((key) => ({ value: key, label: categoryLabel(key, lang) }))
}

/** One city's investment services matching the keyword and category, in display order. */
export const listServices: PagedList<ServiceFilter, ServiceCard> = async (db, lang, filter, page) => {
  const where = whereOf(filter)
  return tablePage(
    db,
    page,
    {
      table: investmentServices,
      columns: cardColumns(lang),
      where,
      orderBy: [asc(investmentServices.sort), asc(investmentServices.id)],
    },
    withLabel(lang),
  )
}

/** One service with its rich text and contact; null when the id matches nothing. */
export async function getService(db: Database, lang: Lang, id: number): Promise<ServiceDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns(lang),
      ...localized(lang, investmentServices, 'content', 'contactName'),
      contactPhone: investmentServices.contactPhone,
      ...localized(lang, investmentServices, 'address'),
    })
    .from(investmentServices)
    .where(eq(investmentServices.id, id))
  return row ? withLabel(lang)(row) : null
}
