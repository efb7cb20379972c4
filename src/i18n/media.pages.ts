import { registerPageStrings } from './index'
import { en } from './media.pages.en'

/**
 * Strings only the media subpackage's pages use: they load with it (each of its pages imports this module), not in
 * the main package or the first load. A key any other code uses belongs in media.ts.
 */
export const zh = {
  'media.searchVideos': '搜索视频标题、简介',
  'media.videoCount': '共 {count} 个视频',
  'media.category': '视频分类',
  'media.views': '{count} 次播放',
  'media.noSpeaker': '投洽会官方',
  'media.related': '相关视频',
  'media.summary': '视频简介',
  'media.fullScreen': '全屏播放',
  'media.cannotPlay': '该视频无法播放',
  'media.noVideo': '没有指定要播放的视频',
  'media.seeAll': '查看全部',
  'media.live.state.0': '未开始',
  'media.live.state.1': '直播中',
  'media.live.state.2': '回放',
  'media.live.startsIn': '距离直播开始',
  'media.live.countdown': '{days}天 {hours}:{minutes}:{seconds}',
  'media.live.startTime': '开始时间',
  'media.live.endTime': '结束时间',
  'media.live.host': '主办方',
  'media.live.replayPending': '直播已结束，回放正在制作中',
  'media.live.about': '直播介绍',
  'media.live.count': '共 {count} 场直播',
  'media.live.searchPlaceholder': '搜索直播',
  'media.history.searchPlaceholder': '搜索对接记录',
  'media.history.count': '共 {count} 条记录',
  'media.history.parties': '对接双方',
  'media.history.time': '对接时间',
  'media.history.content': '对接纪要',
  'media.history.files': '对接资料',
  'media.history.videos': '对接视频',
  'media.speaker.searchPlaceholder': '搜索嘉宾姓名、单位',
  'media.speaker.count': '共 {count} 位嘉宾',
  'media.speaker.videoCount': '{count} 个视频',
  'media.speaker.bio': '嘉宾简介',
  'media.speaker.videos': 'TA的视频',
  'media.speaker.follow': '+ 关注',
  'media.speaker.following': '已关注',
  'media.speaker.loginFirst': '登录后可关注嘉宾',
  'media.speaker.followed': '关注成功',
  'media.speaker.unfollowed': '已取消关注',
} as const

registerPageStrings(zh, en)
