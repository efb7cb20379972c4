import type { Id, IdQuery, Page, SearchQuery } from '@/contract/common'
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
  ModuleType,
  QuestionnaireBody,
  QuestionnaireStanding,
  StageInfo,
  VipApplyBody,
  VipPrivilege,
  VipSlot,
  VipSlotBody,
  VipStanding,
  VipZone,
  VipZoneQuery,
} from '@/contract/fair'
import type { VipCategory } from '@/contract/fair.codes'
import { COMMON, services } from './service'
import type { HttpClient } from '../http/types'

/** The fair's own information: switches, home modules, agreements, the guide, editions, hotels, VIP, commerce. */
export function createFairApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    baseConfig: () => common.get<BaseConfig>('home/baseConfig'),
    /** Fair information: the body is wanted even when its code is not 200 (seed 001 section 7). */
    fairInfo: () =>
      http.requestEnvelope<StageInfo | null>(`${COMMON}/stage/cifit/info`, { method: 'GET', loading: false }),
    modulesByType: (type: ModuleType) => user.get<CommonModule[]>('operateCommonModule/listByType', { type }),
    agreement: (type: string) =>
      common.get<Agreement>('operateCommonAgreementInfo/info', { type } satisfies AgreementQuery, true),
    /** The fair guide's articles one level under a code: "service" gives the service topics. */
    guideList: (prefix: string) => common.get<GuideEntry[]>('cifit/guideList', { prefix } satisfies GuideListQuery),
    /** A guide article with the articles under it and the one above. */
    guideArticle: (id: Id) => common.get<GuideArticle>('cifit/guide', { id } satisfies GuideQuery, true),
    /** The articles one level under a code with their texts: a chapter page (the handbook). */
    guideChapters: (prefix: string) =>
      common.get<GuideChapter[]>('cifit/guideChapters', { prefix } satisfies GuideListQuery, true),
    editions: () => common.get<Edition[]>('cifit/editions'),
    edition: (year: number) => common.get<EditionDetail>('cifit/edition', { year } satisfies EditionQuery, true),
    honours: (year?: number) => common.get<HonourList>('cifit/honours', { year } satisfies HonourQuery),
    hotelList: (q: SearchQuery) => common.get<Page<HotelCard>>('cifit/hotelList', q),
    hotelInfo: (id: Id) => common.get<HotelDetail>('cifit/hotelInfo', { id } satisfies IdQuery, true),
    appDownload: () => common.get<AppDownload>('cifit/appDownload'),

    vipZone: (category: VipCategory) => common.get<VipZone>('vip/zone', { category } satisfies VipZoneQuery, true),
    vipPrivilege: (id: Id) => common.get<VipPrivilege>('vip/privilege', { id } satisfies IdQuery, true),
    vipStanding: () => user.get<VipStanding>('vip/application'),
    vipApply: (body: VipApplyBody) => user.post<VipStanding>('vip/apply', body, true),
    vipSlots: () => user.get<VipSlot[]>('vip/slots'),
    vipBook: (slotId: Id) => user.post<VipSlot[]>('vip/book', { slotId } satisfies VipSlotBody, true),
    vipCancel: (slotId: Id) => user.post<VipSlot[]>('vip/cancel', { slotId } satisfies VipSlotBody, true),

    commerceOverview: () => common.get<CommerceFigure[]>('commerce/overview'),
    commerceStatistics: (year?: number) =>
      common.get<CommerceStatistics>('commerce/statistics', { year } satisfies CommerceStatisticsQuery),
    commerceReleases: (q: CommerceReleaseQuery) => common.get<Page<CommerceRelease>>('commerce/releases', q),
    commerceChanges: () => common.get<CommerceChange[]>('commerce/changes'),
    commerceArticles: (q: CommerceArticleQuery) => common.get<Page<CommerceArticleCard>>('commerce/articleList', q),
    commerceArticle: (id: Id) => common.get<CommerceArticle>('commerce/article', { id } satisfies IdQuery, true),

    questionnaire: () => user.get<QuestionnaireStanding>('questionnaire/mine'),
    answerQuestionnaire: (body: QuestionnaireBody) =>
      user.post<QuestionnaireStanding>('questionnaire/submit', body, true),
    /** The signed-in user's year at the fair. */
    summary: (year?: number) => user.get<FairSummary>('fair/summary', { year } satisfies FairSummaryQuery),
  }
}
