import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { applyForCertification, circleAccess, createPost, deletePost, likedPosts, myPosts } from './circle.service'
import { openService, serviceThread } from './customer-service.service'
import { IdQuery, PageOf, PageQuery } from '../../../src/contract/common'
import {
  CertificationForm,
  CircleAccess,
  MinePostsQuery,
  PostCard,
  PostDetail,
  PostForm,
  ServiceOpenForm,
  ServiceThread,
} from '../../../src/contract/network'
import { circle, customerService } from '../../../src/contract/network.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'

/**
 * /user-central/network: the investment circle as the signed-in user has it (certification, posting, their posts and
 * likes) and their chat with customer service (/online-service).
 */
export const networkCircleRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setSchemaErrorFormatter(fieldError)

  serve(app, circle.certification, { response: CircleAccess }, async (_, request) =>
    circleAccess(db, langOf(request), userOf(request).id),
  )

  serve(app, circle.apply, { request: CertificationForm, response: CircleAccess }, async (form, request) =>
    applyForCertification(db, langOf(request), userOf(request).id, form),
  )

  serve(app, circle.create, { request: PostForm, response: PostDetail }, async (form, request) =>
    createPost(db, langOf(request), userOf(request).id, form, clock()),
  )

  serve(app, circle.delete, { request: IdQuery, response: Type.Null() }, async ({ id }, request) => {
    await deletePost(db, userOf(request).id, id)
    return null
  })

  serve(app, circle.mine, { request: MinePostsQuery, response: PageOf(PostCard) }, async (query, request) => {
    const { kind, ...page } = query
    return myPosts(db, langOf(request), userOf(request).id, kind, page)
  })

  serve(app, circle.liked, { request: PageQuery, response: PageOf(PostCard) }, async (page, request) =>
    likedPosts(db, langOf(request), userOf(request).id, page),
  )

  serve(app, customerService.thread, { response: ServiceThread }, async (_, request) =>
    serviceThread(db, langOf(request), userOf(request).id),
  )

  serve(app, customerService.open, { request: ServiceOpenForm, response: ServiceThread }, async (form, request) =>
    openService(db, langOf(request), userOf(request).id, form.topicId, clock()),
  )
}
