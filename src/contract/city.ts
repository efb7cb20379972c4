import { Type, type Static } from '@sinclair/typebox'
import { CITY_GROUPS } from './city.codes'
import { Literals, PageQuery } from './common'

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
export const AreaInfo = Type.Composite([
  MemberUnit,
  Type.Object({
    summary: Type.String(),
    banner: Type.String(),
    content: Type.String(),
    images: Type.Array(Type.String()),
    figures: CityFigures,
    address: Type.String(),
    hotline: Type.String(),
  }),
])
export type AreaInfo = Static<typeof AreaInfo>

/** Lists of one member city take its area code. */
export const CityQuery = Type.Object({
  areaId: Type.Number(),
})
export type CityQuery = Static<typeof CityQuery>

export const ClusterQuery = Type.Composite([
  CityQuery,
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String()),
    industryId: Type.Optional(Type.String()),
  }),
])
export type ClusterQuery = Static<typeof ClusterQuery>

export const ClusterCard = Type.Object({
  id: Type.Number(),
  areaId: Type.Number(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  industry: Type.String(),
  /** Annual output, 100 million yuan. */
  outputValue: Type.Number(),
  enterpriseCount: Type.Number(),
})
export type ClusterCard = Static<typeof ClusterCard>

export const ClusterDetail = Type.Composite([
  ClusterCard,
  Type.Object({
    cityName: Type.String(),
    content: Type.String(),
    images: Type.Array(Type.String()),
    keyEnterprises: Type.Array(Type.String()),
  }),
])
export type ClusterDetail = Static<typeof ClusterDetail>

export const ServiceQuery = Type.Composite([
  CityQuery,
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String()),
    category: Type.Optional(Type.String()),
  }),
])
export type ServiceQuery = Static<typeof ServiceQuery>

export const ServiceCard = Type.Object({
  id: Type.Number(),
  areaId: Type.Number(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  category: Type.String(),
  department: Type.String(),
})
export type ServiceCard = Static<typeof ServiceCard>

export const ServiceDetail = Type.Composite([
  ServiceCard,
  Type.Object({
    content: Type.String(),
    contactName: Type.String(),
    /** Whole; the page masks the middle four digits. */
    contactPhone: Type.String(),
    address: Type.String(),
  }),
])
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
