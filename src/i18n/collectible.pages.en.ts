import type { zh } from './collectible.pages'

/** English strings of the collectible subpackage's pages; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'collectible.loginHint': 'Log in to see your digital collectibles',
  'collectible.needRealName': 'Real-name verification is needed to view digital collectibles',
  'collectible.needAdult': 'Digital collectibles are open to real-name verified adults only',
  'collectible.goRealName': 'Verify my identity',
  'collectible.empty': 'Your gift box is empty',
  'collectible.count': '{count} {count|collectible|collectibles}',
  'collectible.serialNo': 'Serial No.',
  'collectible.acquiredAt': 'Acquired',
  'collectible.receivedTag': 'Gift',
  'collectible.receivedNote': 'A collectible received as a gift can be shown but not given on',
  'collectible.gift': 'Give as a gift',
  'collectible.giftTitle': 'Give this collectible',
  'collectible.receiverPlaceholder': "The receiver's 11-digit mobile number",
  'collectible.phoneInvalid': 'Please enter a valid 11-digit mobile number',
  'collectible.giftConfirmTitle': 'Confirm the gift',
  'collectible.giftConfirm':
    'Once given to {phone} it cannot be undone, and the receiver cannot give it on. Give it now?',
  'collectible.gifted': 'Gift sent',
  'collectible.giftFailed': 'The gift could not be sent',
  'collectible.note':
    'Digital collectibles are for display and a single gift only; they can never be traded or resold.',
  'collectible.terms': 'Digital Collectibles Terms',
}
