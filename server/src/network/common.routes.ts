import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { circleAccess, circleFeed, personPosts, postDetail } from './circle.service'
import { customerCare } from './customer-service.service'
import { groupDetail, listGroups } from './groups.service'
import { negotiateOptions } from './negotiate.service'
import { personPage } from './people.service'
import { IdQuery } from '../../../src/contract/common'
import { FeedQuery, GroupListQuery, PersonPostsQuery } from '../../../src/contract/network'
import { optionalUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { pagedList } from '../platform/page-routes'
import { PUBLIC_READ } from '../platform/public-reads'
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

  app.get('/home/userInfoDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const viewer = await optionalUser(db, request)
    return ok(await personPage(db, langOf(request), viewer?.id ?? null, request.query.id, clock()))
  })

  app.get('/home/userInformationList', { schema: { querystring: PersonPostsQuery } }, async (request) => {
    const { userId, ...page } = request.query
    const viewer = await optionalUser(db, request)
    return ok(await personPosts(db, langOf(request), viewer?.id ?? null, userId, page))
  })

  app.get('/home/dynamicDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const viewer = await optionalUser(db, request)
    return okOrNotFound(await postDetail(db, langOf(request), viewer?.id ?? null, request.query.id))
  })

  app.get('/projectGroup/list', { ...PUBLIC_READ, ...pagedList(db, { querystring: GroupListQuery }, listGroups) })

  app.get('/network/group/detail', { schema: { querystring: IdQuery } }, async (request) => {
    const viewer = await optionalUser(db, request)
    return ok(await groupDetail(db, langOf(request), viewer?.id ?? null, request.query.id))
  })

  app.get('/network/circle/feed', { ...PUBLIC_READ, schema: { querystring: FeedQuery } }, async (request) => {
    const { pageNum, pageSize, ...filter } = request.query
    const viewer = await optionalUser(db, request)
    return ok(await circleFeed(db, langOf(request), viewer?.id ?? null, filter, { pageNum, pageSize }))
  })

  app.get('/network/circle/info', async (request) => ok(await circleAccess(db, langOf(request), null)))

  app.get('/operateCustomerCare/list', PUBLIC_READ, async (request) => ok(await customerCare(db, langOf(request))))

  // Not a cached public read: the slots on offer follow the fair's clock.
  app.get('/network/negotiate/options', async (request) => ok(await negotiateOptions(db, langOf(request), clock())))
}
