import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { applyForCertification, circleAccess, createPost, deletePost, likedPosts, myPosts } from './circle.service'
import { openService, serviceThread } from './customer-service.service'
import { IdQuery, Literals, PageFields, PageQuery } from '../../../src/contract/common'
import { CertificationForm, PostForm, ServiceOpenForm } from '../../../src/contract/network'
import { POST_KINDS } from '../../../src/contract/network.codes'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'

const MinePostsQuery = Type.Object({ ...PageFields, kind: Type.Optional(Literals(POST_KINDS)) })

/**
 * /user-central/network: the investment circle as the signed-in user has it (certification, posting, their posts and
 * likes) and their chat with customer service (/online-service).
 */
export const networkCircleRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setSchemaErrorFormatter(fieldError)

  app.get('/network/circle/certification', async (request) => {
    const user = await requireUser(db, request)
    return ok(await circleAccess(db, langOf(request), user.id))
  })

  app.post('/network/circle/apply', { schema: { body: CertificationForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await applyForCertification(db, langOf(request), user.id, request.body))
  })

  app.post('/network/circle/post', { schema: { body: PostForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await createPost(db, langOf(request), user.id, request.body, clock()))
  })

  app.post('/network/circle/delete', { schema: { body: IdQuery } }, async (request) => {
    const user = await requireUser(db, request)
    await deletePost(db, user.id, request.body.id)
    return ok(null)
  })

  app.get('/network/circle/mine', { schema: { querystring: MinePostsQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const { kind, ...page } = request.query
    return ok(await myPosts(db, langOf(request), user.id, kind, page))
  })

  app.get('/network/circle/liked', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await likedPosts(db, langOf(request), user.id, request.query))
  })

  app.get('/network/service', async (request) => {
    const user = await requireUser(db, request)
    return ok(await serviceThread(db, langOf(request), user.id))
  })

  app.post('/network/service/open', { schema: { body: ServiceOpenForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await openService(db, langOf(request), user.id, request.body.topicId, clock()))
  })
}
