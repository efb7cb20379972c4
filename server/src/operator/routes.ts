import { createHash, timingSafeEqual } from 'node:crypto'
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { approveRealName, getSubmission, listSubmissions, rejectRealName } from '../account'
import { vipOperatorRoutes } from '../fair'
import { networkOperatorRoutes } from '../network'
import type { Database } from '../platform/connect'
import { ApiError, ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { registrationOperatorRoutes } from '../registration'
import { listKeywords, setKeywordHidden } from '../search'

const UserParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) })
const Operator = Type.String({ minLength: 1, maxLength: 100 })
const Lang = Type.Union([Type.Literal('zh'), Type.Literal('en')])

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * The operator commands over HTTP (real-name review, hot keywords, registration and VIP review, customer service
 * and investment-circle certification), so `npm run admin` works while the server holds
 * the embedded database. Served only on the loopback listener of main.ts, and only with the operator token.
 */
export const operatorRoutes: FastifyPluginAsyncTypebox<{ db: Database; token: string; clock: Clock }> = async (
  app,
  { db, token, clock },
) => {
  const expected = digest(token)
  app.addHook('onRequest', async (request) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    if (!timingSafeEqual(digest(given), expected)) throw new ApiError(401, 401, 'operator.tokenRequired')
  })

  app.register(registrationOperatorRoutes, { db, clock })
  app.register(vipOperatorRoutes, { db, clock })
  app.register(networkOperatorRoutes, { db })

  app.get('/realname', async () => ok(await listSubmissions(db)))
  app.get('/realname/:userId', { schema: { params: UserParams } }, async (request) =>
    ok(await getSubmission(db, request.params.userId)),
  )
  app.post(
    '/realname/:userId/approve',
    { schema: { params: UserParams, body: Type.Object({ operator: Operator }) } },
    async (request) => {
      await approveRealName(db, request.params.userId, request.body.operator)
      return ok(null)
    },
  )
  app.post(
    '/realname/:userId/reject',
    {
      schema: {
        params: UserParams,
        body: Type.Object({ operator: Operator, reason: Type.String({ maxLength: 500 }) }),
      },
    },
    async (request) => {
      await rejectRealName(db, request.params.userId, request.body.reason, request.body.operator)
      return ok(null)
    },
  )
  app.get('/keywords', { schema: { querystring: Type.Object({ lang: Lang }) } }, async (request) =>
    ok(await listKeywords(db, request.query.lang)),
  )
  app.post(
    '/keywords/hidden',
    {
      schema: {
        body: Type.Object({
          lang: Lang,
          keyword: Type.String({ minLength: 1, maxLength: 100 }),
          hidden: Type.Boolean(),
        }),
      },
    },
    async (request) => {
      await setKeywordHidden(db, request.body.lang, request.body.keyword, request.body.hidden)
      return ok(null)
    },
  )
}
