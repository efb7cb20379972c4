import type { PageQuery } from './common.dto'
import type { ParkPriceUnit } from '../../utils/money'

/** Filters of the project list; each id comes from the matching select call. */
export interface ProjectListQuery extends PageQuery {
  keyword?: string
  industryId?: string
  carrierId?: string
  investModeId?: string
  pushTimeId?: string
  /** 1 investment projects, 2 major projects. */
  type?: number
  /** A member city's area code (e.g. 350200 Xiamen). */
  areaId?: number
  /** 'hot': most viewed first; otherwise newest push first. */
  sort?: ListSort
}

/** How a project or park list is ordered. */
export type ListSort = 'latest' | 'hot'

export interface ParkListQuery extends PageQuery {
  keyword?: string
  parkTypeId?: string
  estateTypeId?: string
  sort?: ListSort
}

export interface ParkCard {
  id: number
  title: string
  cover: string
  parkType: string
  region: string
  area: number
  price: number
  /** One of the park price units of seed 001 section 9 (a key of PARK_PRICE_UNITS). */
  priceUnit: ParkPriceUnit
}

export interface ParkDetail extends ParkCard {
  summary: string
  estateType: string
  content: string
  images: string[]
}

/** A product in a list. */
export interface ProductCard {
  id: number
  name: string
  summary: string
  cover: string
  enterpriseId: number
  enterpriseName: string
  industry: string
}

/** product/list; `industryId` comes from project/industrySelect, '' means any. */
export interface ProductListQuery extends PageQuery {
  enterpriseId?: number
  keyword?: string
  industryId?: string
}

export interface OssToken {
  accessId: string
  policy: string
  signature: string
  host: string
  dir: string
  expire: number
}
