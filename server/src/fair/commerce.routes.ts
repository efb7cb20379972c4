import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getArticle, getOverview, getStatistics, listArticles, listChanges, listReleases } from './commerce.service'
import { IdQuery } from '../../../src/contract/common'
import { CommerceArticleQuery, CommerceReleaseQuery, CommerceStatisticsQuery } from '../../../src/contract/fair'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { pagedList } from '../platform/page-routes'

/** /common-client: the host city's commerce data, reforms, local cases and public notices. */
export const commerceRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/commerce/overview', async (request) => ok(await getOverview(db, langOf(request))))
  app.get('/commerce/statistics', { schema: { querystring: CommerceStatisticsQuery } }, async (request) =>
    okOrNotFound(await getStatistics(db, langOf(request), request.query.year)),
  )
  app.get('/commerce/releases', pagedList(db, { querystring: CommerceReleaseQuery }, listReleases))
  app.get('/commerce/changes', async (request) => ok(await listChanges(db, langOf(request))))
  app.get('/commerce/articleList', pagedList(db, { querystring: CommerceArticleQuery }, listArticles))
  app.get('/commerce/article', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getArticle(db, langOf(request), request.query.id)),
  )
}
