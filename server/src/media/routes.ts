import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getLive, listLives, liveExists, searchLives } from './lives.service'
import { getHistory, listFiles, listHistories, listPreDockingVideos } from './pre-docking.service'
import { getSpeaker, listSpeakers, speakerExists } from './speakers.service'
import { getVideo, getVipVideoHome, listVideoCategories, listVideos } from './videos.service'
import { IdQuery, Option, PageOf, SearchQuery } from '../../../src/contract/common'
import { Appendix } from '../../../src/contract/files'
import {
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
} from '../../../src/contract/media'
import { media, preDocking } from '../../../src/contract/media.endpoints'
import { WatchBeat } from '../../../src/contract/points'
import { PointsAction } from '../../../src/contract/points.codes'
import { points } from '../../../src/contract/points.endpoints'
import { SearchHit } from '../../../src/contract/search'
import { searches } from '../../../src/contract/search.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found, notFound } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { listPage, searchPage, itemById } from '../platform/page-routes'
import { staticFolderRoutes } from '../platform/static-files'
import { recordAction, recordWatchBeat } from '../points'

export interface MediaRouteOptions {
  db: Database
  /** The programme's clock, as meeting status reads it: a live is on air, to come or over as its meeting is. */
  clock: Clock
}

/** /common-client: videos, speakers, lives (with their not started / live / replay state) and pre-docking history. */
export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRouteOptions> = async (app, { db, clock }) => {
  serve(app, media.videoList, { request: VideoQuery, response: PageOf(VideoCard) }, listPage(db, listVideos))

  serve(app, media.videoCategorySelect, { response: Type.Array(Option) }, async (_, request) =>
    listVideoCategories(db, langOf(request)),
  )

  serve(app, media.vipVideoHome, { response: VipVideoHome }, async (_, request) => {
    // Only the investment cloud space opens this: its visit is what the cloud-space points are claimed against.
    const user = request.sessionUser
    if (user) await recordAction(db, user.id, PointsAction.browseCloudSpace, 'cloud')
    return getVipVideoHome(db, langOf(request))
  })

  serve(
    app,
    media.videoInfo,
    { request: IdQuery, response: VideoDetail },
    itemById(db, getVideo, 'media.videoNotFound'),
  )

  serve(
    app,
    media.speakerVideoList,
    { request: SpeakerVideoQuery, response: PageOf(VideoCard) },
    async ({ pageNum, pageSize, keyword, speakerId }, request) => {
      if (!(await speakerExists(db, speakerId))) throw notFound()
      return listVideos(db, langOf(request), { keyword, speakerId }, { pageNum, pageSize })
    },
  )

  serve(app, media.speakerList, { request: SpeakerQuery, response: PageOf(SpeakerCard) }, listPage(db, listSpeakers))

  serve(app, media.speakerInfo, { request: IdQuery, response: SpeakerDetail }, async ({ id }, request) =>
    found(await getSpeaker(db, langOf(request), id, request.sessionUser?.id)),
  )

  serve(
    app,
    media.liveList,
    { request: LiveQuery, response: PageOf(LiveCard) },
    async ({ pageNum, pageSize, ...filter }, request) =>
      listLives(db, langOf(request), filter, { pageNum, pageSize }, clock()),
  )

  serve(
    app,
    searches.live,
    { request: SearchQuery, response: PageOf(SearchHit) },
    async ({ keyword, ...page }, request) => searchLives(db, langOf(request), keyword, page, clock()),
  )

  serve(app, media.liveDetail, { request: IdQuery, response: LiveDetail }, async ({ id }, request) =>
    found(await getLive(db, langOf(request), id, clock())),
  )

  serve(
    app,
    preDocking.historyList,
    { request: SearchQuery, response: PageOf(PreDockingHistoryCard) },
    searchPage(db, listHistories),
  )

  serve(
    app,
    preDocking.historyDetail,
    { request: IdQuery, response: PreDockingHistoryDetail },
    itemById(db, getHistory),
  )

  serve(app, preDocking.fileList, { request: PreDockingQuery, response: PageOf(Appendix) }, listPage(db, listFiles))

  serve(
    app,
    preDocking.videoList,
    { request: PreDockingQuery, response: PageOf(VideoCard) },
    listPage(db, listPreDockingVideos),
  )
}

/** Where the demo video files live (server/static/video), served as /static/video/<name>.mp4. */
export const STATIC_VIDEO_DIR = fileURLToPath(new URL('../../static/video/', import.meta.url))
export const VIDEO_ROUTE_PREFIX = '/static/video/'

/** Serves the demo video files (whole files; they are a few tens of kilobytes). */
export const mediaFileRoutes = staticFolderRoutes({
  prefix: VIDEO_ROUTE_PREFIX,
  dir: STATIC_VIDEO_DIR,
  name: /^[a-z0-9-]{1,40}\.mp4$/,
  maxLength: 50,
  type: 'video/mp4',
})

/** /user-central: sent every 10 s while a live or replay plays, the watch time the meeting-watching points are claimed against. */
export const mediaWatchRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, points.watchBeat, { request: WatchBeat, response: Type.Null() }, async ({ liveId }, request) => {
    const user = userOf(request)
    if (!(await liveExists(db, liveId))) throw notFound()
    await recordWatchBeat(db, user.id, liveId)
    return null
  })
}
