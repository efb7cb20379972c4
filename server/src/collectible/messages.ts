import type { DomainMessages } from '../platform/messages'

/** Why a draw, a collection or a gift is refused (seed 000 section 8 shows the server's msg). */
export const COLLECTIBLE_MESSAGES = {
  'collectible.taskUnavailable': {
    zh: '该藏品任务不存在或已结束',
    en: 'This collectible task does not exist or has ended',
  },
  'collectible.wrongDraw': { zh: '该任务不支持此抽取方式', en: 'This task does not use this kind of draw' },
  'collectible.noTimesLeft': { zh: '您的抽取次数已用完', en: 'You have no draws left for this task' },
  'collectible.notStarted': { zh: '请先完成任务倒计时', en: 'Please start the task countdown first' },
  'collectible.tooEarly': { zh: '倒计时尚未结束，请稍后再试', en: 'The countdown has not finished yet' },
  'collectible.adultsOnly': {
    zh: '需要完成实名认证才能查看数字藏品（仅限成年人）',
    en: 'Real-name verification is needed to view digital collectibles (adults only)',
  },
  'collectible.drawAdultsOnly': {
    zh: '需要完成实名认证才能领取数字藏品（仅限成年人）',
    en: 'Real-name verification is needed to receive digital collectibles (adults only)',
  },
  'collectible.notFound': { zh: '该数字藏品不存在', en: 'This digital collectible does not exist' },
  'collectible.notYours': { zh: '该数字藏品不属于您', en: 'This digital collectible is not yours' },
  'collectible.receivedNoGift': {
    zh: '受赠的数字藏品不能再次转赠',
    en: 'A collectible you received as a gift cannot be given on',
  },
  'collectible.giftToSelf': { zh: '不能转赠给自己', en: 'You cannot give a collectible to yourself' },
  'collectible.giftReceiverNotVerified': {
    zh: '受赠人需为已注册并完成实名认证的成年人',
    en: 'The receiver must be a registered, real-name verified adult',
  },
} as const satisfies DomainMessages<'collectible'>
