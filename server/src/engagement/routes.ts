import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { isCollected, toggleCollect, type ContentExists } from './collects.service'
import { toggleFollow } from './follows.service'
import { addToCounter, likeState, listTags, recordEvent, toggleLike } from './service'
import {
  CollectState,
  ContentKey,
  ContentRef,
  CounterIncrement,
  CounterState,
  EventPoint,
  FollowBody,
  FollowState,
  LikeState,
  Tag,
} from '../../../src/contract/engagement'
import { engagement } from '../../../src/contract/engagement.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { notFound } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: tags of an item and tracking events. */
export const engagementCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, engagement.tags, { request: ContentRef, response: Type.Array(Tag) }, async (ref, request) =>
    listTags(db, langOf(request), { contentId: ref.contentId, contentType: ref.type }),
  )

  serve(app, engagement.eventPoint, { request: EventPoint, response: Type.Null() }, async (event, request) => {
    await recordEvent(db, request.sessionUser?.id, event)
    return null
  })
}

/** /user-central: collects, likes, follows and view/share counters of an item. */
export const engagementUserRoutes: FastifyPluginAsyncTypebox<{ db: Database; contentExists: ContentExists }> = async (
  app,
  { db, contentExists },
) => {
  const existing = async <Key extends ContentKey>(key: Key) => {
    if (!(await contentExists(db, key))) throw notFound()
    return key
  }

  serve(app, engagement.collect, { request: ContentKey, response: CollectState }, async (key, request) =>
    toggleCollect(db, userOf(request).id, await existing(key)),
  )

  serve(app, engagement.checkCollect, { request: ContentKey, response: CollectState }, async (key, request) =>
    isCollected(db, userOf(request).id, key),
  )

  serve(app, engagement.checkAgree, { request: ContentKey, response: LikeState }, async (key, request) =>
    likeState(db, request.sessionUser?.id, key),
  )

  serve(app, engagement.agree, { request: ContentKey, response: LikeState }, async (key, request) =>
    toggleLike(db, userOf(request).id, await existing(key)),
  )

  serve(app, engagement.addNum, { request: CounterIncrement, response: CounterState }, async (body) => {
    const { kind, ...key } = body
    return { count: await addToCounter(db, await existing(key), kind) }
  })

  serve(app, engagement.follow, { request: FollowBody, response: FollowState }, async (body, request) => {
    const { targetId, targetType } = body
    await existing({ contentId: targetId, contentType: targetType })
    return toggleFollow(db, userOf(request).id, targetType, targetId)
  })
}
