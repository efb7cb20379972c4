import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { areaOptions, exhibitionOptions } from './service'
import type { ExhibitionFilterOptions } from '../../../src/contract/exhibition'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: the exhibition and zone filters of the exhibit and exhibitor lists in one call. */
export const exhibitionFilterOptionsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/exhibition/filterOptions', async (request) => {
    const lang = langOf(request)
    const [exhibitionId, areaId] = await Promise.all([exhibitionOptions(db, lang), areaOptions(db, lang)])
    return ok<ExhibitionFilterOptions>({ exhibitionId, areaId })
  })
}
