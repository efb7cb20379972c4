import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { recordWatchBeat } from './evidence.service'
import {
  claimPoints,
  getMemberConfig,
  getPointsInfo,
  listDetails,
  listFinishedEvents,
  listLevels,
  listRules,
} from './service'
import { PageQuery } from '../../../src/contract/common'
import { PointsAddRequest, WatchBeat } from '../../../src/contract/points'
import { requireUser } from '../account/guard'
import { liveExists } from '../media/lives.service'
import type { Database } from '../platform/connect'
import { notFound, ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /user-central/userPoints: the points ledger (seed 000 sections 3, 4, 9); every call but ruleList needs a token. */
export const pointsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/userPoints/ruleList', async (request) => ok(await listRules(db, langOf(request))))

  app.get('/userPoints/listFinishEvent', async (request) => {
    const user = await requireUser(db, request)
    return ok(await listFinishedEvents(db, user.id, new Date()))
  })

  app.get('/userPoints/info', async (request) => ok(await getPointsInfo(db, (await requireUser(db, request)).id)))

  app.get('/userPoints/levelList', async (request) => ok(await listLevels(db, langOf(request))))

  app.get('/userPoints/memberConfig', async (request) => ok(await getMemberConfig(db, langOf(request))))

  app.get('/userPoints/detailList', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listDetails(db, user.id, langOf(request), request.query))
  })

  // Sent every 10 s while a live or replay plays: the watch time the meeting-watching points are claimed against.
  app.post('/userPoints/watchBeat', { schema: { body: WatchBeat } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await liveExists(db, request.body.liveId))) throw notFound()
    await recordWatchBeat(db, user.id, request.body.liveId)
    return ok(null)
  })

  app.post('/userPoints/add', { schema: { body: PointsAddRequest } }, async (request) => {
    const user = await requireUser(db, request)
    const { actionType, idempotencyKey } = request.body
    return ok(await claimPoints(db, user.id, actionType, langOf(request), { requestKey: idempotencyKey }))
  })
}
