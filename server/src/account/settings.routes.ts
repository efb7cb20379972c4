import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { addFeedback, bindEmail, changePassword, getUserSetting, setRecommend } from './settings.service'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { optionalUser, requireUser } from '../platform/guard'

// Lengths are loose on purpose: the rules are checked by the service, which answers a field-specific message.
const PasswordBody = Type.Object({
  oldPassword: Type.Optional(Type.String({ maxLength: 128 })),
  newPassword: Type.String({ maxLength: 128 }),
})
const BindEmailBody = Type.Object({ email: Type.String({ maxLength: 254 }), code: Type.String({ maxLength: 32 }) })
const FeedbackBody = Type.Object({
  type: Type.Union([
    Type.Literal('function'),
    Type.Literal('content'),
    Type.Literal('experience'),
    Type.Literal('other'),
  ]),
  content: Type.String({ maxLength: 5000 }),
  contact: Type.Optional(Type.String({ maxLength: 100 })),
})

/** /user-central settings calls: recommendation switch, password, email binding, feedback (seed 001 section 2). */
export const settingsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/userSetting/info', async (request) => ok(await getUserSetting(db, await requireUser(db, request))))

  app.post('/userSetting/update', { schema: { body: Type.Object({ recommend: Type.Boolean() }) } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await setRecommend(db, user, request.body.recommend))
  })

  app.post('/usr/updatePassword', { schema: { body: PasswordBody } }, async (request) => {
    const user = await requireUser(db, request)
    await changePassword(db, user.id, request.body.newPassword, request.body.oldPassword)
    return ok(null)
  })

  app.post('/usr/bindEmail', { schema: { body: BindEmailBody } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await bindEmail(db, user, request.body.email, request.body.code))
  })

  app.post('/feedback/add', { schema: { body: FeedbackBody } }, async (request) => {
    const user = await optionalUser(db, request)
    return ok(await addFeedback(db, user?.id ?? null, request.body))
  })
}
