import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { optionalUser, requireSession, requireUser } from './guard'
import type { LoginDeps } from './login-codes'
import { loginRoutes } from './login.routes'
import { deleteSession, deleteUserSessions } from './sessions'
import { getMineInfo, toProfile } from './users.service'
import { ContentKey } from '../../../src/contract/engagement'
import { ModuleQuery } from '../../../src/contract/fair'
import { listModules } from '../content/catalogue.service'
import { contentExists, isCollected, toggleCollect } from '../engagement/collects.service'
import type { Database } from '../platform/connect'
import { notFound, ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /user-central: home modules, login, session, profile, collects. */
export const userCentralRoutes: FastifyPluginAsyncTypebox<{ db: Database; login?: Partial<LoginDeps> }> = async (
  app,
  { db, login },
) => {
  app.register(loginRoutes, { db, deps: login, prefix: '/login' })

  app.get('/operateCommonModule/listByType', { schema: { querystring: ModuleQuery } }, async (request) =>
    ok(await listModules(db, langOf(request), request.query.type)),
  )

  app.get('/isLogin', async (request) => ok((await optionalUser(db, request)) !== null))

  // The client's token check: data null (not an error) means "drop the token" (seed 001 section 4).
  app.post('/usr/userInfo', async (request) => {
    const user = await optionalUser(db, request)
    return ok(user ? toProfile(user) : null)
  })

  app.get('/mine/getMineInfo', async (request) => {
    const user = await requireUser(db, request)
    return ok(await getMineInfo(db, user.id))
  })

  app.post('/unify/collect', { schema: { body: ContentKey } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await contentExists(db, request.body))) throw notFound()
    return ok(await toggleCollect(db, user.id, request.body))
  })

  app.post('/unify/checkCollect', { schema: { body: ContentKey } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await isCollected(db, user.id, request.body))
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
