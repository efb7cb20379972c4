import type { DomainMessages } from '../platform/messages'

/** What the fair's information, VIP and survey calls answer. */
export const zh = {
  'fair.questionnaire.answered': '您已提交过本届问卷，感谢参与',
  'fair.vip.notAvailable': 'VIP服务暂不可用：请先提交VIP申请并等待审核通过',
  'fair.vip.alreadyApplied': '您已有一份待审核或已通过的VIP申请',
  'fair.vip.slotFull': '该时段已约满，请选择其他时段',
  'fair.vip.alreadyBooked': '您已预约该时段',
  'fair.vip.slotClosed': '该时段已开始，无法预约或取消',
  'fair.vip.notBooked': '您未预约该时段',
  'fair.vip.reasonRequired': '请填写不通过的原因',
  'fair.vip.notPending': '该申请已处理，不能重复审核',
} as const satisfies DomainMessages<'fair'>

type FairMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends FairMessages {}
}
