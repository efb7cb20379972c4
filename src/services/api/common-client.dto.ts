import type { Option, PageQuery } from './common.dto'

export interface BaseConfig {
  /** Points rewards fire only while this is on (seed 000 section 5). */
  pointsMallSwitch: boolean
  /** The collectible task each placement offers; '' when it offers none. */
  collectibleTasks: { home: string; live: string }
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

/** Type code of business-card hits (userInfoSearch): no detail route among the seed's codes, so not shown. */
export const USER_HIT_TYPE = 0

/** An informationSearch hit: a search hit (type 7) that is also a full news card, for the news lists. */
export type NewsHit = NewsCard & SearchHit

/** A projectSearch hit (type 2) with every project-card field; the project's own kind (1/2) is `projectType`. */
export type ProjectHit = Omit<ProjectCard, 'type'> & SearchHit & { projectType: number }

/** A meeting with its sanitised-on-store rich text; times in milliseconds since epoch. */
export interface MeetingDetail {
  id: number
  title: string
  summary: string
  content: string
  cover: string
  venue: string
  host: string
  startTime: number
  endTime: number
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

/** A document of the material centre (files-center); `url` is root-relative on the API server or absolute. */
export interface FileDocument extends Appendix {
  categoryId: number
  category: string
  publishTime: number
}

/** The material centre's list query; `categoryId` '' or absent means every category. */
export interface FileQuery extends PageQuery {
  keyword?: string
  categoryId?: string
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

/** Where a member unit is listed: Xiamen, the rest of Fujian, other provinces, overseas. */
export const CITY_GROUPS = ['xiamen', 'fujian', 'province', 'overseas'] as const
export type CityGroup = (typeof CITY_GROUPS)[number]

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

/** forum: a forum talk; long: a full session; vip_roadshow: a VIP roadshow pitch. */
export type VideoKind = 'forum' | 'long' | 'vip_roadshow'

export interface VideoCard {
  id: number
  title: string
  cover: string
  /** Seconds. */
  duration: number
  /** The speaker's name; '' for a video without a speaker. */
  speaker: string
  speakerId: number | null
  kind: VideoKind
  category: string
  publishTime: number
  views: number
}

export interface VideoDetail extends VideoCard {
  /** The playable file; may be root-relative (resolve with assetUrl). */
  url: string
  /** Plain text summary. */
  content: string
  speakerPosition: string
  speakerOrganisation: string
  speakerAvatar: string
  /** Other videos of the same kind, newest first. */
  related: VideoCard[]
}

export interface VideoQuery extends SearchQuery {
  kind?: VideoKind
  /** A video category id as the select options send it; '' means any. */
  categoryId?: string
}

export interface SpeakerVideoQuery extends PageQuery {
  speakerId: number | string
}

/** The VIP roadshow home: featured videos, then each category with its latest videos. */
export interface VipVideoHome {
  featured: VideoCard[]
  categories: { id: number; name: string; videos: VideoCard[] }[]
}

export interface SpeakerCard {
  id: number
  name: string
  position: string
  organisation: string
  avatar: string
  featured: boolean
  videoCount: number
}

export interface SpeakerDetail extends SpeakerCard {
  bio: string
  /** Whether the signed-in user follows the speaker (false when signed out). */
  followed: boolean
}

export interface SpeakerQuery extends SearchQuery {
  /** Only the featured ("essence") speakers. */
  featured?: boolean
}

/** 0 not started, 1 live, 2 replay (computed by the server from the times at the moment it answers). */
export type LiveStateCode = 0 | 1 | 2

export interface LiveCard {
  id: number
  title: string
  summary: string
  cover: string
  host: string
  startTime: number
  endTime: number
  state: LiveStateCode
  /** Whether a replay can be played (only meaningful once ended). */
  hasReplay: boolean
  views: number
}

export interface LiveDetail extends LiveCard {
  /** Sanitised rich text. */
  content: string
  /** The stream while live; '' otherwise. */
  streamUrl: string
  /** The replay once ended and recorded; '' otherwise. */
  replayUrl: string
  meetingId: number | null
  /** The server's clock when it answered, so a countdown does not trust the device's clock. */
  serverTime: number
}

export interface LiveQuery extends SearchQuery {
  state?: LiveStateCode
}

export interface PreDockingHistoryCard {
  id: number
  title: string
  summary: string
  cover: string
  parties: string
  dockingTime: number
  views: number
}

export interface PreDockingHistoryDetail extends PreDockingHistoryCard {
  content: string
}

/** Pre-docking files and videos, optionally of one history record. */
export interface PreDockingQuery extends SearchQuery {
  historyId?: number | string
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

/** An exhibition of the fair (a themed set of halls). */
export interface ExhibitionCard {
  id: number
  name: string
  /** The venue and halls, e.g. "厦门国际会展中心A馆（A1、A2、A3）". */
  hall: string
  summary: string
  cover: string
  /** ISO dates (YYYY-MM-DD). */
  startDate: string
  endDate: string
}

/** A zone of an exhibition inside one hall, with how many booths stand in it. */
export interface ExhibitionAreaCard {
  id: number
  exhibitionId: number
  exhibitionName: string
  /** Hall code, e.g. "A1". */
  hall: string
  name: string
  summary: string
  cover: string
  boothCount: number
}

export interface ExhibitionAreaDetail extends ExhibitionAreaCard {
  /** Sanitised rich text. */
  content: string
}

export interface ExhibitionDetail extends ExhibitionCard {
  /** Sanitised rich text. */
  content: string
  areas: ExhibitionAreaCard[]
  boothCount: number
  exhibitCount: number
}

/** One hall of the area navigation with its zones, halls in signpost order (A1...C3). */
export interface ExhibitionHall {
  hall: string
  areas: ExhibitionAreaCard[]
}

/** Booths and exhibits narrow to an exhibition, an area, an exhibitor and a keyword; '' or absent means any. */
export interface ExhibitionContentQuery extends SearchQuery {
  exhibitionId?: number | string
  areaId?: number | string
  enterpriseId?: number | string
}

export interface ExhibitionAreaQuery {
  exhibitionId?: number | string
}

/** A booth with its exhibitor enterprise. */
export interface BoothCard {
  id: number
  boothNo: string
  exhibitionId: number
  exhibitionName: string
  areaId: number | null
  areaName: string
  hall: string
  /** Square metres. */
  size: number
  enterpriseId: number
  enterpriseName: string
  logo: string
  exhibitCount: number
}

/** A product shown at a booth; opens the product (productId) or the booth (boothId). */
export interface ExhibitCard {
  id: number
  productId: number
  name: string
  summary: string
  cover: string
  boothId: number
  boothNo: string
  hall: string
  enterpriseName: string
}

export interface BoothDetail extends BoothCard {
  intro: string
  enterpriseSummary: string
  exhibitionHall: string
  startDate: string
  endDate: string
  exhibits: ExhibitCard[]
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

/** A project group chat as listed; joining is not offered here. */
export interface ProjectGroup {
  id: number
  name: string
  avatar: string
  /** Open groups take applications; private ones are by invitation. */
  isOpen: boolean
  memberCount: number
  memberLimit: number
  full: boolean
  projectId: number | null
  projectTitle: string
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
