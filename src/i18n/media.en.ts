import type { zh } from './media'

/** English strings of the media domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'media.route.videoList': 'Videos',
  'media.route.longVideoList': 'Full sessions',
  'media.route.videoPlayer': 'Video',
  'media.route.videoPlayPage': 'Video',
  'media.route.vipVideoList': 'VIP roadshow videos',
  'media.route.vipVideoHomepage': 'VIP roadshows',
  'media.route.vipVideoDetail': 'Roadshow video',
  'media.route.meetingForumVideo': 'Live',
  'media.route.exhibitionLive': 'Fair live',
  'media.route.historyList': 'Pre-docking records',
  'media.route.historyDetails': 'Pre-docking record',
  'media.route.filesList': 'Docking documents',
  'media.route.essenceSpeaker': 'Featured speakers',
  'media.route.vipSpeakers': 'Speakers',
  'media.route.speakerHomepage': 'Speaker',
}
