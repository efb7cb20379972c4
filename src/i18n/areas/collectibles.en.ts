import type { zh } from './collectibles'

/** English strings of digital collectibles, one for each key of `collectibles.ts`. */
export const en: Record<keyof typeof zh, string> = {
  'route.myCollectibles': 'My Digital Collectibles',
  'collectibles.entry': 'My digital collectibles',
  'collectibles.countdownHint': 'Keep browsing',
  'collectibles.drawing': 'Drawing...',
  'collectibles.tapBag': 'Tap the bag',
  'collectibles.bagLabel': 'Digital collectible lucky bag',
  'collectibles.unknownError': 'Unknown error, please try again later',
  'collectibles.winTitle': 'Congratulations! You won a digital collectible',
  'collectibles.goToCollection': 'Go to my collection',
  'collectibles.noPrizeTitle': 'No prize this time',
  'collectibles.noPrizeText': 'The bag was empty. Try your luck again next time.',
  'collectibles.close': 'Close',
  'collectibles.loginHint': 'Log in to see your digital collectibles',
  'collectibles.needRealName': 'Real-name verification is needed to view digital collectibles',
  'collectibles.needAdult': 'Digital collectibles are open to real-name verified adults only',
  'collectibles.goRealName': 'Verify my identity',
  'collectibles.empty': 'Your gift box is empty',
  'collectibles.count': '{count} collectibles',
  'collectibles.serialNo': 'Serial No.',
  'collectibles.acquiredAt': 'Acquired',
  'collectibles.receivedTag': 'Gift',
  'collectibles.receivedNote': 'A collectible received as a gift can be shown but not given on',
  'collectibles.gift': 'Give as a gift',
  'collectibles.giftTitle': 'Give this collectible',
  'collectibles.receiverPlaceholder': "The receiver's 11-digit mobile number",
  'collectibles.phoneInvalid': 'Please enter a valid 11-digit mobile number',
  'collectibles.giftConfirmTitle': 'Confirm the gift',
  'collectibles.giftConfirm':
    'Once given to {phone} it cannot be undone, and the receiver cannot give it on. Give it now?',
  'collectibles.gifted': 'Gift sent',
  'collectibles.giftFailed': 'The gift could not be sent',
  'collectibles.note':
    'Digital collectibles are for display and a single gift only; they can never be traded or resold.',
  'collectibles.terms': 'Digital Collectibles Terms',
}
