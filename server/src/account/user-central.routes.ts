import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { optionalUser, requireSession } from './guard'
import type { LoginDeps } from './login-codes'
import { loginRoutes } from './login.routes'
import { deleteSession, deleteUserSessions } from './sessions'
import { toProfile } from './users.service'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'

/** /user-central: login, session, profile. */
export const userCentralRoutes: FastifyPluginAsyncTypebox<{ db: Database; login?: Partial<LoginDeps> }> = async (
  app,
  { db, login },
) => {
  app.register(loginRoutes, { db, deps: login, prefix: '/login' })

  app.get('/isLogin', async (request) => ok((await optionalUser(db, request)) !== null))

  // The client's token check: data null (not an error) means "drop the token" (seed 001 section 4).
  app.post('/usr/userInfo', async (request) => {
    const user = await optionalUser(db, request)
    return ok(user ? toProfile(user) : null)
  })

  app.post('/logout', async (request) => {
    const { token } = await requireSession(db, request)
    await deleteSession(db, token)
    return ok(null)
  })

  // "Sign out of all devices": a lost phone's session ends too.
  app.post('/logoutAll', async (request) => {
    const { user } = await requireSession(db, request)
    return ok({ ended: await deleteUserSessions(db, user.id) })
  })
}
