import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { requireUser } from '../auth/guard'
import type { Database } from '../db/connect'
import { ok } from '../lib/envelope'
import { langOf } from '../lib/lang'
import { PageFields } from '../lib/schemas'
import {
  claimPoints,
  getMemberConfig,
  getPointsInfo,
  listDetails,
  listFinishedEvents,
  listLevels,
  listRules,
} from '../services/points'

const AddBody = Type.Object({
  actionType: Type.Integer({ minimum: 1, maximum: 32_767 }),
  idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
})

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

  app.get('/userPoints/detailList', { schema: { querystring: Type.Object(PageFields) } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listDetails(db, user.id, langOf(request), request.query))
  })

  app.post('/userPoints/add', { schema: { body: AddBody } }, async (request) => {
    const user = await requireUser(db, request)
    const { actionType, idempotencyKey } = request.body
    return ok(await claimPoints(db, user.id, actionType, langOf(request), { requestKey: idempotencyKey }))
  })
}
