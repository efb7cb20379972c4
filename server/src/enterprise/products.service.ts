import { and, asc, count, eq, type SQL } from 'drizzle-orm'
import { enterprises, products } from './schema'
import type { FilterOf } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { ProductCard, ProductDetail, ProductHit, ProductListQuery } from '../../../src/contract/enterprise'
import type { Database } from '../platform/connect'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, pick, type Lang } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { mapPage, pageOf, type KeywordSearch, type PagedList } from '../platform/page'
import { columnsOf } from '../platform/select'

export type ProductFilter = FilterOf<ProductListQuery>

function cardColumns(lang: Lang) {
  return {
    id: products.id,
    ...localized(lang, products, 'name', 'summary'),
    ...columnsOf(products, 'cover', 'enterpriseId'),
    enterpriseName: pick(lang, enterprises.nameZh, enterprises.nameEn),
    industry: optionLabel(lang, enterprises.industryId),
  }
}

function filterOf(filter: ProductFilter) {
  const match = keywordMatch(filter.keyword, bilingualKeyword(products, 'name', 'summary'))
  const conditions: (SQL | undefined)[] = [match?.where]
  if (filter.enterpriseId !== undefined) conditions.push(eq(products.enterpriseId, filter.enterpriseId))
  if (filter.industryId) conditions.push(eq(enterprises.industryId, Number(filter.industryId)))
  return { where: and(...conditions), order: match ? [match.titleFirst] : [] }
}

/** Product cards matching the filter, name hits first, then in catalogue order. */
export const listProducts: PagedList<ProductFilter, ProductCard> = async (db, lang, filter, page) => {
  const { where, order } = filterOf(filter)
  return pageOf(
    page,
    db
      .select(cardColumns(lang))
      .from(products)
      .innerJoin(enterprises, eq(enterprises.id, products.enterpriseId))
      .where(where)
      .orderBy(...order, asc(products.id)),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(enterprises, eq(enterprises.id, products.enterpriseId))
      .where(where),
  )
}

/** Products as search hits of type 9 (the search page opens /businessProductDetail?id). */
export const searchProducts: KeywordSearch<ProductHit> = async (db, lang, keyword, page) => {
  return mapPage(await listProducts(db, lang, { keyword }, page), (p) => ({
    id: p.id,
    type: ContentType.product,
    title: p.name,
    summary: p.summary,
    cover: p.cover,
    time: 0,
    enterpriseId: p.enterpriseId,
    enterpriseName: p.enterpriseName,
  }))
}

/** One product with its photos, specifications and description. Null when the id matches nothing. */
export async function getProduct(db: Database, lang: Lang, id: number): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns(lang),
      enterpriseLogo: enterprises.logo,
      images: products.images,
      ...localized(lang, products, 'content'),
      specs: products.specs,
    })
    .from(products)
    .innerJoin(enterprises, eq(enterprises.id, products.enterpriseId))
    .where(eq(products.id, id))
  if (!row) return null
  return {
    ...row,
    specs: row.specs.map((s) => (lang === 'en' ? [s.labelEn, s.valueEn] : [s.labelZh, s.valueZh])),
  }
}

export async function productExists(db: Database, id: number): Promise<boolean> {
  return (await db.$count(products, eq(products.id, id))) > 0
}
