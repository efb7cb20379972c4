import type { MeetingKind } from '../../../src/contract/meeting.codes'
import type { DomainMessages, MessageText } from '../platform/messages'

/**
 * Why a meeting sign-up is refused (seed 001 sections 5 and 8), the place a reminder names for a meeting held online,
 * and the labels of the meeting kinds.
 */
export const zh = {
  'meeting.notFound': '会议不存在，请联系主办方',
  'meeting.alreadySignedUp': '您已报名该会议',
  'meeting.signUpClosed': '报名已截止',
  'meeting.slotFull': '报名失败，该时间段已报名其他会议（请取消或选择其他会议）',
  'meeting.full': '该会议名额已满',
  'meeting.invitationRequired': '该会议仅限受邀嘉宾报名，请输入正确的邀请码',
  'meeting.realNameRequired': '报名前请先完成实名认证',
  'meeting.signedUp': '报名成功',
  'meeting.notSignedUp': '您未报名该会议',
  'meeting.cancelClosed': '会议已开始，无法取消报名',
  'meeting.activityNotFound': '活动不存在，请联系主办方',
  'meeting.activityEnded': '活动已结束',
  'meeting.signInNotOpen': '签到尚未开始，会议开始前1小时开放签到',
  'meeting.signInClosed': '会议已结束，签到已关闭',
  'meeting.reminder.online': '线上会议',
  'meeting.kind.mainForum': '主论坛',
  'meeting.kind.parallelForum': '平行论坛',
  'meeting.kind.docking': '对接会',
  'meeting.kind.roadshow': '路演',
  'meeting.kind.launch': '发布会',
  'meeting.kind.multiParty': '多方会谈',
} as const satisfies DomainMessages<'meeting'> & Record<`meeting.kind.${MeetingKind}`, MessageText>

type MeetingMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends MeetingMessages {}
}
