import type { zh } from './messages'
import type { EnglishOf } from '../platform/messages'

/** The English of `zh` in ./messages.ts: every key, a function of the same values where the Chinese is one. */
export const en: EnglishOf<typeof zh> = {
  'collectible.taskUnavailable': 'This collectible task does not exist or has ended',
  'collectible.wrongDraw': 'This task does not use this kind of draw',
  'collectible.noTimesLeft': 'You have no draws left for this task',
  'collectible.notStarted': 'Please start the task countdown first',
  'collectible.tooEarly': 'The countdown has not finished yet',
  'collectible.adultsOnly': 'Real-name verification is needed to view digital collectibles (adults only)',
  'collectible.drawAdultsOnly': 'Real-name verification is needed to receive digital collectibles (adults only)',
  'collectible.notFound': 'This digital collectible does not exist',
  'collectible.notYours': 'This digital collectible is not yours',
  'collectible.receivedNoGift': 'A collectible you received as a gift cannot be given on',
  'collectible.giftToSelf': 'You cannot give a collectible to yourself',
  'collectible.giftReceiverNotVerified': 'The receiver must be a registered, real-name verified adult',
}
