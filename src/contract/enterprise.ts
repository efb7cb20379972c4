import type { PageQuery } from './common'
import type { InquiryUnit } from './enterprise.codes'
import type { SearchHit } from './search'

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

/** Filters of home/enterpriseSearch; `industryId` comes from project/industrySelect, '' means any. */
export interface EnterpriseSearchQuery extends PageQuery {
  keyword?: string
  industryId?: string
  /** 1: only investment institutions (the investment circle's company list). */
  institution?: number
}

/**
 * An enterprise as a search hit. The search page opens `type` 5 (exhibition booth, `id` = the booth) for an
 * exhibitor with a booth; an enterprise without one has type 22 (ContentType.enterprise, `id` = the enterprise),
 * which the search page does not show. Lists of enterprises use the richer fields and `enterpriseId`.
 */
export interface EnterpriseHit extends SearchHit {
  enterpriseId: number
  name: string
  logo: string
  industryId: number
  industry: string
  region: string
  boothId: number | null
  productCount: number
  investmentInstitution: boolean
}

/** home/enterpriseDetail; `followed` is false when signed out. */
export interface EnterpriseDetail {
  id: number
  name: string
  logo: string
  /** The name and logo again, for views shared with other kinds (article pages) that read title and cover. */
  title: string
  cover: string
  industry: string
  region: string
  summary: string
  /** Sanitised HTML as stored; sanitise again before showing. */
  content: string
  images: string[]
  foundedYear: number | null
  investmentInstitution: boolean
  productCount: number
  projectCount: number
  boothCount: number
  followed: boolean
}

/** product/info. */
export interface ProductDetail extends ProductCard {
  enterpriseLogo: string
  images: string[]
  /** Sanitised HTML as stored; sanitise again before showing. */
  content: string
  specs: [label: string, value: string][]
}

/** A product as a search hit: type 9 opens /businessProductDetail?id. */
export type ProductHit = SearchHit & { enterpriseId: number; enterpriseName: string }

/** One booth of an enterprise at an exhibition (opens /exhibitionBooth?id). */
export interface EnterpriseBooth {
  boothId: number
  boothNo: string
  area: number
  intro: string
  exhibitionId: number
  exhibitionName: string
  hall: string
  cover: string
  startDate: string
  endDate: string
}

export interface EnterpriseRef {
  id: number
  name: string
  logo: string
  region: string
}

/** One industry of the enterprise atlas with its enterprises. */
export interface AtlasIndustry {
  industryId: number
  industry: string
  count: number
  enterprises: EnterpriseRef[]
}

/** An enterprise's projects or booths; `keyword` narrows them. */
export interface EnterpriseIdQuery extends PageQuery {
  enterpriseId: number
  keyword?: string
}

/** POST userInquiry/add. */
export interface InquiryForm {
  productId: number
  quantity: number
  unit: InquiryUnit
  requirements: string
  phone: string
  /** The code sent to `phone` (login/sendCode); needed when it is not the account's own number. */
  phoneCode?: string
}
