/** Strings of the points reward prompt (seed 000 section 4). */
export const zh = {
  'pointsReward.earned': '{reason}，获得 {point} 积分',
  'pointsReward.viewMore': '查看更多',
  'pointsReward.modalTitle': '恭喜获得积分',
  'pointsReward.amount': '+{point}',
  'pointsReward.accept': '收下',
  'pointsReward.moreTasks': '查看更多任务',
  'pointsReward.close': '关闭',
} as const
