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
} as const satisfies DomainMessages<'meeting'>
