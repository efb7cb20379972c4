import type { Id } from '@/contract/common'
import type { CommerceArticleQuery, ModuleType, QuestionnaireBody, StageInfo, VipApplyBody } from '@/contract/fair'
import type { VipCategory } from '@/contract/fair.codes'
import { commerce, editions, fair, guide, questionnaire, vip } from '@/contract/fair.endpoints'
import { COMMON, endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** The fair's own information: switches, home modules, agreements, the guide, editions, hotels, VIP, commerce. */
export function createFairApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    baseConfig: () => call(fair.baseConfig),
    /** Fair information: the body is wanted even when its code is not 200 (seed 001 section 7). */
    fairInfo: () =>
      http.requestEnvelope<StageInfo | null>(`${COMMON}/stage/cifit/info`, { method: 'GET', loading: false }),
    modulesByType: (type: ModuleType) => call(fair.modules, { type }),
    agreement: (type: string) => call(fair.agreement, { type }, true),
    guideList: (prefix: string) => call(guide.list, { prefix }),
    guideChapters: (prefix: string) => call(guide.chapters, { prefix }, true),
    editions: () => call(editions.list),
    edition: (year: number) => call(editions.detail, { year }, true),
    honours: (year?: number) => call(editions.honours, { year }),
    appDownload: () => call(fair.appDownload),

    vipZone: (category: VipCategory) => call(vip.zone, { category }, true),
    vipStanding: () => call(vip.standing),
    vipApply: (body: VipApplyBody) => call(vip.apply, body, true),
    vipSlots: () => call(vip.slots),
    vipBook: (slotId: Id) => call(vip.book, { slotId }, true),
    vipCancel: (slotId: Id) => call(vip.cancel, { slotId }, true),

    commerceOverview: () => call(commerce.overview),
    commerceStatistics: (year?: number) => call(commerce.statistics, { year }),
    commerceChanges: () => call(commerce.changes),
    commerceArticles: (q: CommerceArticleQuery) => call(commerce.articles, q),

    questionnaire: () => call(questionnaire.mine),
    answerQuestionnaire: (body: QuestionnaireBody) => call(questionnaire.submit, body, true),
    summary: (year?: number) => call(fair.summary, { year }),
  }
}
