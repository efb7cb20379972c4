import type { Id, IdQuery } from '@/contract/common'
import type {
  BatchSignUpRequest,
  BatchSignUpResult,
  MeetingCancelRequest,
  MeetingDetail,
  MeetingSignUpRequest,
  MySignUp,
  OfflineSignUp,
} from '@/contract/meeting'
import { services } from './service'
import type { HttpClient } from '../http/types'

/** Meetings and forums, sign-up and the offline sign-in sheets. */
export function createMeetingApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    meetingDetail: (id: Id) => common.get<MeetingDetail>('home/meetingDetail', { id } satisfies IdQuery, true),
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
    offlineInviteConfig: () => common.get<{ enabled: boolean }>('home/projectOfflineInviteConfig'),
    saveOfflineSignUp: (meetingId: number) => user.post<null>('userMeetingSignUpOffline/save', { meetingId }, true),
    offlineSignUps: () => user.get<OfflineSignUp[]>('userMeetingSignUpOffline/list', undefined, true),
    offlineSignUpList: () => user.get<OfflineSignUp[]>('mine/offlineSignUpList', undefined, true),
  }
}
