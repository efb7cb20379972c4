import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getGuideArticle, listGuide } from './guide.service'
import { GuideListQuery, GuideQuery } from '../../../src/contract/fair'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client/cifit: the fair guide (services, notices, contacts) kept as fair articles under code prefixes. */
export const fairGuideRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/cifit/guideList', { schema: { querystring: GuideListQuery } }, async (request) =>
    ok(await listGuide(db, langOf(request), request.query.prefix)),
  )

  app.get('/cifit/guide', { schema: { querystring: GuideQuery } }, async (request) =>
    okOrNotFound(await getGuideArticle(db, langOf(request), request.query.id)),
  )
}
