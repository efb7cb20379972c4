import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listOptions, listPushTimeOptions } from './catalogue.service'
import { listMajorProjectIndustries } from './projects.service'
import {
  ProjectFilterOptionsQuery,
  type ParkFilterOptions,
  type ProjectFilterOptions,
} from '../../../src/contract/content'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /merchants-client: every filter of the project and park lists in one call, so a list opens with one request. */
export const contentFilterOptionsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/project/filterOptions', { schema: { querystring: ProjectFilterOptionsQuery } }, async (request) => {
    const lang = langOf(request)
    const [industryId, carrierId, investModeId, pushTimeId] = await Promise.all([
      request.query.type === 2 ? listMajorProjectIndustries(db, lang) : listOptions(db, lang, 'industry'),
      listOptions(db, lang, 'carrier'),
      listOptions(db, lang, 'invest_mode'),
      listPushTimeOptions(db, lang),
    ])
    return ok<ProjectFilterOptions>({ industryId, carrierId, investModeId, pushTimeId })
  })

  app.get('/park/filterOptions', async (request) => {
    const lang = langOf(request)
    const [parkTypeId, estateTypeId] = await Promise.all([
      listOptions(db, lang, 'park_type'),
      listOptions(db, lang, 'estate_type'),
    ])
    return ok<ParkFilterOptions>({ parkTypeId, estateTypeId })
  })
}
