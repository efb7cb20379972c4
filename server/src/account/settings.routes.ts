import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { optionalUser, requireUser } from './guard'
import { addFeedback, bindEmail, changePassword, getUserSetting, setRecommend } from './settings.service'
import { EmailBinding, FeedbackForm, PasswordChange, UserSettingChange } from '../../../src/contract/account'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'

/** /user-central settings calls: recommendation switch, password, email binding, feedback (seed 001 section 2). */
export const settingsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/userSetting/info', async (request) => ok(await getUserSetting(db, await requireUser(db, request))))

  app.post('/userSetting/update', { schema: { body: UserSettingChange } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await setRecommend(db, user, request.body.recommend))
  })

  app.post('/usr/updatePassword', { schema: { body: PasswordChange } }, async (request) => {
    const user = await requireUser(db, request)
    await changePassword(db, user.id, request.body.newPassword, request.body.oldPassword)
    return ok(null)
  })

  app.post('/usr/bindEmail', { schema: { body: EmailBinding } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await bindEmail(db, user, request.body.email, request.body.code))
  })

  app.post('/feedback/add', { schema: { body: FeedbackForm } }, async (request) => {
    const user = await optionalUser(db, request)
    return ok(await addFeedback(db, user?.id ?? null, request.body))
  })
}
