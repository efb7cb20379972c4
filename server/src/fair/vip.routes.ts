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
import {
  VipApplyBody,
  VipPrivilege,
  VipSlot,
  VipSlotBody,
  VipStanding,
  VipZone,
  VipZoneQuery,
} from '../../../src/contract/fair'
import { VIP_STATUSES } from '../../../src/contract/fair.codes'
import { vip } from '../../../src/contract/fair.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found, ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { itemById } from '../platform/page-routes'

/** /common-client: the VIP zones and their privileges. */
export const vipCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, vip.zone, { request: VipZoneQuery, response: VipZone }, async ({ category }, request) =>
    found(await getZone(db, langOf(request), category)),
  )
  serve(app, vip.privilege, { request: IdQuery, response: VipPrivilege }, itemById(db, getPrivilege))
}

/** /user-central: a user's VIP application and the appointments approved VIPs book. */
export const vipUserRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  serve(app, vip.standing, { response: VipStanding }, async (_, request) => getStanding(db, userOf(request).id))
  serve(app, vip.apply, { request: VipApplyBody, response: VipStanding }, async (body, request) =>
    apply(db, userOf(request).id, body),
  )
  serve(app, vip.slots, { response: Type.Array(VipSlot) }, async (_, request) =>
    listSlots(db, langOf(request), userOf(request).id, clock()),
  )
  serve(app, vip.book, { request: VipSlotBody, response: Type.Array(VipSlot) }, async ({ slotId }, request) =>
    book(db, langOf(request), userOf(request).id, slotId, clock()),
  )
  serve(app, vip.cancel, { request: VipSlotBody, response: Type.Array(VipSlot) }, async ({ slotId }, request) =>
    cancel(db, langOf(request), userOf(request).id, slotId, clock()),
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
