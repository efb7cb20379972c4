import type { Id, IdQuery, Page } from '@/contract/common'
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
  MeetingCard,
  MeetingDetail,
  MeetingListQuery,
  MeetingOptions,
  MeetingSignUpRequest,
  MySignUp,
  OfflineSheet,
  OfflineSignInRequest,
  OfflineSignUp,
} from '@/contract/meeting'
import { services } from './service'
import type { HttpClient } from '../http/types'

/** Meetings and forums, booth activities, sign-up, the agenda and the offline sign-in sheets. */
export function createMeetingApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    /** The programme, filtered; status on the server's clock. */
    meetingList: (query: MeetingListQuery) => common.get<Page<MeetingCard>>('meeting/list', query),
    /** The programme's days, kinds, halls and past editions, and the server's clock. */
    meetingOptions: () => common.get<MeetingOptions>('meeting/options'),
    /** A meeting; its online room only when the caller is signed up for it. */
    meetingDetail: (id: Id) => common.get<MeetingDetail>('home/meetingDetail', { id } satisfies IdQuery, true),
    /** One meeting as an .ics file, in the fair's time zone with its venue. */
    meetingCalendar: (id: Id) => common.get<CalendarFile>('meeting/ics', { id } satisfies IdQuery),
    /** `replacing`: a sign-up given up for this one in the same step (kept if this one is refused). */
    meetingSignUp: (meetingId: number, options: Omit<MeetingSignUpRequest, 'meetingId'> = {}) =>
      user.post<null>('meetingSignUp/sign', { meetingId, ...options } satisfies MeetingSignUpRequest, true),
    /** Whether the logged-in user is signed up for the meeting; needs a token. */
    meetingSignUpStatus: (meetingId: number) =>
      user.get<{ signedUp: boolean }>('meetingSignUp/status', { meetingId } satisfies MeetingCancelRequest),
    cancelMeetingSignUp: (meetingId: number) =>
      user.post<null>('meetingSignUp/cancel', { meetingId } satisfies MeetingCancelRequest, true),
    /** The user's sign-ups, earliest meeting first; needs a token. */
    mySignUps: () => user.get<MySignUp[]>('meetingSignUp/mine', undefined, true),
    /** Several meetings at once; with `dryRun`, what would happen to each. */
    batchSignUp: (meetingIds: number[], dryRun = false) =>
      user.post<BatchSignUpResult[]>('meetingSignUp/batch', { meetingIds, dryRun } satisfies BatchSignUpRequest, true),
    /** The user's sign-ups and subscribed booth activities, earliest first, overlaps marked. */
    agenda: () => user.get<Agenda>('meetingSignUp/agenda'),
    /** The whole agenda as one .ics file. */
    agendaCalendar: () => user.get<CalendarFile>('meetingSignUp/agenda.ics'),
    boothActivityList: (query: BoothActivityListQuery) => common.get<Page<BoothActivity>>('boothActivity/list', query),
    boothActivityDetail: (id: Id) =>
      common.get<BoothActivityDetail>('boothActivity/detail', { id } satisfies IdQuery, true),
    subscribeActivity: (activityId: number) =>
      user.post<null>('boothActivity/subscribe', { activityId } satisfies ActivitySubscribeRequest, true),
    unsubscribeActivity: (activityId: number) =>
      user.post<null>('boothActivity/unsubscribe', { activityId } satisfies ActivitySubscribeRequest, true),
    /** Whether signing in at the door is open (seed 000 section 7). */
    offlineInviteConfig: () => common.get<{ enabled: boolean }>('home/projectOfflineInviteConfig'),
    /** Signs the user in at the door of a meeting. */
    saveOfflineSignUp: (meetingId: number) =>
      user.post<null>('userMeetingSignUpOffline/save', { meetingId } satisfies OfflineSignInRequest, true),
    /** A meeting's sign-in sheet: the count, and who signed in for the meeting's staff. */
    offlineSheet: (meetingId: number) =>
      user.get<OfflineSheet>('userMeetingSignUpOffline/list', { meetingId } satisfies OfflineSignInRequest),
    /** The meetings the user signed in at. */
    offlineSignUpList: () => user.get<OfflineSignUp[]>('mine/offlineSignUpList', undefined, true),
  }
}
