import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Database } from '../db/connect'
import { notFound, ok } from '../lib/envelope'
import { langOf } from '../lib/lang'
import { Id, IdQuery, NewsSearchQuery, ProjectListBody, ProjectType, SearchQuery } from '../lib/schemas'
import { getBaseConfig, listOptions } from '../services/catalogue'
import { getNews, searchNews } from '../services/news'
import { getPark } from '../services/parks'
import { getProject, listProjects } from '../services/projects'

/** /common-client: home config, searches, details and the shared project list. */
export const commonClientRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/home/baseConfig', async (request) => {
    const config = await getBaseConfig(db, langOf(request))
    if (!config) throw notFound()
    return ok(config)
  })

  app.get('/home/projectSearch', { schema: { querystring: SearchQuery } }, async (request) => {
    const { keyword, ...page } = request.query
    return ok(await listProjects(db, langOf(request), { keyword }, page, { titleFirst: true }))
  })

  app.get('/home/informationSearch', { schema: { querystring: NewsSearchQuery } }, async (request) => {
    const { keyword, category, ...page } = request.query
    return ok(await searchNews(db, langOf(request), { keyword, category }, page))
  })

  app.post('/project/list', { schema: { body: ProjectListBody } }, async (request) => {
    const { pageNum, pageSize, ...filter } = request.body
    return ok(await listProjects(db, langOf(request), filter, { pageNum, pageSize }))
  })

  app.get('/project/industrySelect', async (request) => ok(await listOptions(db, langOf(request), 'industry')))

  app.get(
    '/home/projectDetail',
    { schema: { querystring: Type.Object({ id: Id, type: Type.Optional(ProjectType) }) } },
    async (request) => {
      const project = await getProject(db, langOf(request), request.query.id, request.query.type)
      if (!project) throw notFound()
      return ok(project)
    },
  )

  app.get('/home/informationDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const item = await getNews(db, langOf(request), request.query.id)
    if (!item) throw notFound()
    return ok(item)
  })

  app.get('/home/parkDetail', { schema: { querystring: IdQuery } }, async (request) => {
    const park = await getPark(db, langOf(request), request.query.id)
    if (!park) throw notFound()
    return ok(park)
  })

  app.post('/park/parkTypeAllList', async (request) => ok(await listOptions(db, langOf(request), 'park_type')))
  app.get('/park/estateSelectList', async (request) => ok(await listOptions(db, langOf(request), 'estate_type')))
}
