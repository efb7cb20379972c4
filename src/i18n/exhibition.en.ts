import type { zh } from './exhibition'

/** English strings of the exhibition domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'exhibition.route.metaverse': 'Metaverse hall',
  'exhibition.route.exhibitionDetail': 'Exhibition',
  'exhibition.route.exhibitionBooth': 'Booth',
  'exhibition.route.exhibitsList': 'Exhibits',
  'exhibition.route.businessList': 'Exhibitors',
  'exhibition.route.exhibitionAreaNav': 'Hall guide',
  'exhibition.route.exhibitionAreaDetail': 'Exhibition zone',
  'exhibition.boothCount': '{count} {count|booth|booths}',
  'exhibition.hallCode': 'Hall {hall}',
}
