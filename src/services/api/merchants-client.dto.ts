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
}

export interface ParkListQuery extends PageQuery {
  keyword?: string
  parkTypeId?: string
  estateTypeId?: string
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

export interface ProductCard {
  id: number
  name: string
  cover: string
  enterpriseId: number
  enterpriseName: string
}

export interface ProductListQuery extends PageQuery {
  enterpriseId?: number
  keyword?: string
}

export interface OssToken {
  accessId: string
  policy: string
  signature: string
  host: string
  dir: string
  expire: number
}
