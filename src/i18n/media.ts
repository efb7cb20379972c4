/** Strings of the media domain, each key prefixed `media.`; the source of truth for `media.en.ts`. */
export const zh = {
  'media.route.videoList': '精彩视频',
  'media.route.longVideoList': '会议全程回放',
  'media.route.videoPlayer': '视频播放',
  'media.route.videoPlayPage': '视频详情',
  'media.route.vipVideoList': 'VIP路演视频',
  'media.route.vipVideoHomepage': 'VIP路演',
  'media.route.vipVideoDetail': '路演视频详情',
  'media.route.meetingForumVideo': '会议直播',
  'media.route.exhibitionLive': '展会直播',
  'media.route.historyList': '预对接记录',
  'media.route.historyDetails': '预对接详情',
  'media.route.filesList': '对接资料',
  'media.route.essenceSpeaker': '精华嘉宾',
  'media.route.vipSpeakers': '演讲嘉宾',
  'media.route.speakerHomepage': '嘉宾主页',
} as const
