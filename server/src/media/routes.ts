import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getLive, listLives, liveExists, searchLives } from './lives.service'
import { getHistory, listFiles, listHistories, listPreDockingVideos } from './pre-docking.service'
import { getSpeaker, listSpeakers, speakerExists } from './speakers.service'
import { getVideo, getVipVideoHome, listVideoCategories, listVideos } from './videos.service'
import { IdQuery, SearchQuery } from '../../../src/contract/common'
import { LiveQuery, PreDockingQuery, SpeakerQuery, SpeakerVideoQuery, VideoQuery } from '../../../src/contract/media'
import { WatchBeat } from '../../../src/contract/points'
import { PointsAction } from '../../../src/contract/points.codes'
import { points } from '../../../src/contract/points.endpoints'
import { optionalUser, userOf } from '../account/guard'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { notFound, ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { keywordSearch, pagedList } from '../platform/page-routes'
import { staticFolderRoutes } from '../platform/static-files'
import { recordAction, recordWatchBeat } from '../points/evidence.service'

export interface MediaRouteOptions {
  db: Database
  /** The clock live states are computed by; real time unless a test fixes it. */
  now?: () => Date
}

/** /common-client: videos, speakers, lives (with their not started / live / replay state) and pre-docking history. */
export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRouteOptions> = async (
  app,
  { db, now = () => new Date() },
) => {
  app.get('/wechat/content/videoList', pagedList(db, { querystring: VideoQuery }, listVideos))

  app.get('/wechat/content/videoCategorySelect', async (request) => ok(await listVideoCategories(db, langOf(request))))

  app.get('/wechat/content/vipVideoHome', async (request) => {
    // Only the investment cloud space opens this: its visit is what the cloud-space points are claimed against.
    const user = await optionalUser(db, request)
    if (user) await recordAction(db, user.id, PointsAction.browseCloudSpace, 'cloud')
    return ok(await getVipVideoHome(db, langOf(request)))
  })

  app.get('/wechat/content/video/info/:id', { schema: { params: IdQuery } }, async (request) =>
    okOrNotFound(await getVideo(db, langOf(request), request.params.id)),
  )

  app.get('/wechat/content/speakerVideoList', { schema: { querystring: SpeakerVideoQuery } }, async (request) => {
    const { pageNum, pageSize, keyword, speakerId } = request.query
    if (!(await speakerExists(db, speakerId))) throw notFound()
    return ok(await listVideos(db, langOf(request), { keyword, speakerId }, { pageNum, pageSize }))
  })

  app.get('/wechat/content/speakerList', pagedList(db, { querystring: SpeakerQuery }, listSpeakers))

  app.get('/wechat/content/speakerInfo', { schema: { querystring: IdQuery } }, async (request) => {
    const user = await optionalUser(db, request)
    return okOrNotFound(await getSpeaker(db, langOf(request), request.query.id, user?.id))
  })

  app.get('/home/liveList', { schema: { querystring: LiveQuery } }, async (request) => {
    const { pageNum, pageSize, ...filter } = request.query
    return ok(await listLives(db, langOf(request), filter, { pageNum, pageSize }, now()))
  })

  app.get('/home/liveSearch', { schema: { querystring: SearchQuery } }, async (request) => {
    const { keyword, ...page } = request.query
    return ok(await searchLives(db, langOf(request), keyword, page, now()))
  })

  app.get('/home/liveDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getLive(db, langOf(request), request.query.id, now())),
  )

  app.get('/preDocking/historyList', keywordSearch(db, listHistories))

  app.get('/preDocking/historyDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getHistory(db, langOf(request), request.query.id)),
  )

  app.get('/preDocking/fileList', pagedList(db, { querystring: PreDockingQuery }, listFiles))

  app.get('/preDocking/videoList', pagedList(db, { querystring: PreDockingQuery }, listPreDockingVideos))
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
