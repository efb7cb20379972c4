import type { ServiceCategory } from '../../../src/contract/city.codes'
import type { Bilingual, DomainMessages } from '../platform/messages'

/** The labels of the investment service categories, one for each category. */
export const CITY_MESSAGES = {
  'city.service.registration': { zh: '商事登记', en: 'Business registration' },
  'city.service.talent': { zh: '人才服务', en: 'Talent services' },
  'city.service.finance': { zh: '金融支持', en: 'Financing support' },
  'city.service.land': { zh: '用地保障', en: 'Land and premises' },
  'city.service.tax': { zh: '财税服务', en: 'Tax services' },
  'city.service.trade': { zh: '外贸通关', en: 'Trade and customs' },
} as const satisfies DomainMessages<'city'> & Record<`city.service.${ServiceCategory}`, Bilingual>
