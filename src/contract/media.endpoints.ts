import type { IdQuery, Option, Page, SearchQuery } from './common'
import { COMMON, get } from './endpoint'
import type { Appendix } from './files'
import type {
  LiveCard,
  LiveDetail,
  LiveQuery,
  PreDockingHistoryCard,
  PreDockingHistoryDetail,
  PreDockingQuery,
  SpeakerCard,
  SpeakerDetail,
  SpeakerQuery,
  SpeakerVideoQuery,
  VideoCard,
  VideoDetail,
  VideoQuery,
  VipVideoHome,
} from './media'

/** Videos, live broadcasts (with their not started / live / replay state) and speakers. */
export const media = {
  videoList: get<Page<VideoCard>, VideoQuery>(COMMON, 'wechat/content/videoList', { access: 'public' }),
  videoCategorySelect: get<Option[]>(COMMON, 'wechat/content/videoCategorySelect', { access: 'public' }),
  videoInfo: get<VideoDetail, IdQuery>(COMMON, 'wechat/content/video/info/:id', { access: 'public' }),
  /** A signed-in user's visit is recorded for the cloud-space points. */
  vipVideoHome: get<VipVideoHome>(COMMON, 'wechat/content/vipVideoHome', { access: 'optional' }),
  speakerList: get<Page<SpeakerCard>, SpeakerQuery>(COMMON, 'wechat/content/speakerList', { access: 'public' }),
  /** `followed` is the signed-in user's (false for a guest). */
  speakerInfo: get<SpeakerDetail, IdQuery>(COMMON, 'wechat/content/speakerInfo', { access: 'optional' }),
  speakerVideoList: get<Page<VideoCard>, SpeakerVideoQuery>(COMMON, 'wechat/content/speakerVideoList', {
    access: 'public',
  }),
  liveList: get<Page<LiveCard>, LiveQuery>(COMMON, 'home/liveList', { access: 'public' }),
  liveDetail: get<LiveDetail, IdQuery>(COMMON, 'home/liveDetail', { access: 'public' }),
}

/** The pre-fair docking archive: its history records with their files and videos. */
export const preDocking = {
  videoList: get<Page<VideoCard>, PreDockingQuery>(COMMON, 'preDocking/videoList', { access: 'public' }),
  historyList: get<Page<PreDockingHistoryCard>, SearchQuery>(COMMON, 'preDocking/historyList', { access: 'public' }),
  fileList: get<Page<Appendix>, PreDockingQuery>(COMMON, 'preDocking/fileList', { access: 'public' }),
  historyDetail: get<PreDockingHistoryDetail, IdQuery>(COMMON, 'preDocking/historyDetail', { access: 'public' }),
}
