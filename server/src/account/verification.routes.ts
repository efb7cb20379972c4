import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { requireUser } from './guard'
import { getRealNameInfo, submitRealName } from './verification.service'
import { RealNameSubmission } from '../../../src/contract/account'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'

/** /user-central/userRealName: the signed-in user's real-name verification (review is the operator command's). */
export const verificationRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/userRealName/info', async (request) => ok(await getRealNameInfo(db, await requireUser(db, request))))

  app.post('/userRealName/submit', { schema: { body: RealNameSubmission } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await submitRealName(db, user, request.body))
  })
}
