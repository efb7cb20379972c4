import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getGuideArticle, listGuide } from './guide.service'
import { GuideArticle, GuideEntry, GuideListQuery, GuideQuery } from '../../../src/contract/fair'
import { guide } from '../../../src/contract/fair.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'
import { itemById } from '../platform/page-routes'

/** /common-client/cifit: the fair guide (services, notices, contacts) kept as fair articles under code prefixes. */
export const fairGuideRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, guide.list, { request: GuideListQuery, response: Type.Array(GuideEntry) }, async ({ prefix }, request) =>
    listGuide(db, langOf(request), prefix),
  )

  serve(app, guide.article, { request: GuideQuery, response: GuideArticle }, itemById(db, getGuideArticle))
}
