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
    /** A talk on a hall's stage is a meeting: the same page. */
    aliases: ['/exhibitionTalkDetail'],
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
  serviceInformation: {
    path: '/service-information',
    page: 'packages/meeting/service-information/index',
    title: 'meeting.route.serviceInformation',
    refresh: true,
  },
  serviceInformationDetail: {
    path: '/service-information-detail',
    page: 'packages/meeting/service-information-detail/index',
    title: 'meeting.route.serviceInformationDetail',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  serviceContentDetails: {
    /** The seed's spelling. */
    path: '/service-conetnt-details',
    page: 'packages/meeting/service-content-details/index',
    title: 'meeting.route.serviceContentDetails',
    share: true,
    query: routeQuery<{ id: number | string }>(),
  },
  exhibitionNotice: {
    path: '/exhibition-notice',
    page: 'packages/meeting/exhibition-notice/index',
    title: 'meeting.route.exhibitionNotice',
    refresh: true,
  },
  exhibitionContactUs: {
    path: '/exhibition-contactUs',
    page: 'packages/meeting/exhibition-contact-us/index',
    title: 'meeting.route.exhibitionContactUs',
    refresh: true,
  },
  exhibitionHall: {
    path: '/exhibition-hall',
    page: 'packages/meeting/exhibition-hall/index',
    title: 'meeting.route.exhibitionHall',
    refresh: true,
  },
  exhibitionHallDetail: {
    path: '/exhibition-hall-detail',
    page: 'packages/meeting/exhibition-hall-detail/index',
    title: 'meeting.route.exhibitionHallDetail',
    refresh: true,
    query: routeQuery<{ hall: string }>(),
  },
  mapNavigation: {
    path: '/map-navigation',
    page: 'packages/meeting/map-navigation/index',
    title: 'meeting.route.mapNavigation',
    /** A hall code, or another venue (the conference centre); or a booth number, whose hall is looked up. */
    query: routeQuery<{ hall?: string; booth?: string }>(),
  },
  fusionMedia: {
    path: '/others/FusionMedia',
    page: 'packages/meeting/fusion-media/index',
    title: 'meeting.route.fusionMedia',
    refresh: true,
  },
  boothActivityList: {
    path: '/booth-activity-list',
    page: 'packages/meeting/booth-activity-list/index',
    title: 'meeting.route.boothActivityList',
    refresh: true,
    query: routeQuery<{ keyword?: string; day?: string; hall?: string; status?: string }>(),
  },
  activityList: {
    path: '/activity-list',
    page: 'packages/meeting/activity-list/index',
    title: 'meeting.route.activityList',
    refresh: true,
    aliases: ['/others/activityList'],
  },
  activityMoreList: {
    path: '/activity-more-list',
    page: 'packages/meeting/activity-more-list/index',
    title: 'meeting.route.activityMoreList',
    refresh: true,
    /** The list's fixed filters (a status from the activity area's sections, a day, a hall). */
    query: routeQuery<{ status?: string; day?: string; hall?: string }>(),
  },
  activitySearch: {
    path: '/activity-search',
    page: 'packages/meeting/activity-search/index',
    title: 'meeting.route.activitySearch',
    aliases: ['/others/ActivitySearch'],
    query: routeQuery<{ keyword?: string }>(),
  },
  ytqActivity: {
    path: '/ytq-activity',
    page: 'packages/meeting/ytq-activity/index',
    title: 'meeting.route.ytqActivity',
    cached: true,
    refresh: true,
    share: true,
    /** Without an id, the activity area's default: the activity on now, else the next. */
    query: routeQuery<{ id?: number | string }>(),
  },
  activityFootprints: {
    path: '/activity-footprints',
    page: 'packages/meeting/activity-footprints/index',
    title: 'meeting.route.activityFootprints',
    refresh: true,
  },
  yaokeyuyue: {
    path: '/yaokeyuyue',
    page: 'packages/meeting/yaokeyuyue/index',
    title: 'meeting.route.yaokeyuyue',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
