import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listEnterpriseProjects } from './projects.service'
import { PageOf } from '../../../src/contract/common'
import { ProjectCard } from '../../../src/contract/content'
import { EnterpriseIdQuery } from '../../../src/contract/enterprise'
import { enterprises } from '../../../src/contract/enterprise.endpoints'
import { enterpriseExists } from '../enterprise'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { notFound } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: an enterprise's investment projects. */
export const enterpriseProjectRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    enterprises.projects,
    { request: EnterpriseIdQuery, response: PageOf(ProjectCard) },
    async ({ enterpriseId, keyword, ...page }, request) => {
      if (!(await enterpriseExists(db, enterpriseId))) throw notFound()
      return listEnterpriseProjects(db, langOf(request), enterpriseId, keyword, page)
    },
  )
}
