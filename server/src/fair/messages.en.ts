import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'fair.questionnaire.answered': 'You have already answered this edition’s survey. Thank you',
  'fair.vip.notAvailable': 'VIP not available: apply to be a VIP first and wait for approval',
  'fair.vip.alreadyApplied': 'You already have a VIP application pending or approved',
  'fair.vip.slotFull': 'This time is fully booked; please choose another',
  'fair.vip.alreadyBooked': 'You have already booked this time',
  'fair.vip.slotClosed': 'This time has started: it can no longer be booked or cancelled',
  'fair.vip.notBooked': 'You have not booked this time',
  'fair.vip.reasonRequired': 'Please give the reason for not approving',
  'fair.vip.notPending': 'This application has already been decided',
}
