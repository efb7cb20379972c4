import type { DomainMessages } from '../platform/messages'

/** Why a draw, a collection or a gift is refused (seed 000 section 8 shows the server's msg). */
export const zh = {
  'collectible.taskUnavailable': '该藏品任务不存在或已结束',
  'collectible.wrongDraw': '该任务不支持此抽取方式',
  'collectible.noTimesLeft': '您的抽取次数已用完',
  'collectible.notStarted': '请先完成任务倒计时',
  'collectible.tooEarly': '倒计时尚未结束，请稍后再试',
  'collectible.adultsOnly': '需要完成实名认证才能查看数字藏品（仅限成年人）',
  'collectible.drawAdultsOnly': '需要完成实名认证才能领取数字藏品（仅限成年人）',
  'collectible.notFound': '该数字藏品不存在',
  'collectible.notYours': '该数字藏品不属于您',
  'collectible.receivedNoGift': '受赠的数字藏品不能再次转赠',
  'collectible.giftToSelf': '不能转赠给自己',
  'collectible.giftReceiverNotVerified': '受赠人需为已注册并完成实名认证的成年人',
} as const satisfies DomainMessages<'collectible'>

type CollectibleMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends CollectibleMessages {}
}
