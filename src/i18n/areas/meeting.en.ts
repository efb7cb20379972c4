import type { zh } from './meeting'

/** English strings of the meeting sign-up bar and the investment cloud space; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'route.yunMeeting': 'Investment cloud space',
  'meeting.signUp.action': 'Sign up',
  'meeting.signUp.done': 'Signed up',
  'meeting.signUp.ended': 'Registration closed',
  'meeting.signUp.success': 'Signed up',
  'meeting.signUp.loginFirst': 'Please log in to sign up',
  'meeting.signUp.hint': 'Sign up before the meeting starts; up to 2 meetings in one time slot',
  'yunMeeting.intro': 'The fair online: meeting streams, VIP roadshows and online exhibitions',
  'yunMeeting.lives': 'Meeting streams',
  'yunMeeting.livesEmpty': 'No stream is live or coming up',
  'yunMeeting.vipVideos': 'VIP roadshows',
  'yunMeeting.vipVideosEmpty': 'No roadshow videos yet',
  'yunMeeting.exhibitions': 'Online exhibitions',
  'yunMeeting.exhibitionsEmpty': 'No online exhibitions yet',
  'yunMeeting.more': 'More',
  'yunMeeting.live': 'Live',
  'yunMeeting.upcoming': 'Upcoming',
  'yunMeeting.views': '{count} views',
}
