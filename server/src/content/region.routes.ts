import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getRegionSection } from './region-sections.service'
import { RegionSectionQuery } from '../../../src/contract/city'
import type { Database } from '../platform/connect'
import { okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: a regional section with its member cities and their latest projects. */
export const regionSectionRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/region/section', { schema: { querystring: RegionSectionQuery } }, async (request) =>
    okOrNotFound(await getRegionSection(db, langOf(request), request.query.code)),
  )
}
