import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { decideCertification, listCertifications } from './circle.service'
import { listServiceThreads, replyToService, showServiceThread } from './customer-service.service'
import { Literals } from '../../../src/contract/common'
import { CERTIFICATION_STATUSES, MESSAGE_TEXT_MAX } from '../../../src/contract/network.codes'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'

const UserParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) })
const Operator = Type.String({ minLength: 1, maxLength: 100 })

/**
 * The operator API's customer service (mounted under the operator token by operator/routes.ts): the chats waiting
 * for a reply, one chat, a reply; and the investment circle's certifications: the applications, certify, refuse.
 */
export const networkOperatorRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/service',
    { schema: { querystring: Type.Object({ all: Type.Optional(Type.Boolean()) }) } },
    async (request) => ok(await listServiceThreads(db, request.query.all)),
  )

  app.get('/service/:userId', { schema: { params: UserParams } }, async (request) =>
    okOrNotFound(await showServiceThread(db, request.params.userId)),
  )

  app.post(
    '/service/:userId/reply',
    {
      schema: {
        params: UserParams,
        body: Type.Object({ operator: Operator, text: Type.String({ minLength: 1, maxLength: MESSAGE_TEXT_MAX }) }),
      },
    },
    async (request) =>
      ok({ id: await replyToService(db, request.params.userId, request.body.operator, request.body.text) }),
  )

  app.get(
    '/circle/certifications',
    { schema: { querystring: Type.Object({ status: Type.Optional(Literals(CERTIFICATION_STATUSES)) }) } },
    async (request) => ok(await listCertifications(db, request.query.status)),
  )

  app.post(
    '/circle/certifications/:userId/certify',
    { schema: { params: UserParams, body: Type.Object({ operator: Operator }) } },
    async (request) => {
      await decideCertification(db, request.params.userId, { operator: request.body.operator, certify: true })
      return ok(null)
    },
  )

  app.post(
    '/circle/certifications/:userId/refuse',
    {
      schema: {
        params: UserParams,
        body: Type.Object({ operator: Operator, reason: Type.String({ minLength: 1, maxLength: 500 }) }),
      },
    },
    async (request) => {
      const { operator, reason } = request.body
      await decideCertification(db, request.params.userId, { operator, certify: false, reason })
      return ok(null)
    },
  )
}
