import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listEnterpriseProjects } from './projects.service'
import { EnterpriseIdQuery } from '../../../src/contract/enterprise'
import { enterpriseExists } from '../enterprise/enterprises.service'
import type { Database } from '../platform/connect'
import { notFound, ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: an enterprise's investment projects. */
export const enterpriseProjectRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/enterprise/projectList', { schema: { querystring: EnterpriseIdQuery } }, async (request) => {
    const { enterpriseId, keyword, ...page } = request.query
    if (!(await enterpriseExists(db, enterpriseId))) throw notFound()
    return ok(await listEnterpriseProjects(db, langOf(request), enterpriseId, keyword, page))
  })
}
