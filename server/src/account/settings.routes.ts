import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { userOf } from './guard'
import { addFeedback, bindEmail, changePassword, getUserSetting, setRecommend } from './settings.service'
import {
  EmailBinding,
  FeedbackAdded,
  FeedbackForm,
  PasswordChange,
  UserSetting,
  UserSettingChange,
} from '../../../src/contract/account'
import { settings } from '../../../src/contract/account.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'

/** /user-central settings calls: recommendation switch, password, email binding, feedback (seed 001 section 2). */
export const settingsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, settings.info, { response: UserSetting }, async (_, request) => getUserSetting(db, userOf(request)))

  serve(app, settings.update, { request: UserSettingChange, response: UserSetting }, async ({ recommend }, request) =>
    setRecommend(db, userOf(request), recommend),
  )

  serve(
    app,
    settings.updatePassword,
    { request: PasswordChange, response: Type.Null() },
    async ({ newPassword, oldPassword }, request) => {
      await changePassword(db, userOf(request).id, newPassword, oldPassword)
      return null
    },
  )

  serve(app, settings.bindEmail, { request: EmailBinding, response: UserSetting }, async ({ email, code }, request) =>
    bindEmail(db, userOf(request), email, code),
  )

  serve(app, settings.addFeedback, { request: FeedbackForm, response: FeedbackAdded }, async (form, request) =>
    addFeedback(db, request.sessionUser?.id ?? null, form),
  )
}
