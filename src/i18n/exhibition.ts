/** Strings of the exhibition domain, each key prefixed `exhibition.`; the source of truth for `exhibition.en.ts`. */
export const zh = {
  'exhibition.route.metaverse': '元宇宙展馆',
  'exhibition.route.exhibitionDetail': '展览详情',
  'exhibition.route.exhibitionBooth': '展位详情',
  'exhibition.route.exhibitsList': '展品',
  'exhibition.route.businessList': '参展企业',
  'exhibition.route.exhibitionAreaNav': '展区导航',
  'exhibition.route.exhibitionAreaDetail': '展区详情',
  'exhibition.boothCount': '{count} 个展位',
  'exhibition.hallCode': '{hall} 馆',
} as const
