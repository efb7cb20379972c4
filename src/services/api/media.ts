import type { Id, IdQuery, Option, Page, SearchQuery } from '@/contract/common'
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
    videoInfo: (id: Id) => get<VideoDetail>(`wechat/content/video/info/${id}`, undefined, true),
    vipVideoHome: () => get<VipVideoHome>('wechat/content/vipVideoHome'),
    speakerList: (q: SpeakerQuery) => get<Page<SpeakerCard>>('wechat/content/speakerList', q),
    speakerInfo: (id: Id) => get<SpeakerDetail>('wechat/content/speakerInfo', { id } satisfies IdQuery, true),
    speakerVideoList: (q: SpeakerVideoQuery) => get<Page<VideoCard>>('wechat/content/speakerVideoList', q),
    liveList: (q: LiveQuery) => get<Page<LiveCard>>('home/liveList', q),
    liveDetail: (id: Id) => get<LiveDetail>('home/liveDetail', { id } satisfies IdQuery, true),

    preDockingVideos: (q: PreDockingQuery) => get<Page<VideoCard>>('preDocking/videoList', q),
    preDockingHistory: (q: SearchQuery) => get<Page<PreDockingHistoryCard>>('preDocking/historyList', q),
    preDockingFiles: (q: PreDockingQuery) => get<Page<Appendix>>('preDocking/fileList', q),
    preDockingHistoryDetail: (id: Id) =>
      get<PreDockingHistoryDetail>('preDocking/historyDetail', { id } satisfies IdQuery, true),
  }
}
