import type { Option, Page, SearchQuery } from '@/contract/common'
import type { Appendix } from '@/contract/files'
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
} from '@/contract/media'
import { COMMON, service } from './service'
import type { HttpClient } from '../http/types'

/** Videos, live broadcasts, speakers and the pre-fair docking archive. */
export function createMediaApi(http: HttpClient) {
  const { get } = service(http, COMMON)
  return {
    videoList: (q: VideoQuery) => get<Page<VideoCard>>('wechat/content/videoList', q),
    videoCategorySelect: () => get<Option[]>('wechat/content/videoCategorySelect'),
    videoInfo: (id: number | string) => get<VideoDetail>(`wechat/content/video/info/${id}`, undefined, true),
    vipVideoHome: () => get<VipVideoHome>('wechat/content/vipVideoHome'),
    speakerList: (q: SpeakerQuery) => get<Page<SpeakerCard>>('wechat/content/speakerList', q),
    speakerInfo: (id: number | string) => get<SpeakerDetail>('wechat/content/speakerInfo', { id }, true),
    speakerVideoList: (q: SpeakerVideoQuery) => get<Page<VideoCard>>('wechat/content/speakerVideoList', q),
    liveList: (q: LiveQuery) => get<Page<LiveCard>>('home/liveList', q),
    liveDetail: (id: number | string) => get<LiveDetail>('home/liveDetail', { id }, true),

    preDockingVideos: (q: PreDockingQuery) => get<Page<VideoCard>>('preDocking/videoList', q),
    preDockingHistory: (q: SearchQuery) => get<Page<PreDockingHistoryCard>>('preDocking/historyList', q),
    preDockingFiles: (q: PreDockingQuery) => get<Page<Appendix>>('preDocking/fileList', q),
    preDockingHistoryDetail: (id: number | string) =>
      get<PreDockingHistoryDetail>('preDocking/historyDetail', { id }, true),
  }
}
