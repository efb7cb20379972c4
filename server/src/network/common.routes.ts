import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { circleAccess, circleFeed, personPosts, postDetail } from './circle.service'
import { customerCare } from './customer-service.service'
import { groupDetail, listGroups } from './groups.service'
import { negotiateOptions } from './negotiate.service'
import { personPage } from './people.service'
import { IdQuery, PageOf } from '../../../src/contract/common'
import {
  CircleAccess,
  CustomerCare,
  FeedQuery,
  GroupDetail,
  GroupListQuery,
  NegotiateOptions,
  PersonPage,
  PersonPostsQuery,
  PostCard,
  PostDetail,
  ProjectGroup,
} from '../../../src/contract/network'
import { circle, customerService, groupChats, negotiation, people } from '../../../src/contract/network.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { listPage } from '../platform/page-routes'
import { fieldError } from '../platform/validation-message'

/**
 * /common-client: what anyone may read of the network (a signed-in caller sees where they stand too): people's pages
 * and posts, group chats, the investment circle, customer service's topics and hours, the meeting points and slots.
 */
export const networkCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setSchemaErrorFormatter(fieldError)

  serve(app, people.page, { request: IdQuery, response: PersonPage }, async ({ id }, request) =>
    personPage(db, langOf(request), request.sessionUser?.id ?? null, id, clock()),
  )

  serve(app, people.posts, { request: PersonPostsQuery, response: PageOf(PostCard) }, async (query, request) => {
    const { userId, ...page } = query
    return personPosts(db, langOf(request), request.sessionUser?.id ?? null, userId, page)
  })

  serve(app, circle.post, { request: IdQuery, response: PostDetail }, async ({ id }, request) =>
    found(await postDetail(db, langOf(request), request.sessionUser?.id ?? null, id)),
  )

  serve(app, groupChats.list, { request: GroupListQuery, response: PageOf(ProjectGroup) }, listPage(db, listGroups))

  serve(app, groupChats.detail, { request: IdQuery, response: GroupDetail }, async ({ id }, request) =>
    groupDetail(db, langOf(request), request.sessionUser?.id ?? null, id),
  )

  serve(app, circle.feed, { request: FeedQuery, response: PageOf(PostCard) }, async (query, request) => {
    const { pageNum, pageSize, ...filter } = query
    return circleFeed(db, langOf(request), request.sessionUser?.id ?? null, filter, { pageNum, pageSize })
  })

  serve(app, circle.info, { response: CircleAccess }, async (_, request) => circleAccess(db, langOf(request), null))

  serve(app, customerService.care, { response: CustomerCare }, async (_, request) => customerCare(db, langOf(request)))

  serve(app, negotiation.options, { response: NegotiateOptions }, async (_, request) =>
    negotiateOptions(db, langOf(request), clock()),
  )
}
