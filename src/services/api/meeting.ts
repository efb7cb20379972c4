import type { Id } from '@/contract/common'
import type { BoothActivityListQuery, MeetingListQuery, MeetingSignUpRequest } from '@/contract/meeting'
import { boothActivities, meetings, meetingSignUps, offlineSignIns } from '@/contract/meeting.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Meetings and forums, booth activities, sign-up, the agenda and the offline sign-in sheets. */
export function createMeetingApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    meetingList: (query: MeetingListQuery) => call(meetings.list, query),
    meetingOptions: () => call(meetings.options),
    meetingDetail: (id: Id) => call(meetings.detail, { id }, true),
    meetingCalendar: (id: Id) => call(meetings.calendar, { id }),
    meetingSignUp: (meetingId: number, options: Omit<MeetingSignUpRequest, 'meetingId'> = {}) =>
      call(meetingSignUps.sign, { meetingId, ...options }, true),
    meetingSignUpStatus: (meetingId: number) => call(meetingSignUps.status, { meetingId }),
    cancelMeetingSignUp: (meetingId: number) => call(meetingSignUps.cancel, { meetingId }, true),
    mySignUps: () => call(meetingSignUps.mine, undefined, true),
    batchSignUp: (meetingIds: number[], dryRun = false) => call(meetingSignUps.batch, { meetingIds, dryRun }, true),
    agenda: () => call(meetingSignUps.agenda),
    agendaCalendar: () => call(meetingSignUps.agendaCalendar),
    boothActivityList: (query: BoothActivityListQuery) => call(boothActivities.list, query),
    boothActivityDetail: (id: Id) => call(boothActivities.detail, { id }, true),
    subscribeActivity: (activityId: number) => call(boothActivities.subscribe, { activityId }, true),
    unsubscribeActivity: (activityId: number) => call(boothActivities.unsubscribe, { activityId }, true),
    offlineInviteConfig: () => call(offlineSignIns.config),
    saveOfflineSignUp: (meetingId: number) => call(offlineSignIns.save, { meetingId }, true),
    offlineSheet: (meetingId: number) => call(offlineSignIns.sheet, { meetingId }),
    offlineSignUpList: () => call(offlineSignIns.mine, undefined, true),
    /** meetingDetail without the blocking loading indicator: the agenda keeps details in the background. */
    meetingDetailQuietly: (id: Id) => call(meetings.detail, { id }),
    /** boothActivityDetail without the blocking loading indicator, for the same reason. */
    boothActivityDetailQuietly: (id: Id) => call(boothActivities.detail, { id }),
  }
}
