import type { Id } from '@/contract/common'
import type { LiveQuery, PreDockingQuery, VideoQuery } from '@/contract/media'
import { media, preDocking } from '@/contract/media.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Videos, live broadcasts, speakers and the pre-fair docking archive. */
export function createMediaApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    videoList: (q: VideoQuery) => call(media.videoList, q),
    videoCategorySelect: () => call(media.videoCategorySelect),
    videoInfo: (id: Id) => call(media.videoInfo, { id }, true),
    vipVideoHome: () => call(media.vipVideoHome),
    speakerInfo: (id: Id) => call(media.speakerInfo, { id }, true),
    liveList: (q: LiveQuery) => call(media.liveList, q),
    liveDetail: (id: Id) => call(media.liveDetail, { id }, true),

    preDockingVideos: (q: PreDockingQuery) => call(preDocking.videoList, q),
    preDockingFiles: (q: PreDockingQuery) => call(preDocking.fileList, q),
    preDockingHistoryDetail: (id: Id) => call(preDocking.historyDetail, { id }, true),
  }
}
