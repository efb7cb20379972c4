import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listGroups } from './groups.service'
import { GroupListQuery } from '../../../src/contract/network'
import type { Database } from '../platform/connect'
import { pagedList } from '../platform/page-routes'
import { PUBLIC_READ } from '../platform/public-reads'

/** /common-client: what anyone may read of the network: group chats. */
export const networkCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/projectGroup/list', { ...PUBLIC_READ, ...pagedList(db, { querystring: GroupListQuery }, listGroups) })
}
