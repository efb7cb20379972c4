/** Strings of the points domain, each key prefixed `points.`; the source of truth for `points.en.ts`. */
export const zh = {
  'points.reward.earned': '{reason}，获得 {point} 积分',
  'points.reward.viewMore': '查看更多',
  'points.reward.modalTitle': '恭喜获得积分',
  'points.reward.amount': '+{point}',
  'points.reward.accept': '收下',
  'points.reward.moreTasks': '查看更多任务',
  'points.reward.close': '关闭',
  'points.route.myPoints': '我的积分',
  'points.route.pointsRules': '积分规则',
  'points.route.pointsDetails': '积分明细',
  'points.entry': '我的积分',
  'points.rulesFailed': '获取积分规则列表失败',
  'points.finishedFailed': '获取已完成事件列表失败',
} as const
