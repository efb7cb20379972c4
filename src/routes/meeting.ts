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
  meetingList: {
    path: '/meeting-list',
    page: 'packages/meeting/meeting-list/index',
    title: 'meeting.route.meetingList',
    refresh: true,
    /** A day (yyyy-mm-dd), kind or hall to start on; today on the server's clock otherwise. */
    query: routeQuery<{ day?: string; kind?: string; hall?: string; keyword?: string }>(),
  },
  dockingActivity: {
    path: '/docking-activity',
    page: 'packages/meeting/docking-activity/index',
    title: 'meeting.route.dockingActivity',
    refresh: true,
  },
  multiPartyMeeting: {
    path: '/multi-party-meeting',
    page: 'packages/meeting/multi-party-meeting/index',
    title: 'meeting.route.multiPartyMeeting',
    refresh: true,
  },
  marvellous: {
    path: '/marvellous',
    page: 'packages/meeting/marvellous/index',
    title: 'meeting.route.marvellous',
    refresh: true,
  },
  meetingForum: {
    path: '/meetingForum',
    page: 'packages/meeting/meeting-forum/index',
    title: 'meeting.route.meetingForum',
    refresh: true,
    cached: true,
  },
  stageHall: {
    path: '/stage-hall',
    page: 'packages/meeting/stage-hall/index',
    title: 'meeting.route.stageHall',
    refresh: true,
  },
  stageHallAnual: {
    path: '/stage-hall-anual',
    page: 'packages/meeting/stage-hall-anual/index',
    title: 'meeting.route.stageHallAnual',
    refresh: true,
    /** The edition (year) to start on; the newest past one otherwise. */
    query: routeQuery<{ edition?: number | string }>(),
  },
  meetingReview: {
    path: '/meeting-review',
    page: 'packages/meeting/meeting-review/index',
    title: 'meeting.route.meetingReview',
    refresh: true,
    /** A past edition's year; the current edition otherwise. */
    query: routeQuery<{ edition?: number | string }>(),
  },
  meetingReviewDetail: {
    path: '/meeting-review-detail',
    page: 'packages/meeting/meeting-review-detail/index',
    title: 'meeting.route.meetingReviewDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  previousReview: {
    path: '/previous-review',
    page: 'packages/meeting/previous-review/index',
    title: 'meeting.route.previousReview',
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
