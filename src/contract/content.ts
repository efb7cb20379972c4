import { Type, type Static } from '@sinclair/typebox'
import { Option } from './common'
import type { PageQuery, SearchQuery } from './common'
import type { NewsCategory, ParkPriceUnit } from './content.codes'
import type { SearchHit } from './search'

/** 2 lists only the major projects, with their own industries. */
export const ProjectFilterOptionsQuery = Type.Object({ type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })) })

/** Every filter of the project list with its choices, in one answer. */
export const ProjectFilterOptions = Type.Object({
  industryId: Type.Array(Option),
  carrierId: Type.Array(Option),
  investModeId: Type.Array(Option),
  pushTimeId: Type.Array(Option),
})
export type ProjectFilterOptions = Static<typeof ProjectFilterOptions>

/** Every filter of the park list with its choices. */
export const ParkFilterOptions = Type.Object({ parkTypeId: Type.Array(Option), estateTypeId: Type.Array(Option) })
export type ParkFilterOptions = Static<typeof ParkFilterOptions>

export interface ProjectCard {
  id: number
  /** 1 investment project, 2 major project. */
  type: number
  title: string
  cover: string
  industry: string
  carrier: string
  investMode: string
  region: string
  /** Total investment in yuan. */
  investAmount: number
  /** Milliseconds since epoch. */
  pushTime: number
  views: number
}

export interface ProjectDetail extends ProjectCard {
  summary: string
  /** Rich text from the server; sanitise before rendering. */
  content: string
  images: string[]
  contactName: string
  /** Masked by the server, e.g. 138****5678. */
  contactPhone: string
}

export interface NewsCard {
  id: number
  title: string
  summary: string
  cover: string
  source: string
  category: string
  publishTime: number
  views: number
}

export interface NewsDetail extends NewsCard {
  content: string
}

export interface NewsQuery extends SearchQuery {
  category?: NewsCategory
}

/** A policy in a list: a search hit of type 3 (rich/article detail) with its issuer and category. */
export interface PolicyCard extends SearchHit {
  issuer: string
  category: string
}

export interface PolicyDetail extends PolicyCard {
  /** Rich text from the server; sanitise before rendering. */
  content: string
}

/** policySearch: keyword, a category from policyCategorySelect ('' any), and the goldkey (investment-circle) zone only. */
export interface PolicyQuery extends SearchQuery {
  categoryId?: string
  goldkey?: boolean
}

/** A fair rich-text page (introduction, guides), found by id or code. */
export interface FairArticle {
  id: number
  code: string
  title: string
  cover: string
  content: string
  publishTime: number
}

/** A project roadshow: the pitch video (opened on /vip-video-detail) and the project it presents. */
export interface Roadshow {
  id: number
  videoId: number
  videoTitle: string
  cover: string
  durationSeconds: number
  projectId: number
  /** 1 investment project, 2 major project. */
  projectType: number
  projectTitle: string
  industry: string
  region: string
}

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
