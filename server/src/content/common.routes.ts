import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyRequest } from 'fastify'
import { listOptions } from './catalogue.service'
import { getNews } from './news.service'
import { getPark } from './parks.service'
import { getProject } from './projects.service'
import { IdQuery, Option } from '../../../src/contract/common'
import { NewsDetail, ParkDetail, ProjectDetail, ProjectDetailQuery } from '../../../src/contract/content'
import { articles, parks, projects } from '../../../src/contract/content.endpoints'
import { PointsAction } from '../../../src/contract/points.codes'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { itemById } from '../platform/page-routes'
import { recordAction } from '../points'

/** /common-client: the project, news and park details and the park filters (searches: search/routes.ts). */
export const commonClientRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // A detail served to a signed-in user is the view its browsing points are claimed against.
  const recordViewBy = async (request: FastifyRequest, actionType: number, subject: string) => {
    if (request.sessionUser) await recordAction(db, request.sessionUser.id, actionType, subject)
  }

  serve(
    app,
    projects.detail,
    { request: ProjectDetailQuery, response: ProjectDetail },
    async ({ id, type }, request) => {
      const project = found(await getProject(db, langOf(request), id, type))
      await recordViewBy(request, PointsAction.browseProject, `project:${id}`)
      return project
    },
  )

  serve(app, articles.newsDetail, { request: IdQuery, response: NewsDetail }, async ({ id }, request) => {
    const item = found(await getNews(db, langOf(request), id))
    await recordViewBy(request, PointsAction.browseNews, `news:${id}`)
    return item
  })

  serve(app, parks.detail, { request: IdQuery, response: ParkDetail }, itemById(db, getPark))

  serve(app, parks.allTypes, { response: Type.Array(Option) }, async (_, request) =>
    listOptions(db, langOf(request), 'park_type'),
  )
  serve(app, parks.estateSelect, { response: Type.Array(Option) }, async (_, request) =>
    listOptions(db, langOf(request), 'estate_type'),
  )
}
