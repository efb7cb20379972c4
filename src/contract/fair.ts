import { Type, type Static } from '@sinclair/typebox'
import { CardFace, DateSpan, Id, IdQuery, Literals, Nullable, PageFields, RichText, SearchQuery } from './common'
import { ArticleCode } from './content'
import {
  APP_PLATFORMS,
  COMMERCE_ARTICLE_KINDS,
  COMMERCE_INDICATORS,
  FAIR_STAGES,
  QUESTIONNAIRE,
  QUESTIONNAIRE_SUGGESTION_MAX,
  VIP_CATEGORIES,
  VIP_COMPANIONS_MAX,
  VIP_STATUSES,
} from './fair.codes'

export const BaseConfig = Type.Object({
  /** Points rewards fire only while this is on (seed 000 section 5). */
  pointsMallSwitch: Type.Boolean(),
  /** The collectible task each placement offers; '' when it offers none. */
  collectibleTasks: Type.Object({
    home: Type.String(),
    live: Type.String(),
  }),
  fairName: Type.String(),
  edition: Type.Number(),
  /** The fair's opening and closing days. */
  ...DateSpan,
  servicePhone: Type.String(),
})
export type BaseConfig = Static<typeof BaseConfig>

/** operateCommonAgreementInfo/info: an agreement by its code. */
export const AgreementQuery = Type.Object({ type: ArticleCode })
export type AgreementQuery = Static<typeof AgreementQuery>

export const Agreement = Type.Object({
  type: Type.String(),
  title: Type.String(),
  content: Type.String(),
})
export type Agreement = Static<typeof Agreement>

/** The kinds of home module: the banner carousel and the quick-entry grid. */
export const ModuleType = Literals(['banner', 'entry'] as const)
export type ModuleType = Static<typeof ModuleType>

/** operateCommonModule/listByType: the modules of one kind. */
export const ModuleQuery = Type.Object({ type: ModuleType })
export type ModuleQuery = Static<typeof ModuleQuery>

export const CommonModule = Type.Object({
  id: Type.Number(),
  type: ModuleType,
  title: Type.String(),
  image: Type.String(),
  /** An H5 route path with its query, e.g. /projectList?industryId=3. */
  link: Type.String(),
  sort: Type.Number(),
})
export type CommonModule = Static<typeof CommonModule>

/** A fair guide article's code: dot-separated words from its section down, e.g. "service.transport.metro". */
export const GuideCode = Type.String({ pattern: '^[a-z][a-z0-9-]{0,30}(\\.[a-z][a-z0-9-]{0,30}){0,3}$' })

/** cifit/guideList: the articles one level under a code ("service" gives service.transport, service.parking...). */
export const GuideListQuery = Type.Object({ prefix: GuideCode })
export type GuideListQuery = Static<typeof GuideListQuery>

/** cifit/guide: one guide article by id. */
export const GuideQuery = IdQuery
export type GuideQuery = Static<typeof GuideQuery>

/** A guide article as a row: its first paragraph as summary, and the phone numbers and emails its text gives. */
export const GuideEntry = Type.Object({
  id: Type.Number(),
  code: Type.String(),
  ...CardFace,
  publishTime: Type.Number(),
  /** As written, e.g. "0592-5959800": the app dials them. */
  phones: Type.Array(Type.String()),
  emails: Type.Array(Type.String()),
})
export type GuideEntry = Static<typeof GuideEntry>

/** A guide article with its sanitised text, the articles under it, and the one above it (null for a section's top). */
export const GuideArticle = Type.Object({
  ...GuideEntry.properties,
  content: Type.String(),
  entries: Type.Array(GuideEntry),
  parent: Nullable(Type.Object({ id: Type.Number(), code: Type.String(), title: Type.String() })),
})
export type GuideArticle = Static<typeof GuideArticle>

/** cifit/guideChapters: every article one level under a code, with its text: a chapter page (the handbook). */
export const GuideChapter = Type.Object({
  id: Type.Number(),
  code: Type.String(),
  title: Type.String(),
  content: RichText,
  phones: Type.Array(Type.String()),
  emails: Type.Array(Type.String()),
})
export type GuideChapter = Static<typeof GuideChapter>

/** stage/cifit/info: the fair as it stands on its clock (seed 001 section 7; its body is read whatever its code). */
export const StageInfo = Type.Object({
  fairName: Type.String(),
  edition: Type.Number(),
  ...DateSpan,
  stage: Literals(FAIR_STAGES),
  /** Days until the opening while before it, else 0. */
  daysToOpening: Type.Integer({ minimum: 0 }),
  venue: Type.String(),
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  servicePhone: Type.String(),
  /** The fixed exhibition identifier of the configuration (seed 001 section 7). */
  exhibitionId: Type.String(),
})
export type StageInfo = Static<typeof StageInfo>

/** An edition's figures as the organisers published them; amounts in yuan. */
export const EditionFigures = Type.Object({
  exhibitors: Type.Integer(),
  visitors: Type.Integer(),
  countries: Type.Integer(),
  projectsSigned: Type.Integer(),
  investmentSigned: Type.Number(),
})
export type EditionFigures = Static<typeof EditionFigures>

/** One edition of the fair (the landing pages, the history on /introduce). */
export const Edition = Type.Object({
  year: Type.Integer(),
  edition: Type.Integer(),
  theme: Type.String(),
  ...DateSpan,
  venue: Type.String(),
  cover: Type.String(),
  figures: EditionFigures,
})
export type Edition = Static<typeof Edition>

/** An edition with its highlights (sanitised HTML). */
export const EditionDetail = Type.Object({ ...Edition.properties, highlights: RichText })
export type EditionDetail = Static<typeof EditionDetail>

export const EditionQuery = Type.Object({ year: Type.Integer({ minimum: 1997, maximum: 2100 }) })
export type EditionQuery = Static<typeof EditionQuery>

/** One edition's figures by its year; without a year the latest edition's. */
const EditionYearQuery = Type.Object({ year: Type.Optional(EditionQuery.properties.year) })

/** The edition a breakdown shows and the years it can show instead (the editions that have one), newest first. */
const EditionYears = { year: Type.Integer(), years: Type.Array(Type.Integer()) }

/** cifit/honours: an edition's awards by category. */
export const HonourQuery = EditionYearQuery
export type HonourQuery = Static<typeof HonourQuery>

export const HonourList = Type.Object({
  ...EditionYears,
  groups: Type.Array(Type.Object({ category: Type.String(), winners: Type.Array(Type.String()) })),
})
export type HonourList = Static<typeof HonourList>

/** cifit/hotelList: the partner hotels, nearest the venue first; a keyword matches name and address. */
export const HotelListQuery = SearchQuery
export type HotelListQuery = Static<typeof HotelListQuery>

export const HotelCard = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  stars: Type.Integer({ minimum: 0, maximum: 5 }),
  address: Type.String(),
  /** Road distance to the venue, km. */
  distanceKm: Type.Number(),
  /** The fair's agreed room rate per night, yuan. */
  priceMin: Type.Integer(),
  priceMax: Type.Integer(),
  cover: Type.String(),
  /** A fair shuttle bus stops at the hotel. */
  shuttle: Type.Boolean(),
})
export type HotelCard = Static<typeof HotelCard>

export const HotelDetail = Type.Object({
  ...HotelCard.properties,
  phone: Type.String(),
  bookingContact: Type.String(),
  bookingPhone: Type.String(),
  bookingEmail: Type.String(),
  content: RichText,
  images: Type.Array(Type.String()),
  latitude: Type.Number(),
  longitude: Type.Number(),
})
export type HotelDetail = Static<typeof HotelDetail>

/** cifit/appDownload: the app per platform and the mini program. */
export const AppRelease = Type.Object({
  platform: Literals(APP_PLATFORMS),
  version: Type.String(),
  url: Type.String(),
  sizeMb: Type.Number(),
  releasedAt: Type.String(),
  notes: Type.String(),
})
export type AppRelease = Static<typeof AppRelease>

export const AppDownload = Type.Object({
  releases: Type.Array(AppRelease),
  miniProgramName: Type.String(),
})
export type AppDownload = Static<typeof AppDownload>

/** A calling code as sent in a form: digits only. */
export const DialCode = Type.String({ pattern: '^[1-9][0-9]{0,3}$' })

export const VipCategory = Literals(VIP_CATEGORIES)

/** vip/zone: a VIP zone, its privileges and its desk. */
export const VipZoneQuery = Type.Object({ category: VipCategory })
export type VipZoneQuery = Static<typeof VipZoneQuery>

export const VipPrivilegeCard = Type.Object({ id: Type.Number(), ...CardFace, place: Type.String() })
export type VipPrivilegeCard = Static<typeof VipPrivilegeCard>

export const VipZone = Type.Object({
  category: VipCategory,
  title: Type.String(),
  intro: RichText,
  privileges: Type.Array(VipPrivilegeCard),
  deskName: Type.String(),
  deskPhone: Type.String(),
  deskEmail: Type.String(),
})
export type VipZone = Static<typeof VipZone>

export const VipPrivilege = Type.Object({
  ...VipPrivilegeCard.properties,
  category: VipCategory,
  hours: Type.String(),
  content: RichText,
})
export type VipPrivilege = Static<typeof VipPrivilege>

/** Someone who comes with a VIP. */
export const VipCompanion = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  position: Type.String({ maxLength: 100 }),
})
export type VipCompanion = Static<typeof VipCompanion>

/** vip/apply: a VIP application; an operator approves or refuses it. */
export const VipApplyBody = Type.Object({
  category: VipCategory,
  name: Type.String({ minLength: 1, maxLength: 50 }),
  organisation: Type.String({ minLength: 1, maxLength: 100 }),
  position: Type.String({ minLength: 1, maxLength: 100 }),
  dialCode: DialCode,
  phone: Type.String({ pattern: '^[0-9]{5,15}$' }),
  email: Type.String({ maxLength: 100, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  arrival: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  purpose: Type.String({ minLength: 1, maxLength: 300 }),
  companions: Type.Array(VipCompanion, { maxItems: VIP_COMPANIONS_MAX }),
})
export type VipApplyBody = Static<typeof VipApplyBody>

export const VipApplication = Type.Object({
  ...VipApplyBody.properties,
  id: Type.Number(),
  status: Literals(VIP_STATUSES),
  /** The operator's reason when refused, else ''. */
  reason: Type.String(),
  submittedAt: Type.Number(),
  decidedAt: Nullable(Type.Number()),
})
export type VipApplication = Static<typeof VipApplication>

/** vip/application: the user's latest application (null for none) and whether they are a VIP now. */
export const VipStanding = Type.Object({ application: Nullable(VipApplication), isVip: Type.Boolean() })
export type VipStanding = Static<typeof VipStanding>

/** A bookable VIP appointment: a service at a place and time, for at most `capacity` guests. */
export const VipSlot = Type.Object({
  id: Type.Number(),
  service: Type.String(),
  place: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  capacity: Type.Integer(),
  booked: Type.Integer(),
  /** The asking user holds a place. */
  mine: Type.Boolean(),
  /** It starts later than now on the fair clock. */
  open: Type.Boolean(),
})
export type VipSlot = Static<typeof VipSlot>

export const VipSlotBody = Type.Object({ slotId: Id })
export type VipSlotBody = Static<typeof VipSlotBody>

/** commerce/overview: the headline figures of the commerce home, each with its change on a year before. */
export const CommerceFigure = Type.Object({
  indicator: Literals(COMMERCE_INDICATORS),
  label: Type.String(),
  value: Type.Number(),
  unit: Type.String(),
  /** Change on the same period a year before, percent. */
  yoy: Type.Number(),
  period: Type.String(),
})
export type CommerceFigure = Static<typeof CommerceFigure>

/** A bar of a breakdown: its label, projects and investment (100 million yuan). */
export const CommerceShare = Type.Object({ label: Type.String(), projects: Type.Integer(), investment: Type.Number() })
export type CommerceShare = Static<typeof CommerceShare>

export const CommerceStatisticsQuery = EditionYearQuery
export type CommerceStatisticsQuery = Static<typeof CommerceStatisticsQuery>

/** commerce/statistics: investment signed year over year, and one year's projects by industry and by region. */
export const CommerceStatistics = Type.Object({
  ...EditionYears,
  byYear: Type.Array(
    Type.Object({ year: Type.Integer(), projects: Type.Integer(), investment: Type.Number(), yoy: Type.Number() }),
  ),
  byIndustry: Type.Array(CommerceShare),
  byRegion: Type.Array(CommerceShare),
})
export type CommerceStatistics = Static<typeof CommerceStatistics>

/** commerce/releases: the statistical releases, newest first, of one indicator or all. */
export const CommerceReleaseQuery = Type.Object({
  ...PageFields,
  indicator: Type.Optional(Type.Union([Literals(COMMERCE_INDICATORS), Type.Literal('')])),
})
export type CommerceReleaseQuery = Static<typeof CommerceReleaseQuery>

export const CommerceRelease = Type.Object({
  id: Type.Number(),
  indicator: Literals(COMMERCE_INDICATORS),
  period: Type.String(),
  title: Type.String(),
  value: Type.Number(),
  unit: Type.String(),
  yoy: Type.Number(),
  publishTime: Type.Number(),
})
export type CommerceRelease = Static<typeof CommerceRelease>

/** commerce/changes: what the business environment reforms changed, before and after. */
export const CommerceChange = Type.Object({
  id: Type.Number(),
  year: Type.Integer(),
  category: Type.String(),
  title: Type.String(),
  before: Type.String(),
  after: Type.String(),
})
export type CommerceChange = Static<typeof CommerceChange>

/** commerce/articleList: the local cases or the public notices. */
export const CommerceArticleQuery = Type.Object({
  ...SearchQuery.properties,
  kind: Literals(COMMERCE_ARTICLE_KINDS),
})
export type CommerceArticleQuery = Static<typeof CommerceArticleQuery>

export const CommerceArticleCard = Type.Object({
  id: Type.Number(),
  kind: Literals(COMMERCE_ARTICLE_KINDS),
  title: Type.String(),
  summary: Type.String(),
  source: Type.String(),
  publishTime: Type.Number(),
})
export type CommerceArticleCard = Static<typeof CommerceArticleCard>

export const CommerceArticle = Type.Object({ ...CommerceArticleCard.properties, content: RichText })
export type CommerceArticle = Static<typeof CommerceArticle>

const answerOf = <K extends keyof typeof QUESTIONNAIRE>(question: K) => Literals(QUESTIONNAIRE[question])

/** questionnaire/submit: one answer per user and edition. */
export const QuestionnaireBody = Type.Object({
  role: answerOf('role'),
  purpose: answerOf('purpose'),
  source: answerOf('source'),
  satisfaction: answerOf('satisfaction'),
  return: answerOf('return'),
  suggestion: Type.String({ maxLength: QUESTIONNAIRE_SUGGESTION_MAX }),
})
export type QuestionnaireBody = Static<typeof QuestionnaireBody>

/** questionnaire/mine: whether the user answered this edition's survey, and the answers so far. */
export const QuestionnaireStanding = Type.Object({
  edition: Type.Integer(),
  answered: Nullable(Type.Object({ answeredAt: Type.Number(), answers: QuestionnaireBody })),
  /** How many have answered, and their average satisfaction (0 before anyone). */
  responses: Type.Integer(),
  averageSatisfaction: Type.Number(),
})
export type QuestionnaireStanding = Static<typeof QuestionnaireStanding>

/** fair/summary: the signed-in user's year at the fair, from what the server recorded. */
export const FairSummary = Type.Object({
  year: Type.Integer(),
  meetingsSignedUp: Type.Integer(),
  meetingsAttended: Type.Integer(),
  projectsViewed: Type.Integer(),
  contentViews: Type.Integer(),
  collected: Type.Integer(),
  pointsEarned: Type.Integer(),
  pointsBalance: Type.Integer(),
  collectibles: Type.Array(Type.String()),
  /** The first day the user did anything this year, YYYY-MM-DD; '' for none. */
  firstDay: Type.String(),
  /** The meeting titles signed up for, earliest first, at most five. */
  meetings: Type.Array(Type.String()),
})
export type FairSummary = Static<typeof FairSummary>

export const FairSummaryQuery = EditionYearQuery
export type FairSummaryQuery = Static<typeof FairSummaryQuery>
