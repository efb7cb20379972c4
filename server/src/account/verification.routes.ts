import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getRealNameInfo, submitRealName } from './verification.service'
import { VERIFICATION_METHODS } from '../../../src/contract/account.codes'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { requireUser } from '../platform/guard'

const SubmitBody = Type.Object({
  method: Type.Union(VERIFICATION_METHODS.map((method) => Type.Literal(method))),
  realName: Type.String({ minLength: 1, maxLength: 50 }),
  idNumber: Type.String({ maxLength: 18, default: '' }),
  company: Type.String({ maxLength: 100, default: '' }),
  area: Type.String({ maxLength: 50, default: '' }),
  material: Type.String({ maxLength: 500 }),
  privacyAccepted: Type.Boolean(),
})

/** /user-central/userRealName: the signed-in user's real-name verification (review is the operator command's). */
export const verificationRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/userRealName/info', async (request) => ok(await getRealNameInfo(db, await requireUser(db, request))))

  app.post('/userRealName/submit', { schema: { body: SubmitBody } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await submitRealName(db, user, request.body))
  })
}
