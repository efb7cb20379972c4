import type { RouteDef } from '../route-def'

const media = (folder: string) => ({ page: `packages/media/${folder}/index`, subpackage: 'media' as const })

/** Videos, live streams, speakers and pre-docking history (subpackage media). */
export const MEDIA_ROUTES = {
  videoList: { path: '/videoList', title: 'route.videoList', ...media('video-list') },
  longVideoList: { path: '/long-video-list', title: 'route.longVideoList', ...media('long-video-list') },
  videoPlayer: { path: '/video-player', title: 'route.videoPlayer', ...media('video-player') },
  videoPlayPage: { path: '/video-play-page', title: 'route.videoPlayPage', ...media('video-play-page') },
  vipVideoList: { path: '/vip-video-list', title: 'route.vipVideoList', ...media('vip-video-list') },
  vipVideoHomepage: { path: '/vip-video-homepage', title: 'route.vipVideoHomepage', ...media('vip-video-homepage') },
  vipVideoDetail: { path: '/vip-video-detail', title: 'route.vipVideoDetail', ...media('vip-video-detail') },
  meetingForumVideo: {
    path: '/meetingForumVideo',
    title: 'route.meetingForumVideo',
    cached: true,
    ...media('meeting-forum-video'),
  },
  exhibitionLive: { path: '/exhibition-live', title: 'route.exhibitionLive', ...media('exhibition-live') },
  historyList: { path: '/history-list', title: 'route.historyList', ...media('history-list') },
  historyDetails: { path: '/history-details', title: 'route.historyDetails', ...media('history-details') },
  filesList: { path: '/files-list', title: 'route.filesList', ...media('files-list') },
  essenceSpeaker: { path: '/essence-speaker', title: 'route.essenceSpeaker', ...media('essence-speaker') },
  vipSpeakers: { path: '/vip-speakers', title: 'route.vipSpeakers', ...media('vip-speakers') },
  speakerHomepage: { path: '/speaker-homepage', title: 'route.speakerHomepage', ...media('speaker-homepage') },
} satisfies Record<string, RouteDef>
