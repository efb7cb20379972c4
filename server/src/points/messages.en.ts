import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'points.ruleUnavailable': 'This points task does not exist or is no longer active',
  'points.limitReached': 'You have used up this points task for now',
  'points.realNameRequired': 'Complete real-name verification to receive these points',
  'points.actionNotSeen': 'No matching view, watch or share was recorded, so these points cannot be claimed yet',
  'points.keyReused': 'This request key was already used for another points task',
  'points.signUpRequired': 'Sign up for a meeting to receive these points',
}
