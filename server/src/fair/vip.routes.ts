import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  apply,
  book,
  cancel,
  decide,
  getPrivilege,
  getStanding,
  getZone,
  listApplications,
  listSlots,
} from './vip.service'
import { IdQuery, Literals } from '../../../src/contract/common'
import { VipApplyBody, VipSlotBody, VipZoneQuery } from '../../../src/contract/fair'
import { VIP_STATUSES } from '../../../src/contract/fair.codes'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** /common-client: the VIP zones and their privileges. */
export const vipCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/vip/zone', { schema: { querystring: VipZoneQuery } }, async (request) =>
    okOrNotFound(await getZone(db, langOf(request), request.query.category)),
  )
  app.get('/vip/privilege', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getPrivilege(db, langOf(request), request.query.id)),
  )
}

/** /user-central: a user's VIP application and the appointments approved VIPs book. */
export const vipUserRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get('/vip/application', async (request) => ok(await getStanding(db, (await requireUser(db, request)).id)))
  app.post('/vip/apply', { schema: { body: VipApplyBody } }, async (request) =>
    ok(await apply(db, (await requireUser(db, request)).id, request.body)),
  )
  app.get('/vip/slots', async (request) =>
    ok(await listSlots(db, langOf(request), (await requireUser(db, request)).id, clock())),
  )
  app.post('/vip/book', { schema: { body: VipSlotBody } }, async (request) =>
    ok(await book(db, langOf(request), (await requireUser(db, request)).id, request.body.slotId, clock())),
  )
  app.post('/vip/cancel', { schema: { body: VipSlotBody } }, async (request) =>
    ok(await cancel(db, langOf(request), (await requireUser(db, request)).id, request.body.slotId, clock())),
  )
}

const Operator = Type.String({ minLength: 1, maxLength: 100 })
const ApplicationParams = Type.Object({ id: Type.Integer({ minimum: 1 }) })

/** The operator API's VIP review (npm run admin -- vip ...): list, approve, refuse with a reason. */
export const vipOperatorRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/vip',
    { schema: { querystring: Type.Object({ status: Type.Optional(Literals(VIP_STATUSES)) }) } },
    async (request) => ok(await listApplications(db, request.query.status)),
  )
  app.post(
    '/vip/:id/approve',
    { schema: { params: ApplicationParams, body: Type.Object({ operator: Operator }) } },
    async (request) =>
      ok(await decide(db, request.params.id, { operator: request.body.operator, approve: true }, clock())),
  )
  app.post(
    '/vip/:id/reject',
    {
      schema: {
        params: ApplicationParams,
        body: Type.Object({ operator: Operator, reason: Type.String({ maxLength: 500 }) }),
      },
    },
    async (request) =>
      ok(
        await decide(
          db,
          request.params.id,
          { operator: request.body.operator, approve: false, reason: request.body.reason },
          clock(),
        ),
      ),
  )
}
