import { Type, type Static } from '@sinclair/typebox'
import { CITY_GROUPS, SERVICE_CATEGORIES } from './city.codes'
import { ArticleBody, CardFace, FilterId, Id, Keyword, Literals, PageFields } from './common'

/** A member unit as listed by areaInfo/areaInfoHasAccounts; `id` is its area code. */
export const MemberUnit = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  cityType: Type.Number(),
  group: Literals(CITY_GROUPS),
  cover: Type.String(),
  slogan: Type.String(),
})
export type MemberUnit = Static<typeof MemberUnit>

/** A member city's key figures; gdp in 100 million yuan, population in 10,000 people, land area in km². */
export const CityFigures = Type.Object({
  gdp: Type.Number(),
  gdpGrowth: Type.Number(),
  population: Type.Number(),
  landArea: Type.Number(),
  statYear: Type.Number(),
})
export type CityFigures = Static<typeof CityFigures>

/** wechat/content/getAreaInfo: a member city with its showcase text (sanitised HTML) and key figures. */
export const AreaInfo = Type.Object({
  ...MemberUnit.properties,
  summary: Type.String(),
  banner: Type.String(),
  ...ArticleBody,
  figures: CityFigures,
  address: Type.String(),
  hotline: Type.String(),
})
export type AreaInfo = Static<typeof AreaInfo>

/** Lists of one member city take its area code (a member unit's id). */
export const CityQuery = Type.Object({ areaId: Id })
export type CityQuery = Static<typeof CityQuery>

/** city/clusterList: one city's clusters, a keyword and an industry from clusterIndustrySelect ('' any). */
export const ClusterQuery = Type.Object({
  ...PageFields,
  ...CityQuery.properties,
  keyword: Type.Optional(Keyword),
  industryId: Type.Optional(FilterId),
})
export type ClusterQuery = Static<typeof ClusterQuery>

export const ClusterCard = Type.Object({
  id: Type.Number(),
  areaId: Type.Number(),
  ...CardFace,
  industry: Type.String(),
  /** Annual output, 100 million yuan. */
  outputValue: Type.Number(),
  enterpriseCount: Type.Number(),
})
export type ClusterCard = Static<typeof ClusterCard>

export const ClusterDetail = Type.Object({
  ...ClusterCard.properties,
  cityName: Type.String(),
  ...ArticleBody,
  keyEnterprises: Type.Array(Type.String()),
})
export type ClusterDetail = Static<typeof ClusterDetail>

/** city/serviceList: one city's services, a keyword and a category key from serviceCategorySelect ('' any). */
export const ServiceQuery = Type.Object({
  ...PageFields,
  ...CityQuery.properties,
  keyword: Type.Optional(Keyword),
  category: Type.Optional(Literals(['', ...SERVICE_CATEGORIES])),
})
export type ServiceQuery = Static<typeof ServiceQuery>

export const ServiceCard = Type.Object({
  id: Type.Number(),
  areaId: Type.Number(),
  ...CardFace,
  category: Type.String(),
  department: Type.String(),
})
export type ServiceCard = Static<typeof ServiceCard>

export const ServiceDetail = Type.Object({
  ...ServiceCard.properties,
  content: Type.String(),
  contactName: Type.String(),
  /** Whole; the page masks the middle four digits. */
  contactPhone: Type.String(),
  address: Type.String(),
})
export type ServiceDetail = Static<typeof ServiceDetail>

/** An investment-promotion contact; the phone is whole and masked when shown. */
export const CityContact = Type.Object({
  id: Type.Number(),
  department: Type.String(),
  person: Type.String(),
  position: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
})
export type CityContact = Static<typeof CityContact>

/** A chapter of a city's investment guide (sanitised HTML). */
export const ManualChapter = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  content: Type.String(),
})
export type ManualChapter = Static<typeof ManualChapter>

/** region/section: a regional section (the Gansu zone) with its member cities and their latest projects. */
export const RegionSectionQuery = Type.Object({ code: Type.String({ pattern: '^[a-z]{2,20}$' }) })
export type RegionSectionQuery = Static<typeof RegionSectionQuery>

export const RegionSection = Type.Object({
  code: Type.String(),
  name: Type.String(),
  slogan: Type.String(),
  intro: Type.String(),
  cover: Type.String(),
  figures: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  cities: Type.Array(Type.Object({ id: Type.Number(), name: Type.String(), summary: Type.String() })),
  projects: Type.Array(
    Type.Object({ id: Type.Number(), title: Type.String(), region: Type.String(), investAmount: Type.Number() }),
  ),
})
export type RegionSection = Static<typeof RegionSection>
