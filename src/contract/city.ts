import type { CityGroup } from './city.codes'
import type { PageQuery } from './common'

/** A member unit as listed by areaInfo/areaInfoHasAccounts; `id` is its area code. */
export interface MemberUnit {
  id: number
  name: string
  cityType: number
  group: CityGroup
  cover: string
  slogan: string
}

/** A member city's key figures; gdp in 100 million yuan, population in 10,000 people, land area in km². */
export interface CityFigures {
  gdp: number
  gdpGrowth: number
  population: number
  landArea: number
  statYear: number
}

/** wechat/content/getAreaInfo: a member city with its showcase text (sanitised HTML) and key figures. */
export interface AreaInfo extends MemberUnit {
  summary: string
  banner: string
  content: string
  images: string[]
  figures: CityFigures
  address: string
  hotline: string
}

/** Lists of one member city take its area code. */
export interface CityQuery {
  areaId: number
}

export interface ClusterQuery extends CityQuery, PageQuery {
  keyword?: string
  industryId?: string
}

export interface ClusterCard {
  id: number
  areaId: number
  title: string
  summary: string
  cover: string
  industry: string
  /** Annual output, 100 million yuan. */
  outputValue: number
  enterpriseCount: number
}

export interface ClusterDetail extends ClusterCard {
  cityName: string
  content: string
  images: string[]
  keyEnterprises: string[]
}

export interface ServiceQuery extends CityQuery, PageQuery {
  keyword?: string
  category?: string
}

export interface ServiceCard {
  id: number
  areaId: number
  title: string
  summary: string
  cover: string
  category: string
  department: string
}

export interface ServiceDetail extends ServiceCard {
  content: string
  contactName: string
  /** Whole; the page masks the middle four digits. */
  contactPhone: string
  address: string
}

/** An investment-promotion contact; the phone is whole and masked when shown. */
export interface CityContact {
  id: number
  department: string
  person: string
  position: string
  phone: string
  email: string
  address: string
}

/** A chapter of a city's investment guide (sanitised HTML). */
export interface ManualChapter {
  id: number
  title: string
  content: string
}
