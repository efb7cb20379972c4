import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'content.policyCategory.1': 'Investment Attraction',
  'content.policyCategory.2': 'Industry Support',
  'content.policyCategory.3': 'Talent',
  'content.policyCategory.4': 'Finance and Tax',
  'content.policyCategory.5': 'Land and Planning',
  'content.policyCategory.6': 'Trade and Opening-up',
  'content.listing.notYourUpload': 'Pictures must be files you uploaded yourself',
  'content.listing.unknownArea': 'The chosen city is not a member unit',
}
