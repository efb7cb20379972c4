import { and, desc, eq, type SQL } from 'drizzle-orm'
import { parks } from './schema'
import type { FilterOf } from '../../../src/contract/common'
import type { ParkCard, ParkDetail, ParkListQuery } from '../../../src/contract/content'
import type { ParkPriceUnit } from '../../../src/contract/content.codes'
import type { Database } from '../platform/connect'
import { filterIdOf } from '../platform/filter-id'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { tablePage, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'
import { countView } from '../platform/views'

export type ParkFilter = FilterOf<ParkListQuery>

type StoredPriceUnit = (typeof parks.$inferSelect)['priceUnit']

/** The database enum value of a price unit → the client's key in PARK_PRICE_UNITS. */
const PRICE_UNITS: Record<StoredPriceUnit, ParkPriceUnit> = {
  yuan_per_day: 'yuanPerDay',
  yuan_per_ton: 'yuanPerTon',
  yuan_per_kwh: 'yuanPerKwh',
  wan_yuan_per_mu: 'tenThousandYuanPerMu',
}

function cardColumns(lang: Lang) {
  return {
    id: parks.id,
    ...localized(lang, parks, 'title'),
    cover: parks.cover,
    parkType: optionLabel(lang, parks.parkTypeId),
    ...localized(lang, parks, 'region'),
    ...columnsOf(parks, 'area', 'price', 'priceUnit'),
  }
}

const toCard = <R extends { priceUnit: StoredPriceUnit }>(row: R) => ({ ...row, priceUnit: PRICE_UNITS[row.priceUnit] })

function whereOf(filter: ParkFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [keywordMatch(filter.keyword, bilingualKeyword(parks, 'title'))?.where]
  const parkTypeId = filterIdOf(filter.parkTypeId)
  const estateTypeId = filterIdOf(filter.estateTypeId)
  if (parkTypeId !== undefined) conditions.push(eq(parks.parkTypeId, parkTypeId))
  if (estateTypeId !== undefined) conditions.push(eq(parks.estateTypeId, estateTypeId))
  return and(...conditions)
}

/** Park cards matching the filter, newest first. */
export const listParks: PagedList<ParkFilter, ParkCard> = async (db, lang, filter, page) => {
  const where = whereOf(filter)
  return tablePage(
    db,
    page,
    {
      table: parks,
      columns: cardColumns(lang),
      where,
      orderBy: [...(filter.sort === 'hot' ? [desc(parks.views)] : []), desc(parks.publishTime), desc(parks.id)],
    },
    toCard,
  )
}

/** One park with its rich text (sanitised as stored) and images; counts the view. Null when the id matches nothing. */
export async function getPark(db: Database, lang: Lang, id: number): Promise<ParkDetail | null> {
  const [row] = await countView(db, parks, eq(parks.id, id)).returning({
    ...cardColumns(lang),
    ...localized(lang, parks, 'summary'),
    estateType: optionLabel(lang, parks.estateTypeId),
    ...localized(lang, parks, 'content'),
    images: parks.images,
  })
  return row ? toCard(row) : null
}
