import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'city.service.registration': 'Business registration',
  'city.service.talent': 'Talent services',
  'city.service.finance': 'Financing support',
  'city.service.land': 'Land and premises',
  'city.service.tax': 'Tax services',
  'city.service.trade': 'Trade and customs',
}
