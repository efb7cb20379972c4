import type { zh } from './collectible'

/** English strings of the collectible domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'collectible.route.myCollectibles': 'My Digital Collectibles',
  'collectible.entry': 'My digital collectibles',
  'collectible.countdownHint': 'Keep browsing',
  'collectible.drawing': 'Drawing...',
  'collectible.tapBag': 'Tap the bag',
  'collectible.bagLabel': 'Digital collectible lucky bag',
  'collectible.unknownError': 'Unknown error, please try again later',
  'collectible.winTitle': 'Congratulations! You won a digital collectible',
  'collectible.goToCollection': 'Go to my collection',
  'collectible.noPrizeTitle': 'No prize this time',
  'collectible.noPrizeText': 'The bag was empty. Try your luck again next time.',
  'collectible.close': 'Close',
}
