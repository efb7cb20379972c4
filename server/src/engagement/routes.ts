import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CONTENT_TYPE_CODES, contentExists } from './collects.service'
import { addToCounter, likeState, listTags, recordEvent, toggleLike } from './service'
import { Id } from '../../../src/contract/common'
import type { Database } from '../platform/connect'
import { notFound, ok } from '../platform/envelope'
import { optionalUser, requireUser } from '../platform/guard'
import { langOf } from '../platform/lang'

const ContentTypeCode = Type.Integer({ enum: CONTENT_TYPE_CODES })
const ContentKeyBody = Type.Object({ contentId: Id, contentType: ContentTypeCode })
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }))

/** /common-client: tags of an item and tracking events. */
export const engagementCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/tag/listByContentIdAndType',
    { schema: { querystring: Type.Object({ contentId: Id, type: ContentTypeCode }) } },
    async (request) =>
      ok(await listTags(db, langOf(request), { contentId: request.query.contentId, contentType: request.query.type })),
  )

  app.post(
    '/event/eventPoint',
    {
      schema: {
        body: Type.Object({
          eventName: Type.String({ minLength: 1, maxLength: 64 }),
          contentId: Text(64),
          paramId: Text(64),
          paramName: Text(200),
        }),
      },
    },
    async (request) => {
      const user = await optionalUser(db, request)
      await recordEvent(db, user?.id, request.body)
      return ok(null)
    },
  )
}

/** /user-central: likes and view/share counters of an item. */
export const engagementUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // Works signed out too, so the like count shows to everyone.
  app.post('/unify/checkAgree', { schema: { body: ContentKeyBody } }, async (request) => {
    const user = await optionalUser(db, request)
    return ok(await likeState(db, user?.id, request.body))
  })

  app.post('/unify/agree', { schema: { body: ContentKeyBody } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await contentExists(db, request.body))) throw notFound()
    return ok(await toggleLike(db, user.id, request.body))
  })

  app.post(
    '/unify/addNum',
    {
      schema: {
        body: Type.Object({
          contentId: Id,
          contentType: ContentTypeCode,
          kind: Type.Union([Type.Literal('view'), Type.Literal('share')]),
        }),
      },
    },
    async (request) => {
      const { kind, ...key } = request.body
      if (!(await contentExists(db, key))) throw notFound()
      return ok({ count: await addToCounter(db, key, kind) })
    },
  )
}
