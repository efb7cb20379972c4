import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { groupDetail, listGroups } from './groups.service'
import { personPage } from './people.service'
import { IdQuery } from '../../../src/contract/common'
import { GroupListQuery } from '../../../src/contract/network'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { optionalUser } from '../platform/guard'
import { langOf } from '../platform/lang'
import { pagedList } from '../platform/page-routes'
import { PUBLIC_READ } from '../platform/public-reads'
import { fieldError } from '../platform/validation-message'

/**
 * /common-client: what anyone may read of the network (a signed-in caller sees where they stand too): people's pages
 * and group chats.
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

  app.get('/projectGroup/list', { ...PUBLIC_READ, ...pagedList(db, { querystring: GroupListQuery }, listGroups) })

  app.get('/network/group/detail', { schema: { querystring: IdQuery } }, async (request) => {
    const viewer = await optionalUser(db, request)
    return ok(await groupDetail(db, langOf(request), viewer?.id ?? null, request.query.id))
  })
}
