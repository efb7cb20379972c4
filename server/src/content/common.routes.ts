import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { listOptions } from './catalogue.service'
import { getNews } from './news.service'
import { getPark } from './parks.service'
import { getProject } from './projects.service'
import { IdQuery } from '../../../src/contract/common'
import { ProjectDetailQuery } from '../../../src/contract/content'
import { PointsAction } from '../../../src/contract/points.codes'
import { optionalUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { notFound, ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { PUBLIC_READ } from '../platform/public-reads'
import { recordAction } from '../points/evidence.service'

/** /common-client: the project, news and park details and the park filters (searches: search/routes.ts). */
export const commonClientRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // A detail served to a signed-in user is the view its browsing points are claimed against.
  const recordViewBy = async (request: FastifyRequest, actionType: number, subject: string) => {
    const user = await optionalUser(db, request)
    if (user) await recordAction(db, user.id, actionType, subject)
  }

  app.get('/home/projectDetail', { schema: { querystring: ProjectDetailQuery } }, async (request) => {
    const project = await getProject(db, langOf(request), request.query.id, request.query.type)
    if (!project) throw notFound()
    await recordViewBy(request, PointsAction.browseProject, `project:${request.query.id}`)
    return ok(project)
  })

  app.get('/home/informationDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const item = await getNews(db, langOf(request), request.query.id)
    if (!item) throw notFound()
    await recordViewBy(request, PointsAction.browseNews, `news:${request.query.id}`)
    return ok(item)
  })

  app.get('/home/parkDetail', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getPark(db, langOf(request), request.query.id)),
  )

  app.post('/park/parkTypeAllList', PUBLIC_READ, async (request) =>
    ok(await listOptions(db, langOf(request), 'park_type')),
  )
  app.get('/park/estateSelectList', async (request) => ok(await listOptions(db, langOf(request), 'estate_type')))
}
