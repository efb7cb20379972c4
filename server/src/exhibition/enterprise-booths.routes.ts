import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listEnterpriseBooths } from './service'
import { EnterpriseIdQuery } from '../../../src/contract/enterprise'
import { enterpriseExists } from '../enterprise/enterprises.service'
import type { Database } from '../platform/connect'
import { notFound, ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: an enterprise's booths with their exhibitions. */
export const enterpriseBoothRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/enterprise/boothList', { schema: { querystring: EnterpriseIdQuery } }, async (request) => {
    const { enterpriseId, keyword, ...page } = request.query
    if (!(await enterpriseExists(db, enterpriseId))) throw notFound()
    return ok(await listEnterpriseBooths(db, langOf(request), enterpriseId, keyword, page))
  })
}
