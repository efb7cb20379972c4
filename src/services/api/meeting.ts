import type { Id } from '@/contract/common'
import type { MeetingSignUpRequest } from '@/contract/meeting'
import { boothActivities, meetings, meetingSignUps, offlineSignIns } from '@/contract/meeting.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Meetings and forums, booth activities, sign-up, the agenda and the offline sign-in sheets. */
export function createMeetingApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    meetingOptions: () => call(meetings.options),
    meetingCalendar: (id: Id) => call(meetings.calendar, { id }),
    meetingSignUp: (meetingId: number, options: Omit<MeetingSignUpRequest, 'meetingId'> = {}) =>
      call(meetingSignUps.sign, { meetingId, ...options }, true),
    meetingSignUpStatus: (meetingId: number) => call(meetingSignUps.status, { meetingId }),
    cancelMeetingSignUp: (meetingId: number) => call(meetingSignUps.cancel, { meetingId }, true),
    /** Quietly, after the sign-up it follows: the user accepted WeChat's reminder of the meeting. */
    meetingReminder: (meetingId: number) => call(meetingSignUps.reminder, { meetingId }),
    batchSignUp: (meetingIds: number[], dryRun = false) => call(meetingSignUps.batch, { meetingIds, dryRun }, true),
    agendaCalendar: () => call(meetingSignUps.agendaCalendar),
    subscribeActivity: (activityId: number) => call(boothActivities.subscribe, { activityId }, true),
    unsubscribeActivity: (activityId: number) => call(boothActivities.unsubscribe, { activityId }, true),
    saveOfflineSignUp: (meetingId: number) => call(offlineSignIns.save, { meetingId }, true),
    /** A meeting without the blocking loading indicator: the agenda keeps details in the background. */
    meetingDetailQuietly: (id: Id) => call(meetings.detail, { id }),
    /** A booth activity without the blocking loading indicator, for the same reason. */
    boothActivityDetailQuietly: (id: Id) => call(boothActivities.detail, { id }),
  }
}
