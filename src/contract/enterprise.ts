import { Type, type Static } from '@sinclair/typebox'
import { ArticleBody, DateSpan, FilterId, Id, Keyword, Literals, Nullable, PageFields, SearchQuery } from './common'
import { INQUIRY_QUANTITY_MAX, INQUIRY_REQUIREMENTS_MAX, INQUIRY_UNITS } from './enterprise.codes'
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

/** product/list: all products or one enterprise's; `industryId` comes from project/industrySelect, '' means any. */
export const ProductListQuery = Type.Object({
  ...SearchQuery.properties,
  enterpriseId: Type.Optional(Id),
  industryId: Type.Optional(FilterId),
})
export type ProductListQuery = Static<typeof ProductListQuery>

/** Filters of home/enterpriseSearch; `industryId` comes from project/industrySelect, '' means any. */
export const EnterpriseSearchQuery = Type.Object({
  ...SearchQuery.properties,
  industryId: Type.Optional(FilterId),
  /** 1: only investment institutions (the investment circle's company list). */
  institution: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
})
export type EnterpriseSearchQuery = Static<typeof EnterpriseSearchQuery>

/**
 * An enterprise as a search hit. The search page opens `type` 5 (exhibition booth, `id` = the booth) for an
 * exhibitor with a booth; an enterprise without one has type 22 (ContentType.enterprise, `id` = the enterprise),
 * which the search page does not show. Lists of enterprises use the richer fields and `enterpriseId`.
 */
export const EnterpriseHit = Type.Object({
  ...SearchHit.properties,
  enterpriseId: Type.Number(),
  name: Type.String(),
  logo: Type.String(),
  industryId: Type.Number(),
  industry: Type.String(),
  region: Type.String(),
  boothId: Nullable(Type.Number()),
  productCount: Type.Number(),
  investmentInstitution: Type.Boolean(),
})
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
  ...ArticleBody,
  foundedYear: Nullable(Type.Number()),
  investmentInstitution: Type.Boolean(),
  productCount: Type.Number(),
  projectCount: Type.Number(),
  boothCount: Type.Number(),
  followed: Type.Boolean(),
})
export type EnterpriseDetail = Static<typeof EnterpriseDetail>

/** product/info. */
export const ProductDetail = Type.Object({
  ...ProductCard.properties,
  enterpriseLogo: Type.String(),
  images: Type.Array(Type.String()),
  /** Sanitised HTML as stored; sanitise again before showing. */
  content: Type.String(),
  specs: Type.Array(Type.Tuple([Type.String(), Type.String()])),
})
export type ProductDetail = Static<typeof ProductDetail>

/** A product as a search hit: type 9 opens /businessProductDetail?id. */
export const ProductHit = Type.Object({
  ...SearchHit.properties,
  enterpriseId: Type.Number(),
  enterpriseName: Type.String(),
})
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
  ...DateSpan,
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
export const EnterpriseIdQuery = Type.Object({ ...PageFields, enterpriseId: Id, keyword: Type.Optional(Keyword) })
export type EnterpriseIdQuery = Static<typeof EnterpriseIdQuery>

/** Mainland mobile, as validators' isMobile accepts it. */
const MOBILE_PATTERN = '^(?:\\+?86[\\s-]?)?1[3-9][0-9]{9}$'

/** POST userInquiry/add. */
export const InquiryForm = Type.Object({
  productId: Id,
  quantity: Type.Integer({ minimum: 1, maximum: INQUIRY_QUANTITY_MAX }),
  unit: Literals(INQUIRY_UNITS),
  requirements: Type.String({ minLength: 1, maxLength: INQUIRY_REQUIREMENTS_MAX, pattern: '\\S' }),
  phone: Type.String({ pattern: MOBILE_PATTERN }),
  /** The code sent to `phone` (login/sendCode); needed when it is not the account's own number. */
  phoneCode: Type.Optional(Type.String({ maxLength: 6 })),
})
export type InquiryForm = Static<typeof InquiryForm>

/** unify/checkInquiryApply: whether the signed-in user already enquired about the product. */
export const InquiryCheckQuery = Type.Object({ productId: Id })
export type InquiryCheckQuery = Static<typeof InquiryCheckQuery>

/** unify/checkInquiryApply's answer. */
export const InquiryApplied = Type.Object({ applied: Type.Boolean() })
export type InquiryApplied = Static<typeof InquiryApplied>

/** userInquiry/add's answer: the enquiry stored. */
export const InquiryAdded = Type.Object({ id: Type.Number() })
export type InquiryAdded = Static<typeof InquiryAdded>
