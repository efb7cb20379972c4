import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import { exhibitionAreas, exhibits } from './schema'
import { booths, exhibitions } from './schema'
import type { FilterOf, Option, Page, PageQuery } from '../../../src/contract/common'
import type { EnterpriseBooth } from '../../../src/contract/enterprise'
import type {
  BoothCard,
  BoothDetail,
  ExhibitCard,
  ExhibitionAreaCard,
  ExhibitionAreaDetail,
  ExhibitionCard,
  ExhibitionContentQuery,
  ExhibitionDetail,
  ExhibitionHall,
} from '../../../src/contract/exhibition'
import { enterprises, products } from '../enterprise'
import type { Database } from '../platform/connect'
import { filterIdOf } from '../platform/filter-id'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, pick, type Lang } from '../platform/lang'
import { pageOf, type KeywordSearch, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'

export type ExhibitionContentFilter = FilterOf<ExhibitionContentQuery>

const boothCountOfArea =
  sql<number>`(select count(*) from ${booths} where ${booths.areaId} = ${exhibitionAreas.id})`.mapWith(Number)
const exhibitCountOfBooth =
  sql<number>`(select count(*) from ${exhibits} where ${exhibits.boothId} = ${booths.id})`.mapWith(Number)

function exhibitionColumns(lang: Lang) {
  return {
    id: exhibitions.id,
    ...localized(lang, exhibitions, 'name', 'hall', 'summary'),
    ...columnsOf(exhibitions, 'cover', 'startDate', 'endDate'),
  }
}

function areaColumns(lang: Lang) {
  return {
    ...columnsOf(exhibitionAreas, 'id', 'exhibitionId'),
    exhibitionName: pick(lang, exhibitions.nameZh, exhibitions.nameEn),
    hall: exhibitionAreas.hall,
    ...localized(lang, exhibitionAreas, 'name', 'summary'),
    cover: exhibitionAreas.cover,
    boothCount: boothCountOfArea,
  }
}

function boothColumns(lang: Lang) {
  return {
    ...columnsOf(booths, 'id', 'boothNo', 'exhibitionId'),
    exhibitionName: pick(lang, exhibitions.nameZh, exhibitions.nameEn),
    areaId: booths.areaId,
    areaName: sql<string>`coalesce(${pick(lang, exhibitionAreas.nameZh, exhibitionAreas.nameEn)}, '')`,
    hall: sql<string>`coalesce(${exhibitionAreas.hall}, '')`,
    size: booths.area,
    enterpriseId: booths.enterpriseId,
    enterpriseName: pick(lang, enterprises.nameZh, enterprises.nameEn),
    logo: enterprises.logo,
    exhibitCount: exhibitCountOfBooth,
  }
}

function exhibitColumns(lang: Lang) {
  return {
    ...columnsOf(exhibits, 'id', 'productId'),
    ...localized(lang, products, 'name', 'summary'),
    cover: products.cover,
    boothId: exhibits.boothId,
    boothNo: booths.boothNo,
    hall: sql<string>`coalesce(${exhibitionAreas.hall}, '')`,
    enterpriseName: pick(lang, enterprises.nameZh, enterprises.nameEn),
  }
}

/** Every exhibition as a select option, in seed order. */
export async function exhibitionOptions(db: Database, lang: Lang): Promise<Option[]> {
  const rows = await db
    .select({ id: exhibitions.id, name: pick(lang, exhibitions.nameZh, exhibitions.nameEn) })
    .from(exhibitions)
    .orderBy(asc(exhibitions.id))
  return rows.map((r) => ({ value: String(r.id), label: r.name }))
}

/** Exhibitions whose name or summary contains the keyword, name matches first. */
export const listExhibitions: KeywordSearch<ExhibitionCard> = async (db, lang, keyword, page) => {
  const match = keywordMatch(keyword, bilingualKeyword(exhibitions, 'name', 'summary'))
  return pageOf(
    page,
    db
      .select(exhibitionColumns(lang))
      .from(exhibitions)
      .where(match?.where)
      .orderBy(...(match ? [match.titleFirst] : []), asc(exhibitions.id)),
    db.$count(exhibitions, match?.where),
  )
}

const areasOrdered = [asc(exhibitionAreas.hall), asc(exhibitionAreas.sort), asc(exhibitionAreas.id)]

async function areasWhere(db: Database, lang: Lang, where: SQL | undefined): Promise<ExhibitionAreaCard[]> {
  return db
    .select(areaColumns(lang))
    .from(exhibitionAreas)
    .innerJoin(exhibitions, eq(exhibitions.id, exhibitionAreas.exhibitionId))
    .where(where)
    .orderBy(...areasOrdered)
}

/** One exhibition with its rich intro, its zones and its booth and exhibit counts. Null when unknown. */
export async function getExhibition(db: Database, lang: Lang, id: number): Promise<ExhibitionDetail | null> {
  const [row] = await db
    .select({ ...exhibitionColumns(lang), content: pick(lang, exhibitions.contentZh, exhibitions.contentEn) })
    .from(exhibitions)
    .where(eq(exhibitions.id, id))
  if (!row) return null
  const [areas, [{ boothCount }], [{ exhibitCount }]] = await Promise.all([
    areasWhere(db, lang, eq(exhibitionAreas.exhibitionId, id)),
    db.select({ boothCount: count() }).from(booths).where(eq(booths.exhibitionId, id)),
    db
      .select({ exhibitCount: count() })
      .from(exhibits)
      .innerJoin(booths, eq(booths.id, exhibits.boothId))
      .where(eq(booths.exhibitionId, id)),
  ])
  return { ...row, areas, boothCount, exhibitCount }
}

/** The zones grouped by hall (A1, A2... in order), optionally of one exhibition. */
export async function listHalls(db: Database, lang: Lang, exhibitionId?: number): Promise<ExhibitionHall[]> {
  const areas = await areasWhere(db, lang, exhibitionId ? eq(exhibitionAreas.exhibitionId, exhibitionId) : undefined)
  const halls: ExhibitionHall[] = []
  for (const area of areas) {
    const last = halls.at(-1)
    if (last?.hall === area.hall) last.areas.push(area)
    else halls.push({ hall: area.hall, areas: [area] })
  }
  return halls
}

/** Zones as select options ("A1 数字经济展区"), optionally of one exhibition. */
export async function areaOptions(db: Database, lang: Lang, exhibitionId?: number): Promise<Option[]> {
  const areas = await areasWhere(db, lang, exhibitionId ? eq(exhibitionAreas.exhibitionId, exhibitionId) : undefined)
  return areas.map((a) => ({ value: String(a.id), label: `${a.hall} ${a.name}` }))
}

/** One zone with its rich intro. Null when unknown. */
export async function getArea(db: Database, lang: Lang, id: number): Promise<ExhibitionAreaDetail | null> {
  const [row] = await db
    .select({ ...areaColumns(lang), content: pick(lang, exhibitionAreas.contentZh, exhibitionAreas.contentEn) })
    .from(exhibitionAreas)
    .innerJoin(exhibitions, eq(exhibitions.id, exhibitionAreas.exhibitionId))
    .where(eq(exhibitionAreas.id, id))
  return row ?? null
}

/** Booths with their exhibition, exhibitor and zone, as the booth cards show them. */
export function boothsFrom(db: Database, lang: Lang) {
  return db
    .select(boothColumns(lang))
    .from(booths)
    .innerJoin(exhibitions, eq(exhibitions.id, booths.exhibitionId))
    .innerJoin(enterprises, eq(enterprises.id, booths.enterpriseId))
    .leftJoin(exhibitionAreas, eq(exhibitionAreas.id, booths.areaId))
}

function scopeOf(filter: ExhibitionContentFilter): (SQL | undefined)[] {
  const exhibitionId = filterIdOf(filter.exhibitionId)
  const areaId = filterIdOf(filter.areaId)
  const enterpriseId = filterIdOf(filter.enterpriseId)
  return [
    exhibitionId ? eq(booths.exhibitionId, exhibitionId) : undefined,
    areaId ? eq(booths.areaId, areaId) : undefined,
    enterpriseId ? eq(booths.enterpriseId, enterpriseId) : undefined,
  ]
}

/** Booths with their exhibitor; the keyword matches the enterprise name or booth number first, then the zone. */
export const listBooths: PagedList<ExhibitionContentFilter, BoothCard> = async (db, lang, filter, page) => {
  const match = keywordMatch(filter.keyword, {
    titles: [enterprises.nameZh, enterprises.nameEn, booths.boothNo],
    others: [exhibitionAreas.nameZh, exhibitionAreas.nameEn],
  })
  const where = and(...scopeOf(filter), match?.where)
  return pageOf(
    page,
    boothsFrom(db, lang)
      .where(where)
      .orderBy(...(match ? [match.titleFirst] : []), asc(booths.exhibitionId), asc(booths.boothNo), asc(booths.id)),
    db
      .select({ total: count() })
      .from(booths)
      .innerJoin(enterprises, eq(enterprises.id, booths.enterpriseId))
      .leftJoin(exhibitionAreas, eq(exhibitionAreas.id, booths.areaId))
      .where(where),
  )
}

function exhibitsFrom(db: Database, lang: Lang) {
  return db
    .select(exhibitColumns(lang))
    .from(exhibits)
    .innerJoin(products, eq(products.id, exhibits.productId))
    .innerJoin(booths, eq(booths.id, exhibits.boothId))
    .innerJoin(enterprises, eq(enterprises.id, booths.enterpriseId))
    .leftJoin(exhibitionAreas, eq(exhibitionAreas.id, booths.areaId))
}

const exhibitsOrdered = [asc(booths.exhibitionId), asc(booths.boothNo), asc(exhibits.sort), asc(exhibits.id)]

/** Exhibits (products shown at booths); the keyword matches the product name first, then its summary or exhibitor. */
export const listExhibits: PagedList<ExhibitionContentFilter, ExhibitCard> = async (db, lang, filter, page) => {
  const match = keywordMatch(filter.keyword, {
    titles: [products.nameZh, products.nameEn],
    others: [products.summaryZh, products.summaryEn, enterprises.nameZh, enterprises.nameEn],
  })
  const where = and(...scopeOf(filter), match?.where)
  return pageOf(
    page,
    exhibitsFrom(db, lang)
      .where(where)
      .orderBy(...(match ? [match.titleFirst] : []), ...exhibitsOrdered),
    db
      .select({ total: count() })
      .from(exhibits)
      .innerJoin(products, eq(products.id, exhibits.productId))
      .innerJoin(booths, eq(booths.id, exhibits.boothId))
      .innerJoin(enterprises, eq(enterprises.id, booths.enterpriseId))
      .where(where),
  )
}

/** One booth with its exhibitor, intro, the exhibition's dates and every exhibit. Null when unknown. */
export async function getBooth(db: Database, lang: Lang, id: number): Promise<BoothDetail | null> {
  const [row] = await boothsFrom(db, lang).where(eq(booths.id, id))
  if (!row) return null
  const [[extra], boothExhibits] = await Promise.all([
    db
      .select({
        ...localized(lang, booths, 'intro'),
        enterpriseSummary: pick(lang, enterprises.summaryZh, enterprises.summaryEn),
        exhibitionHall: pick(lang, exhibitions.hallZh, exhibitions.hallEn),
        ...columnsOf(exhibitions, 'startDate', 'endDate'),
      })
      .from(booths)
      .innerJoin(exhibitions, eq(exhibitions.id, booths.exhibitionId))
      .innerJoin(enterprises, eq(enterprises.id, booths.enterpriseId))
      .where(eq(booths.id, id)),
    exhibitsFrom(db, lang)
      .where(eq(exhibits.boothId, id))
      .orderBy(...exhibitsOrdered),
  ])
  return { ...row, ...extra, exhibits: boothExhibits }
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

/** How many booths an enterprise has, as a subquery on its id (what the composition gives enterprise). */
export const boothCountOf = (enterpriseId: SQL) =>
  sql<number>`(select count(*)::int from ${booths} where ${booths.enterpriseId} = ${enterpriseId})`

/** An enterprise's first booth (lowest id), or null, as a subquery on its id. */
export const firstBoothOf = (enterpriseId: SQL) =>
  sql<number | null>`(select min(${booths.id}) from ${booths} where ${booths.enterpriseId} = ${enterpriseId})`
