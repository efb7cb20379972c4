import type { IdQuery, Page } from './common'
import { COMMON, get, post, USER } from './endpoint'
import type {
  ActivitySubscribeRequest,
  Agenda,
  BatchSignUpRequest,
  BatchSignUpResult,
  BoothActivity,
  BoothActivityDetail,
  BoothActivityListQuery,
  CalendarFile,
  MeetingCancelRequest,
  MeetingDetail,
  MeetingCard,
  MeetingListQuery,
  MeetingOptions,
  MeetingReminderRequest,
  MeetingSignUpRequest,
  MySignUp,
  OfflineInviteConfig,
  OfflineSheet,
  OfflineSheetQuery,
  OfflineSignInRequest,
  OfflineSignUp,
  SignUpStatus,
  SignUpStatusQuery,
} from './meeting'

/** The programme of meetings and forums, open to visitors. */
export const meetings = {
  /** The programme, filtered; status on the server's clock. */
  list: get<Page<MeetingCard>, MeetingListQuery>(COMMON, 'meeting/list', { access: 'public' }),
  /** The programme's days, kinds, halls and past editions, and the server's clock. */
  options: get<MeetingOptions>(COMMON, 'meeting/options', { access: 'public' }),
  /** A meeting; its online room only when the caller is signed up for it. */
  detail: get<MeetingDetail, IdQuery>(COMMON, 'home/meetingDetail', { access: 'optional' }),
  /** One meeting as an .ics file, in the fair's time zone with its venue. */
  calendar: get<CalendarFile, IdQuery>(COMMON, 'meeting/ics', { access: 'public' }),
}

/** The user's meeting sign-ups and their agenda (seed 000 section 7, seed 001 sections 5, 8, 9). */
export const meetingSignUps = {
  /** `replacing`: a sign-up given up for this one in the same step (kept if this one is refused). */
  sign: post<null, MeetingSignUpRequest>(USER, 'meetingSignUp/sign', { access: 'user' }),
  /** Whether the logged-in user is signed up for the meeting; needs a token. */
  status: get<SignUpStatus, SignUpStatusQuery>(USER, 'meetingSignUp/status', { access: 'user' }),
  cancel: post<null, MeetingCancelRequest>(USER, 'meetingSignUp/cancel', { access: 'user' }),
  /**
   * The user accepted the mini program's subscribe message for a meeting they signed up for: WeChat reminds them
   * MEETING_REMINDER_MINUTES before it starts, once.
   */
  reminder: post<null, MeetingReminderRequest>(USER, 'meetingSignUp/reminder', { access: 'user' }),
  /** The user's sign-ups, earliest meeting first; needs a token. */
  mine: get<MySignUp[]>(USER, 'meetingSignUp/mine', { access: 'user' }),
  /** Several meetings at once; with `dryRun`, what would happen to each. */
  batch: post<BatchSignUpResult[], BatchSignUpRequest>(USER, 'meetingSignUp/batch', { access: 'user' }),
  /** The user's sign-ups and subscribed booth activities, earliest first, overlaps marked. */
  agenda: get<Agenda>(USER, 'meetingSignUp/agenda', { access: 'user' }),
  /** The whole agenda as one .ics file. */
  agendaCalendar: get<CalendarFile>(USER, 'meetingSignUp/agenda.ics', { access: 'user' }),
}

/** Booth activities; a signed-in user also sees which they subscribed to. */
export const boothActivities = {
  list: get<Page<BoothActivity>, BoothActivityListQuery>(COMMON, 'boothActivity/list', { access: 'optional' }),
  detail: get<BoothActivityDetail, IdQuery>(COMMON, 'boothActivity/detail', { access: 'optional' }),
  subscribe: post<null, ActivitySubscribeRequest>(USER, 'boothActivity/subscribe', { access: 'user' }),
  unsubscribe: post<null, ActivitySubscribeRequest>(USER, 'boothActivity/unsubscribe', { access: 'user' }),
}

/** Signing in at the door of a meeting, and its sign-in sheets. */
export const offlineSignIns = {
  /** Whether signing in at the door is open (seed 000 section 7). */
  config: get<OfflineInviteConfig>(COMMON, 'home/projectOfflineInviteConfig', { access: 'public' }),
  /** Signs the user in at the door of a meeting. */
  save: post<null, OfflineSignInRequest>(USER, 'userMeetingSignUpOffline/save', { access: 'user' }),
  /** A meeting's sign-in sheet: the count, and who signed in for the meeting's staff. */
  sheet: get<OfflineSheet, OfflineSheetQuery>(USER, 'userMeetingSignUpOffline/list', { access: 'user' }),
  /** The meetings the user signed in at. */
  mine: get<OfflineSignUp[]>(USER, 'mine/offlineSignUpList', { access: 'user' }),
}
