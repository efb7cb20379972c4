import type { zh } from './points-reward'

export const en: Record<keyof typeof zh, string> = {
  'pointsReward.earned': '{reason}: {point} points earned',
  'pointsReward.viewMore': 'View more',
  'pointsReward.modalTitle': 'Points earned',
  'pointsReward.amount': '+{point}',
  'pointsReward.accept': 'Accept',
  'pointsReward.moreTasks': 'See more tasks',
  'pointsReward.close': 'Close',
}
