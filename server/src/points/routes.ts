import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  claimPoints,
  type HasMeetingSignUp,
  getMemberConfig,
  getPointsInfo,
  listDetails,
  listFinishedEvents,
  listLevels,
  listRules,
} from './service'
import { PageQuery } from '../../../src/contract/common'
import { PointsAddRequest } from '../../../src/contract/points'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /user-central/userPoints: the points ledger (seed 000 sections 3, 4, 9); every call but ruleList needs a token. */
export const pointsRoutes: FastifyPluginAsyncTypebox<{ db: Database; hasMeetingSignUp: HasMeetingSignUp }> = async (
  app,
  { db, hasMeetingSignUp },
) => {
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

  app.post('/userPoints/add', { schema: { body: PointsAddRequest } }, async (request) => {
    const user = await requireUser(db, request)
    const { actionType, idempotencyKey } = request.body
    return ok(
      await claimPoints(db, user.id, actionType, langOf(request), { requestKey: idempotencyKey, hasMeetingSignUp }),
    )
  })
}
