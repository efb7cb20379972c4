/** Strings of the collectible domain, each key prefixed `collectible.`; the source of truth for `collectible.en.ts`. */
export const zh = {
  'collectible.route.myCollectibles': '我的数字藏品',
  'collectible.entry': '我的数字藏品',
  'collectible.countdownHint': '浏览得藏品',
  'collectible.drawing': '抽取中...',
  'collectible.tapBag': '点击福袋',
  'collectible.bagLabel': '数字藏品福袋',
  'collectible.unknownError': '未知错误，请稍后重试',
  'collectible.winTitle': '恭喜获得数字藏品',
  'collectible.goToCollection': '去收藏馆查看',
  'collectible.noPrizeTitle': '很遗憾，未抽中',
  'collectible.noPrizeText': '福袋是空的，下次再来试试手气',
  'collectible.close': '关闭',
} as const
