import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { isCollected, toggleCollect, type ContentExists } from './collects.service'
import { addToCounter, likeState, listTags, recordEvent, toggleLike } from './service'
import { ContentKey, ContentRef, CounterIncrement, EventPoint } from '../../../src/contract/engagement'
import { optionalUser, requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { notFound, ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: tags of an item and tracking events. */
export const engagementCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/tag/listByContentIdAndType', { schema: { querystring: ContentRef } }, async (request) =>
    ok(await listTags(db, langOf(request), { contentId: request.query.contentId, contentType: request.query.type })),
  )

  app.post('/event/eventPoint', { schema: { body: EventPoint } }, async (request) => {
    const user = await optionalUser(db, request)
    await recordEvent(db, user?.id, request.body)
    return ok(null)
  })
}

/** /user-central: likes, collects and view/share counters of an item. */
export const engagementUserRoutes: FastifyPluginAsyncTypebox<{ db: Database; contentExists: ContentExists }> = async (
  app,
  { db, contentExists },
) => {
  app.post('/unify/collect', { schema: { body: ContentKey } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await contentExists(db, request.body))) throw notFound()
    return ok(await toggleCollect(db, user.id, request.body))
  })

  app.post('/unify/checkCollect', { schema: { body: ContentKey } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await isCollected(db, user.id, request.body))
  })

  // Works signed out too, so the like count shows to everyone.
  app.post('/unify/checkAgree', { schema: { body: ContentKey } }, async (request) => {
    const user = await optionalUser(db, request)
    return ok(await likeState(db, user?.id, request.body))
  })

  app.post('/unify/agree', { schema: { body: ContentKey } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await contentExists(db, request.body))) throw notFound()
    return ok(await toggleLike(db, user.id, request.body))
  })

  app.post('/unify/addNum', { schema: { body: CounterIncrement } }, async (request) => {
    const { kind, ...key } = request.body
    if (!(await contentExists(db, key))) throw notFound()
    return ok({ count: await addToCounter(db, key, kind) })
  })
}
