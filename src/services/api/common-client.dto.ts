import type { Option, PageQuery } from './common.dto'

export interface BaseConfig {
  /** Points rewards fire only while this is on (seed 000 section 5). */
  pointsMallSwitch: boolean
  fairName: string
  edition: number
  /** Fair opening and closing days, YYYY-MM-DD. */
  startDate: string
  endDate: string
  servicePhone: string
}

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

export interface SearchQuery extends PageQuery {
  keyword?: string
}

/** The news categories informationSearch can narrow to, in the server's option order. */
export const NEWS_CATEGORIES = ['fair', 'investment', 'policy', 'media'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

export interface NewsQuery extends SearchQuery {
  category?: NewsCategory
}

/** A result of any of the eleven searches; `type` is a ContentType code that decides where it opens. */
export interface SearchHit {
  id: number
  type: number
  title: string
  summary: string
  cover: string
  time: number
}

export interface SearchRank {
  keyword: string
  count: number
}

export interface Tag {
  id: number
  name: string
}

export interface CountryMobileCode {
  code: string
  name: string
}

export interface Appendix {
  id: number
  name: string
  url: string
  size: number
}

export interface Agreement {
  type: string
  title: string
  content: string
}

export interface CustomerCare {
  id: number
  name: string
  phone: string
  email: string
  workTime: string
}

export interface AreaInfo {
  id: number
  name: string
  cityType: number
  cover: string
  summary: string
}

export interface VideoCard {
  id: number
  title: string
  cover: string
  duration: number
  speaker: string
  publishTime: number
}

export interface VideoDetail extends VideoCard {
  url: string
  content: string
}

export interface EventPoint {
  contentId?: string
  paramId?: string
  paramName?: string
  eventName: string
}

export interface IdQuery {
  id: number | string
}

export interface ContentRef {
  contentId: number | string
  type: number
}

export type { Option }
