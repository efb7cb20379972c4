import type { DomainMessages } from '../platform/messages'

/** Why a points claim is refused. */
export const zh = {
  'points.ruleUnavailable': '该积分任务不存在或已停用',
  'points.limitReached': '该积分任务本期次数已用完',
  'points.realNameRequired': '完成实名认证后才能领取该积分',
  'points.actionNotSeen': '未检测到对应的浏览、观看或分享，暂不能领取该积分',
  'points.keyReused': '该请求标识已用于其他积分任务',
  'points.signUpRequired': '报名会议后才能领取该积分',
} as const satisfies DomainMessages<'points'>

type PointsMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends PointsMessages {}
}
