import { routeQuery, type RouteDef } from './route-def'

/** Meetings, forums and the investment cloud space. */
export const MEETING_ROUTES = {
  miniSearch: {
    path: '/mini-search',
    page: 'packages/meeting/mini-search/index',
    title: 'meeting.route.miniSearch',
    refresh: true,
  },
  meetingSearch: {
    path: '/meeting-search',
    page: 'packages/meeting/meeting-search/index',
    title: 'meeting.route.meetingSearch',
    refresh: true,
  },
  meetingDetails: {
    path: '/meeting-details',
    page: 'packages/meeting/meeting-details/index',
    title: 'meeting.route.meetingDetails',
    share: true,
    /** The seed opens a meeting by `meetingId`; `id` is accepted too. */
    query: routeQuery<{
      meetingId?: number | string
      id?: number | string
    }>(),
  },
  mypageEnroll: {
    path: '/mypage-enroll',
    page: 'packages/meeting/mypage-enroll/index',
    title: 'meeting.route.mypageEnroll',
    refresh: true,
  },
  yunMeeting: {
    path: '/yun-meeting',
    page: 'packages/meeting/yun-meeting/index',
    title: 'meeting.route.yunMeeting',
    refresh: true,
  },
  mypageSchedule: {
    path: '/mypage-schedule',
    page: 'packages/meeting/mypage-schedule/index',
    title: 'meeting.route.mypageSchedule',
    refresh: true,
  },
  batchRegDocking: {
    path: '/batchReg-docking',
    page: 'packages/meeting/batch-reg-docking/index',
    title: 'meeting.route.batchRegDocking',
    refresh: true,
  },
  meetingInvitation: {
    path: '/meeting-invitation',
    page: 'packages/meeting/meeting-invitation/index',
    title: 'meeting.route.meetingInvitation',
    query: routeQuery<{ meetingId: number | string }>(),
  },
  meetInvitSuccess: {
    path: '/meet-invit-success',
    page: 'packages/meeting/meet-invit-success/index',
    title: 'meeting.route.meetInvitSuccess',
    query: routeQuery<{ meetingId: number | string }>(),
  },
  meetingRegform: {
    path: '/meeting-regform',
    page: 'packages/meeting/meeting-regform/index',
    title: 'meeting.route.meetingRegform',
    query: routeQuery<{ meetingId: number | string }>(),
  },
  meetingResultPage: {
    path: '/meeting-result-page',
    page: 'packages/meeting/meeting-result-page/index',
    title: 'meeting.route.meetingResultPage',
    query: routeQuery<{ meetingId: number | string }>(),
  },
  meetingPopup: {
    path: '/meeting-popup',
    page: 'packages/meeting/meeting-popup/index',
    title: 'meeting.route.meetingPopup',
    query: routeQuery<{ meetingId: number | string }>(),
  },
  meetingOfflineMerber: {
    path: '/meeting-offline-merber',
    page: 'packages/meeting/meeting-offline-merber/index',
    title: 'meeting.route.meetingOfflineMerber',
    refresh: true,
    query: routeQuery<{ meetingId: number | string }>(),
  },
} satisfies Record<string, RouteDef>
