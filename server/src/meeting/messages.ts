import type { DomainMessages } from '../platform/messages'

/** Why a meeting sign-up is refused (seed 001 sections 5 and 8). */
export const MEETING_MESSAGES = {
  'meeting.notFound': { zh: '会议不存在，请联系主办方', en: 'Meeting cannot be found; contact the organiser' },
  'meeting.alreadySignedUp': { zh: '您已报名该会议', en: 'You have already signed up for this meeting' },
  'meeting.signUpClosed': { zh: '报名已截止', en: 'Registration deadline passed' },
  'meeting.slotFull': {
    zh: '报名失败，该时间段已报名其他会议（请取消或选择其他会议）',
    en: 'Registration failed because another meeting is registered in the same time slot (cancel it or pick another)',
  },
  'meeting.full': { zh: '该会议名额已满', en: 'This meeting is full' },
  'meeting.invitationRequired': {
    zh: '该会议仅限受邀嘉宾报名，请输入正确的邀请码',
    en: 'This meeting is by invitation only; enter a valid invitation code',
  },
  'meeting.realNameRequired': {
    zh: '报名前请先完成实名认证',
    en: 'Complete real-name verification before signing up',
  },
  'meeting.signedUp': { zh: '报名成功', en: 'Signed up' },
  'meeting.notSignedUp': { zh: '您未报名该会议', en: 'You have not signed up for this meeting' },
  'meeting.cancelClosed': {
    zh: '会议已开始，无法取消报名',
    en: 'The meeting has started; the sign-up can no longer be cancelled',
  },
  'meeting.activityNotFound': {
    zh: '活动不存在，请联系主办方',
    en: 'Activity cannot be found; contact the organiser',
  },
  'meeting.activityEnded': { zh: '活动已结束', en: 'This activity has ended' },
  'meeting.signInNotOpen': {
    zh: '签到尚未开始，会议开始前1小时开放签到',
    en: 'Signing in opens one hour before the meeting starts',
  },
  'meeting.signInClosed': { zh: '会议已结束，签到已关闭', en: 'The meeting has ended; signing in is closed' },
} as const satisfies DomainMessages<'meeting'>
