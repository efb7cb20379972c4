import type { Id } from '@/contract/common'
import { addressOf } from '@/contract/endpoint'
import type { QuestionnaireBody, StageInfo, VipApplyBody } from '@/contract/fair'
import { fair, questionnaire, vip } from '@/contract/fair.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** The fair's own information: switches and stage, home modules, the guide, VIP applications and slots, the survey. */
export function createFairApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    baseConfig: () => call(fair.baseConfig),
    /** Fair information: the body is wanted even when its code is not 200 (seed 001 section 7). */
    fairInfo: () =>
      http.requestEnvelope<StageInfo | null>(addressOf(fair.stageInfo), { method: 'GET', loading: false }),

    vipApply: (body: VipApplyBody) => call(vip.apply, body, true),
    vipBook: (slotId: Id) => call(vip.book, { slotId }, true),
    vipCancel: (slotId: Id) => call(vip.cancel, { slotId }, true),

    answerQuestionnaire: (body: QuestionnaireBody) => call(questionnaire.submit, body, true),
  }
}
