import type { Id, IdQuery } from '@/contract/common'
import type { MeetingDetail, MeetingSignUpRequest, OfflineSignUp } from '@/contract/meeting'
import { services } from './service'
import type { HttpClient } from '../http/types'

/** Meetings and forums, sign-up and the offline sign-in sheets. */
export function createMeetingApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    meetingDetail: (id: Id) => common.get<MeetingDetail>('home/meetingDetail', { id } satisfies IdQuery, true),
    meetingSignUp: (meetingId: number) =>
      user.post<null>('meetingSignUp/sign', { meetingId } satisfies MeetingSignUpRequest, true),
    /** Whether the logged-in user is signed up for the meeting; needs a token. */
    meetingSignUpStatus: (meetingId: number) =>
      user.get<{ signedUp: boolean }>('meetingSignUp/status', { meetingId } satisfies MeetingSignUpRequest),
    offlineInviteConfig: () => common.get<{ enabled: boolean }>('home/projectOfflineInviteConfig'),
    saveOfflineSignUp: (meetingId: number) => user.post<null>('userMeetingSignUpOffline/save', { meetingId }, true),
    offlineSignUps: () => user.get<OfflineSignUp[]>('userMeetingSignUpOffline/list', undefined, true),
    offlineSignUpList: () => user.get<OfflineSignUp[]>('mine/offlineSignUpList', undefined, true),
  }
}
