import type { RouteDef } from './route-def'

/** Videos, live streams, speakers and pre-docking history. */
export const MEDIA_ROUTES = {
  videoList: { refresh: true, path: '/videoList', title: 'route.videoList', page: 'packages/media/video-list/index' },
  longVideoList: {
    path: '/long-video-list',
    title: 'route.longVideoList',
    refresh: true,
    page: 'packages/media/long-video-list/index',
  },
  videoPlayer: { path: '/video-player', title: 'route.videoPlayer', page: 'packages/media/video-player/index' },
  videoPlayPage: {
    path: '/video-play-page',
    title: 'route.videoPlayPage',
    share: true,
    page: 'packages/media/video-play-page/index',
  },
  vipVideoList: {
    path: '/vip-video-list',
    title: 'route.vipVideoList',
    refresh: true,
    page: 'packages/media/vip-video-list/index',
  },
  vipVideoHomepage: {
    path: '/vip-video-homepage',
    title: 'route.vipVideoHomepage',
    refresh: true,
    page: 'packages/media/vip-video-homepage/index',
  },
  vipVideoDetail: {
    path: '/vip-video-detail',
    title: 'route.vipVideoDetail',
    share: true,
    page: 'packages/media/vip-video-detail/index',
  },
  meetingForumVideo: {
    path: '/meetingForumVideo',
    title: 'route.meetingForumVideo',
    share: true,
    cached: true,
    page: 'packages/media/meeting-forum-video/index',
  },
  exhibitionLive: {
    path: '/exhibition-live',
    title: 'route.exhibitionLive',
    refresh: true,
    page: 'packages/media/exhibition-live/index',
  },
  historyList: {
    path: '/history-list',
    title: 'route.historyList',
    refresh: true,
    page: 'packages/media/history-list/index',
  },
  historyDetails: {
    path: '/history-details',
    title: 'route.historyDetails',
    share: true,
    page: 'packages/media/history-details/index',
  },
  filesList: { refresh: true, path: '/files-list', title: 'route.filesList', page: 'packages/media/files-list/index' },
  essenceSpeaker: {
    path: '/essence-speaker',
    title: 'route.essenceSpeaker',
    refresh: true,
    page: 'packages/media/essence-speaker/index',
  },
  vipSpeakers: {
    path: '/vip-speakers',
    title: 'route.vipSpeakers',
    refresh: true,
    page: 'packages/media/vip-speakers/index',
  },
  speakerHomepage: {
    path: '/speaker-homepage',
    title: 'route.speakerHomepage',
    refresh: true,
    share: true,
    page: 'packages/media/speaker-homepage/index',
  },
} satisfies Record<string, RouteDef>
