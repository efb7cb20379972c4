import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listOptions, listPushTimeOptions } from './catalogue.service'
import { listMajorProjectIndustries } from './projects.service'
import { ParkFilterOptions, ProjectFilterOptions, ProjectFilterOptionsQuery } from '../../../src/contract/content'
import { parks, projects } from '../../../src/contract/content.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'

/** /merchants-client: every filter of the project and park lists in one call, so a list opens with one request. */
export const contentFilterOptionsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(
    app,
    projects.filterOptions,
    { request: ProjectFilterOptionsQuery, response: ProjectFilterOptions },
    async ({ type }, request) => {
      const lang = langOf(request)
      const [industryId, carrierId, investModeId, pushTimeId] = await Promise.all([
        type === 2 ? listMajorProjectIndustries(db, lang) : listOptions(db, lang, 'industry'),
        listOptions(db, lang, 'carrier'),
        listOptions(db, lang, 'invest_mode'),
        listPushTimeOptions(db, lang),
      ])
      return { industryId, carrierId, investModeId, pushTimeId }
    },
  )

  serve(app, parks.filterOptions, { response: ParkFilterOptions }, async (_, request) => {
    const lang = langOf(request)
    const [parkTypeId, estateTypeId] = await Promise.all([
      listOptions(db, lang, 'park_type'),
      listOptions(db, lang, 'estate_type'),
    ])
    return { parkTypeId, estateTypeId }
  })
}
