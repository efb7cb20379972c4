import { Type, type Static } from '@sinclair/typebox'
import { Literals, PageQuery } from './common'
import { INQUIRY_UNITS } from './enterprise.codes'
import { SearchHit } from './search'

/** A product in a list. */
export const ProductCard = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  enterpriseId: Type.Number(),
  enterpriseName: Type.String(),
  industry: Type.String(),
})
export type ProductCard = Static<typeof ProductCard>

/** product/list; `industryId` comes from project/industrySelect, '' means any. */
export const ProductListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    enterpriseId: Type.Optional(Type.Number()),
    keyword: Type.Optional(Type.String()),
    industryId: Type.Optional(Type.String()),
  }),
])
export type ProductListQuery = Static<typeof ProductListQuery>

/** Filters of home/enterpriseSearch; `industryId` comes from project/industrySelect, '' means any. */
export const EnterpriseSearchQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String()),
    industryId: Type.Optional(Type.String()),
    /** 1: only investment institutions (the investment circle's company list). */
    institution: Type.Optional(Type.Number()),
  }),
])
export type EnterpriseSearchQuery = Static<typeof EnterpriseSearchQuery>

/**
 * An enterprise as a search hit. The search page opens `type` 5 (exhibition booth, `id` = the booth) for an
 * exhibitor with a booth; an enterprise without one has type 22 (ContentType.enterprise, `id` = the enterprise),
 * which the search page does not show. Lists of enterprises use the richer fields and `enterpriseId`.
 */
export const EnterpriseHit = Type.Composite([
  SearchHit,
  Type.Object({
    enterpriseId: Type.Number(),
    name: Type.String(),
    logo: Type.String(),
    industryId: Type.Number(),
    industry: Type.String(),
    region: Type.String(),
    boothId: Type.Union([Type.Number(), Type.Null()]),
    productCount: Type.Number(),
    investmentInstitution: Type.Boolean(),
  }),
])
export type EnterpriseHit = Static<typeof EnterpriseHit>

/** home/enterpriseDetail; `followed` is false when signed out. */
export const EnterpriseDetail = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  logo: Type.String(),
  /** The name and logo again, for views shared with other kinds (article pages) that read title and cover. */
  title: Type.String(),
  cover: Type.String(),
  industry: Type.String(),
  region: Type.String(),
  summary: Type.String(),
  /** Sanitised HTML as stored; sanitise again before showing. */
  content: Type.String(),
  images: Type.Array(Type.String()),
  foundedYear: Type.Union([Type.Number(), Type.Null()]),
  investmentInstitution: Type.Boolean(),
  productCount: Type.Number(),
  projectCount: Type.Number(),
  boothCount: Type.Number(),
  followed: Type.Boolean(),
})
export type EnterpriseDetail = Static<typeof EnterpriseDetail>

/** product/info. */
export const ProductDetail = Type.Composite([
  ProductCard,
  Type.Object({
    enterpriseLogo: Type.String(),
    images: Type.Array(Type.String()),
    /** Sanitised HTML as stored; sanitise again before showing. */
    content: Type.String(),
    specs: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  }),
])
export type ProductDetail = Static<typeof ProductDetail>

/** A product as a search hit: type 9 opens /businessProductDetail?id. */
export const ProductHit = Type.Composite([
  SearchHit,
  Type.Object({
    enterpriseId: Type.Number(),
    enterpriseName: Type.String(),
  }),
])
export type ProductHit = Static<typeof ProductHit>

/** One booth of an enterprise at an exhibition (opens /exhibitionBooth?id). */
export const EnterpriseBooth = Type.Object({
  boothId: Type.Number(),
  boothNo: Type.String(),
  area: Type.Number(),
  intro: Type.String(),
  exhibitionId: Type.Number(),
  exhibitionName: Type.String(),
  hall: Type.String(),
  cover: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
})
export type EnterpriseBooth = Static<typeof EnterpriseBooth>

export const EnterpriseRef = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  logo: Type.String(),
  region: Type.String(),
})
export type EnterpriseRef = Static<typeof EnterpriseRef>

/** One industry of the enterprise atlas with its enterprises. */
export const AtlasIndustry = Type.Object({
  industryId: Type.Number(),
  industry: Type.String(),
  count: Type.Number(),
  enterprises: Type.Array(EnterpriseRef),
})
export type AtlasIndustry = Static<typeof AtlasIndustry>

/** An enterprise's projects or booths; `keyword` narrows them. */
export const EnterpriseIdQuery = Type.Composite([
  PageQuery,
  Type.Object({
    enterpriseId: Type.Number(),
    keyword: Type.Optional(Type.String()),
  }),
])
export type EnterpriseIdQuery = Static<typeof EnterpriseIdQuery>

/** POST userInquiry/add. */
export const InquiryForm = Type.Object({
  productId: Type.Number(),
  quantity: Type.Number(),
  unit: Literals(INQUIRY_UNITS),
  requirements: Type.String(),
  phone: Type.String(),
  /** The code sent to `phone` (login/sendCode); needed when it is not the account's own number. */
  phoneCode: Type.Optional(Type.String()),
})
export type InquiryForm = Static<typeof InquiryForm>
