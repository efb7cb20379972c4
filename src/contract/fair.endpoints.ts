import type { IdQuery, Page, SearchQuery } from './common'
import { COMMON, get, post, transfer, USER } from './endpoint'
import type {
  Agreement,
  AgreementQuery,
  AppDownload,
  BaseConfig,
  CommerceArticle,
  CommerceArticleCard,
  CommerceArticleQuery,
  CommerceChange,
  CommerceFigure,
  CommerceRelease,
  CommerceReleaseQuery,
  CommerceStatistics,
  CommerceStatisticsQuery,
  CommonModule,
  Edition,
  EditionDetail,
  EditionQuery,
  FairSummary,
  FairSummaryQuery,
  GuideArticle,
  GuideChapter,
  GuideEntry,
  GuideListQuery,
  GuideQuery,
  HonourList,
  HonourQuery,
  HotelCard,
  HotelDetail,
  ModuleQuery,
  QuestionnaireBody,
  QuestionnaireStanding,
  VipApplyBody,
  VipPrivilege,
  VipSlot,
  VipSlotBody,
  VipStanding,
  VipZone,
  VipZoneQuery,
} from './fair'

/** The fair's own settings and pages: switches, home modules, agreements, the app, the user's year at the fair. */
export const fair = {
  baseConfig: get<BaseConfig>(COMMON, 'home/baseConfig', { access: 'public' }),
  modules: get<CommonModule[], ModuleQuery>(USER, 'operateCommonModule/listByType', { access: 'public' }),
  agreement: get<Agreement, AgreementQuery>(COMMON, 'operateCommonAgreementInfo/info', { access: 'public' }),
  appDownload: get<AppDownload>(COMMON, 'cifit/appDownload', { access: 'public' }),
  /** The signed-in user's year at the fair; the current year unless one is asked. */
  summary: get<FairSummary, FairSummaryQuery>(USER, 'fair/summary', { access: 'user' }),
  /** The fair's stage (seed 001 section 7): the app reads its envelope whatever its code. */
  stageInfo: transfer('GET', COMMON, 'stage/cifit/info', 'envelope'),
}

/** The fair guide: fair articles kept under code prefixes. */
export const guide = {
  /** The articles one level under a code: "service" gives the service topics. */
  list: get<GuideEntry[], GuideListQuery>(COMMON, 'cifit/guideList', { access: 'public' }),
  /** A guide article with the articles under it and the one above. */
  article: get<GuideArticle, GuideQuery>(COMMON, 'cifit/guide', { access: 'public' }),
  /** The articles one level under a code with their texts: a chapter page (the handbook). */
  chapters: get<GuideChapter[], GuideListQuery>(COMMON, 'cifit/guideChapters', { access: 'public' }),
}

/** The fair's editions, their awards and the partner hotels. */
export const editions = {
  list: get<Edition[]>(COMMON, 'cifit/editions', { access: 'public' }),
  detail: get<EditionDetail, EditionQuery>(COMMON, 'cifit/edition', { access: 'public' }),
  honours: get<HonourList, HonourQuery>(COMMON, 'cifit/honours', { access: 'public' }),
}

export const hotels = {
  list: get<Page<HotelCard>, SearchQuery>(COMMON, 'cifit/hotelList', { access: 'public' }),
  detail: get<HotelDetail, IdQuery>(COMMON, 'cifit/hotelInfo', { access: 'public' }),
}

/** The VIP zones and privileges, a user's application and the appointments approved VIPs book. */
export const vip = {
  zone: get<VipZone, VipZoneQuery>(COMMON, 'vip/zone', { access: 'public' }),
  privilege: get<VipPrivilege, IdQuery>(COMMON, 'vip/privilege', { access: 'public' }),
  standing: get<VipStanding>(USER, 'vip/application', { access: 'user' }),
  apply: post<VipStanding, VipApplyBody>(USER, 'vip/apply', { access: 'user' }),
  slots: get<VipSlot[]>(USER, 'vip/slots', { access: 'user' }),
  /** Both answer the slots as they stand after the change. */
  book: post<VipSlot[], VipSlotBody>(USER, 'vip/book', { access: 'user' }),
  cancel: post<VipSlot[], VipSlotBody>(USER, 'vip/cancel', { access: 'user' }),
}

/** The host city's commerce data, reforms, local cases and public notices. */
export const commerce = {
  overview: get<CommerceFigure[]>(COMMON, 'commerce/overview', { access: 'public' }),
  statistics: get<CommerceStatistics, CommerceStatisticsQuery>(COMMON, 'commerce/statistics', { access: 'public' }),
  releases: get<Page<CommerceRelease>, CommerceReleaseQuery>(COMMON, 'commerce/releases', { access: 'public' }),
  changes: get<CommerceChange[]>(COMMON, 'commerce/changes', { access: 'public' }),
  articles: get<Page<CommerceArticleCard>, CommerceArticleQuery>(COMMON, 'commerce/articleList', {
    access: 'public',
  }),
  article: get<CommerceArticle, IdQuery>(COMMON, 'commerce/article', { access: 'public' }),
}

/** The edition's survey. */
export const questionnaire = {
  /** The responses so far, with the signed-in user's own answers (none for a guest). */
  mine: get<QuestionnaireStanding>(USER, 'questionnaire/mine', { access: 'optional' }),
  submit: post<QuestionnaireStanding, QuestionnaireBody>(USER, 'questionnaire/submit', { access: 'user' }),
}
