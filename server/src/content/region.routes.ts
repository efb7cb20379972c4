import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getRegionSection } from './region-sections.service'
import { RegionSection, RegionSectionQuery } from '../../../src/contract/city'
import { city } from '../../../src/contract/city.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: a regional section with its member cities and their latest projects. */
export const regionSectionRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, city.regionSection, { request: RegionSectionQuery, response: RegionSection }, async ({ code }, request) =>
    found(await getRegionSection(db, langOf(request), code)),
  )
}
