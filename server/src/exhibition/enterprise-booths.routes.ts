import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listEnterpriseBooths } from './service'
import { PageOf } from '../../../src/contract/common'
import { EnterpriseBooth, EnterpriseIdQuery } from '../../../src/contract/enterprise'
import { enterprises } from '../../../src/contract/enterprise.endpoints'
import { enterpriseExists } from '../enterprise'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { notFound } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: an enterprise's booths with their exhibitions. */
export const enterpriseBoothRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    enterprises.booths,
    { request: EnterpriseIdQuery, response: PageOf(EnterpriseBooth) },
    async ({ enterpriseId, keyword, ...page }, request) => {
      if (!(await enterpriseExists(db, enterpriseId))) throw notFound()
      return listEnterpriseBooths(db, langOf(request), enterpriseId, keyword, page)
    },
  )
}
