import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { sessionOf, userOf } from './guard'
import type { LoginDeps } from './login-codes'
import { loginRoutes } from './login.routes'
import { deleteSession, deleteUserSessions } from './sessions'
import { toProfile } from './users.service'
import { LogoutAllResult, UserProfile } from '../../../src/contract/account'
import { session } from '../../../src/contract/account.endpoints'
import { Nullable } from '../../../src/contract/common'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'

/** /user-central: login, session, profile. */
export const userCentralRoutes: FastifyPluginAsyncTypebox<{ db: Database; login?: Partial<LoginDeps> }> = async (
  app,
  { db, login },
) => {
  app.register(loginRoutes, { db, deps: login })

  serve(app, session.isLogin, { response: Type.Boolean() }, async (_, request) => request.sessionUser !== null)

  // The client's token check: data null (not an error) means "drop the token" (seed 001 section 4).
  serve(app, session.userInfo, { response: Nullable(UserProfile) }, async (_, request) =>
    request.sessionUser ? toProfile(request.sessionUser) : null,
  )

  serve(app, session.logout, { response: Type.Null() }, async (_, request) => {
    await deleteSession(db, sessionOf(request).token)
    return null
  })

  // "Sign out of all devices": a lost phone's session ends too.
  serve(app, session.logoutAll, { response: LogoutAllResult }, async (_, request) => ({
    ended: await deleteUserSessions(db, userOf(request).id),
  }))
}
