import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'enterprise.inquiryPhoneUnconfirmed': "Use your account's mobile number, or enter the code sent to this number",
  'enterprise.alreadyInquired': 'You have already sent an enquiry for this product; the company will contact you',
  'enterprise.merchantNotFound': 'No merchant found',
}
