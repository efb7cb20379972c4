import type { zh } from './points'

/** English strings of the points domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'points.reward.earned': '{reason}: {point} {point|point|points} earned',
  'points.reward.viewMore': 'View more',
  'points.reward.modalTitle': 'Points earned',
  'points.reward.amount': '+{point}',
  'points.reward.accept': 'Accept',
  'points.reward.moreTasks': 'See more tasks',
  'points.reward.close': 'Close',
  'points.route.myPoints': 'My points',
  'points.route.pointsRules': 'Points rules',
  'points.route.pointsDetails': 'Points history',
  'points.entry': 'My points',
  'points.rulesFailed': 'Failed to load the points rules',
  'points.finishedFailed': 'Failed to load the finished events',
}
