import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { areaOptions, exhibitionOptions } from './service'
import { ExhibitionFilterOptions } from '../../../src/contract/exhibition'
import { exhibition } from '../../../src/contract/exhibition.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'

/** /common-client: the exhibition and zone filters of the exhibit and exhibitor lists in one call. */
export const exhibitionFilterOptionsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, exhibition.filterOptions, { response: ExhibitionFilterOptions }, async (_, request) => {
    const lang = langOf(request)
    const [exhibitionId, areaId] = await Promise.all([exhibitionOptions(db, lang), areaOptions(db, lang)])
    return { exhibitionId, areaId }
  })
}
