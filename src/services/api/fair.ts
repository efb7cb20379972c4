import type { Id } from '@/contract/common'
import type {
  Agreement,
  AgreementQuery,
  BaseConfig,
  CommonModule,
  GuideArticle,
  GuideEntry,
  GuideListQuery,
  GuideQuery,
  ModuleType,
} from '@/contract/fair'
import { COMMON, services } from './service'
import type { HttpClient } from '../http/types'

/** The fair's own information: switches, home modules, agreements, the visitor guide. */
export function createFairApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    baseConfig: () => common.get<BaseConfig>('home/baseConfig'),
    /** Fair information: the body is wanted even when its code is not 200 (seed 001 section 7). */
    fairInfo: () => http.requestEnvelope<BaseConfig>(`${COMMON}/stage/cifit/info`, { method: 'GET', loading: false }),
    modulesByType: (type: ModuleType) => user.get<CommonModule[]>('operateCommonModule/listByType', { type }),
    agreement: (type: string) =>
      common.get<Agreement>('operateCommonAgreementInfo/info', { type } satisfies AgreementQuery, true),
    /** The fair guide's articles one level under a code: "service" gives the service topics. */
    guideList: (prefix: string) => common.get<GuideEntry[]>('cifit/guideList', { prefix } satisfies GuideListQuery),
    /** A guide article with the articles under it and the one above. */
    guideArticle: (id: Id) => common.get<GuideArticle>('cifit/guide', { id } satisfies GuideQuery, true),
  }
}
