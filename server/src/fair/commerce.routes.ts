import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getArticle, getOverview, getStatistics, listArticles, listChanges, listReleases } from './commerce.service'
import { IdQuery, PageOf } from '../../../src/contract/common'
import {
  CommerceArticle,
  CommerceArticleCard,
  CommerceArticleQuery,
  CommerceChange,
  CommerceFigure,
  CommerceRelease,
  CommerceReleaseQuery,
  CommerceStatistics,
  CommerceStatisticsQuery,
} from '../../../src/contract/fair'
import { commerce } from '../../../src/contract/fair.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { listPage, itemById } from '../platform/page-routes'

/** /common-client: the host city's commerce data, reforms, local cases and public notices. */
export const commerceRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, commerce.overview, { response: Type.Array(CommerceFigure) }, async (_, request) =>
    getOverview(db, langOf(request)),
  )
  serve(
    app,
    commerce.statistics,
    { request: CommerceStatisticsQuery, response: CommerceStatistics },
    async ({ year }, request) => found(await getStatistics(db, langOf(request), year)),
  )
  serve(
    app,
    commerce.releases,
    { request: CommerceReleaseQuery, response: PageOf(CommerceRelease) },
    listPage(db, listReleases),
  )
  serve(app, commerce.changes, { response: Type.Array(CommerceChange) }, async (_, request) =>
    listChanges(db, langOf(request)),
  )
  serve(
    app,
    commerce.articles,
    { request: CommerceArticleQuery, response: PageOf(CommerceArticleCard) },
    listPage(db, listArticles),
  )
  serve(app, commerce.article, { request: IdQuery, response: CommerceArticle }, itemById(db, getArticle))
}
