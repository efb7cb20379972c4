import { Type, type Static } from '@sinclair/typebox'
import { ArticleBody, CardFace, DetailOf, FilterId, Id, Literals, Option, SearchQuery } from './common'
import { NEWS_CATEGORIES, PARK_PRICE_UNITS } from './content.codes'
import { SearchHit } from './search'

/** 'hot': most viewed first; 'latest' (the default): newest first. */
export const ListSort = Literals(['latest', 'hot'] as const)
export type ListSort = Static<typeof ListSort>

/** 1 investment project, 2 major project. */
export const ProjectType = Type.Integer({ minimum: 1, maximum: 2 })

/** home/projectDetail: a project, with the kind it was listed as. */
export const ProjectDetailQuery = Type.Object({ id: Id, type: Type.Optional(ProjectType) })
export type ProjectDetailQuery = Static<typeof ProjectDetailQuery>

/** unify/projectBrowsingRecord: the project the signed-in user opened. */
export const ProjectBrowsingBody = Type.Object({ projectId: Id })
export type ProjectBrowsingBody = Static<typeof ProjectBrowsingBody>

/** 2 lists only the major projects, with their own industries. */
export const ProjectFilterOptionsQuery = Type.Object({ type: Type.Optional(ProjectType) })
export type ProjectFilterOptionsQuery = Static<typeof ProjectFilterOptionsQuery>

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

export const ProjectCard = Type.Object({
  id: Type.Number(),
  /** 1 investment project, 2 major project. */
  type: Type.Number(),
  title: Type.String(),
  cover: Type.String(),
  industry: Type.String(),
  carrier: Type.String(),
  investMode: Type.String(),
  region: Type.String(),
  /** Total investment in yuan. */
  investAmount: Type.Number(),
  /** Milliseconds since epoch. */
  pushTime: Type.Number(),
  views: Type.Number(),
})
export type ProjectCard = Static<typeof ProjectCard>

export const ProjectDetail = Type.Object({
  ...ProjectCard.properties,
  summary: Type.String(),
  ...ArticleBody,
  contactName: Type.String(),
  /** Masked by the server, e.g. 138****5678. */
  contactPhone: Type.String(),
})
export type ProjectDetail = Static<typeof ProjectDetail>

/** What a published article's card adds to its face: where it comes from, when it appeared, how often it was read. */
const Published = { source: Type.String(), publishTime: Type.Number(), views: Type.Number() }

export const NewsCard = Type.Object({
  id: Type.Number(),
  ...CardFace,
  category: Type.String(),
  ...Published,
})
export type NewsCard = Static<typeof NewsCard>

export const NewsDetail = DetailOf(NewsCard)
export type NewsDetail = Static<typeof NewsDetail>

/** informationSearch: a keyword and one news category by its code. */
export const NewsQuery = Type.Object({ ...SearchQuery.properties, category: Type.Optional(Literals(NEWS_CATEGORIES)) })
export type NewsQuery = Static<typeof NewsQuery>

/** A policy in a list: a search hit of type 3 (rich/article detail) with its issuer and category. */
export const PolicyCard = Type.Object({ ...SearchHit.properties, issuer: Type.String(), category: Type.String() })
export type PolicyCard = Static<typeof PolicyCard>

export const PolicyDetail = DetailOf(PolicyCard)
export type PolicyDetail = Static<typeof PolicyDetail>

/** policySearch: keyword, a category from policyCategorySelect ('' any), and the goldkey (investment-circle) zone only. */
export const PolicyQuery = Type.Object({
  ...SearchQuery.properties,
  categoryId: Type.Optional(FilterId),
  goldkey: Type.Optional(Type.Boolean()),
})
export type PolicyQuery = Static<typeof PolicyQuery>

/** The code of a fair article or an agreement: a lower-case word, digits and hyphens after it. */
export const ArticleCode = Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' })

/** cifit/article: a fair article by its id or by its code; one of them is needed. */
export const FairArticleQuery = Type.Object({ id: Type.Optional(Id), code: Type.Optional(ArticleCode) })
export type FairArticleQuery = Static<typeof FairArticleQuery>

/** A fair rich-text page (introduction, guides), found by id or code. */
export const FairArticle = Type.Object({
  id: Type.Number(),
  code: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  content: Type.String(),
  publishTime: Type.Number(),
})
export type FairArticle = Static<typeof FairArticle>

/** A project roadshow: the pitch video (opened on /vip-video-detail) and the project it presents. */
export const Roadshow = Type.Object({
  id: Type.Number(),
  videoId: Type.Number(),
  videoTitle: Type.String(),
  cover: Type.String(),
  durationSeconds: Type.Number(),
  projectId: Type.Number(),
  /** 1 investment project, 2 major project. */
  projectType: Type.Number(),
  projectTitle: Type.String(),
  industry: Type.String(),
  region: Type.String(),
})
export type Roadshow = Static<typeof Roadshow>

/** project/list (and listMajorProject): the keyword, the four filters, the kind, a member city's area code, the order. */
export const ProjectListQuery = Type.Object({
  ...SearchQuery.properties,
  industryId: Type.Optional(FilterId),
  carrierId: Type.Optional(FilterId),
  investModeId: Type.Optional(FilterId),
  pushTimeId: Type.Optional(FilterId),
  type: Type.Optional(ProjectType),
  areaId: Type.Optional(Type.Integer({ minimum: 100000, maximum: 999999 })),
  sort: Type.Optional(ListSort),
})
export type ProjectListQuery = Static<typeof ProjectListQuery>

/** project/listMajorProject: the project list's query; the kind is always major. */
export const MajorProjectListQuery = Type.Omit(ProjectListQuery, ['type'])
export type MajorProjectListQuery = Static<typeof MajorProjectListQuery>

/** park/list: the keyword, the park and estate type filters, the order. */
export const ParkListQuery = Type.Object({
  ...SearchQuery.properties,
  parkTypeId: Type.Optional(FilterId),
  estateTypeId: Type.Optional(FilterId),
  sort: Type.Optional(ListSort),
})
export type ParkListQuery = Static<typeof ParkListQuery>

export const ParkCard = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  cover: Type.String(),
  parkType: Type.String(),
  region: Type.String(),
  area: Type.Number(),
  price: Type.Number(),
  /** One of the park price units of seed 001 section 9 (a key of PARK_PRICE_UNITS). */
  priceUnit: Literals(PARK_PRICE_UNITS),
})
export type ParkCard = Static<typeof ParkCard>

export const ParkDetail = Type.Object({
  ...ParkCard.properties,
  summary: Type.String(),
  estateType: Type.String(),
  ...ArticleBody,
})
export type ParkDetail = Static<typeof ParkDetail>

/** An informationSearch hit: a search hit (type 7) that is also a full news card, for the news lists. */
export const NewsHit = Type.Object({ ...NewsCard.properties, ...SearchHit.properties })
export type NewsHit = Static<typeof NewsHit>

/** A projectSearch hit (type 2) with every project-card field; the project's own kind (1/2) is `projectType`. */
export const ProjectHit = Type.Object({
  ...Type.Omit(ProjectCard, ['type']).properties,
  ...SearchHit.properties,
  projectType: Type.Number(),
})
export type ProjectHit = Static<typeof ProjectHit>

/** industry/reportList: the industrial interpretations, newest first, of one industry when one is chosen. */
export const IndustryReportQuery = Type.Object({ ...SearchQuery.properties, industryId: Type.Optional(FilterId) })
export type IndustryReportQuery = Static<typeof IndustryReportQuery>

export const IndustryReportCard = Type.Object({
  id: Type.Number(),
  ...CardFace,
  industry: Type.String(),
  ...Published,
})
export type IndustryReportCard = Static<typeof IndustryReportCard>

export const IndustryReport = DetailOf(IndustryReportCard)
export type IndustryReport = Static<typeof IndustryReport>

/** park/roadshowList: the parks recommended for their roadshows, in the stage's order. */
export const ParkRoadshow = Type.Object({
  id: Type.Number(),
  parkId: Type.Number(),
  park: Type.String(),
  region: Type.String(),
  cover: Type.String(),
  presenter: Type.String(),
  reason: Type.String(),
  videoId: Type.Number(),
  videoTitle: Type.String(),
  durationSeconds: Type.Number(),
})
export type ParkRoadshow = Static<typeof ParkRoadshow>

/** The investment map's two kinds of point. */
export const MAP_KINDS = ['project', 'park'] as const
export type MapKind = (typeof MAP_KINDS)[number]

/** investmentMap/points: the projects and parks of an area (every area when none) with where they are. */
export const MapPointQuery = Type.Object({
  kind: Type.Optional(Literals(MAP_KINDS)),
  areaId: Type.Optional(FilterId),
})
export type MapPointQuery = Static<typeof MapPointQuery>

export const MapPoint = Type.Object({
  kind: Literals(MAP_KINDS),
  id: Type.Number(),
  title: Type.String(),
  region: Type.String(),
  district: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type MapPoint = Static<typeof MapPoint>

/** unify/projectAreaList: the areas with projects, and how many each has. */
export const ProjectArea = Type.Object({ areaId: Type.Number(), name: Type.String(), projects: Type.Integer() })
export type ProjectArea = Static<typeof ProjectArea>

/** listing/apply: an application to list a project or a park. */
export const ListingApplyBody = Type.Object({
  kind: Literals(MAP_KINDS),
  name: Type.String({ minLength: 2, maxLength: 100 }),
  areaId: Type.Integer({ minimum: 100000, maximum: 999999 }),
  industryId: Id,
  /** Total investment in ten thousand yuan (project) or land in m² (park). */
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e10 }),
  availableFrom: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  contactName: Type.String({ minLength: 1, maxLength: 50 }),
  phone: Type.String({ pattern: '^1[3-9]\\d{9}$|^0\\d{2,3}-?\\d{7,8}$' }),
  description: Type.String({ minLength: 10, maxLength: 200 }),
  images: Type.Array(Type.String({ pattern: '^/uploads/[A-Za-z0-9_-]+', maxLength: 300 }), { maxItems: 6 }),
})
export type ListingApplyBody = Static<typeof ListingApplyBody>

export const ListingApplication = Type.Object({
  id: Type.Number(),
  kind: Literals(MAP_KINDS),
  name: Type.String(),
  status: Literals(['submitted', 'accepted', 'declined'] as const),
  submittedAt: Type.Number(),
})
export type ListingApplication = Static<typeof ListingApplication>
