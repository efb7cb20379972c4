import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Database } from '../db/connect'
import { ok } from '../lib/envelope'
import { langOf } from '../lib/lang'
import { ProjectListBody } from '../lib/schemas'
import { listOptions, listPushTimeOptions } from '../services/catalogue'
import { listProjects } from '../services/projects'

/** /merchants-client: the project list with its four filters. */
export const merchantsClientRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/project/list', { schema: { body: ProjectListBody } }, async (request) => {
    const { pageNum, pageSize, ...filter } = request.body
    return ok(await listProjects(db, langOf(request), filter, { pageNum, pageSize }))
  })

  app.post('/project/industrySelect', async (request) => ok(await listOptions(db, langOf(request), 'industry')))
  app.post('/project/carrierSelect', async (request) => ok(await listOptions(db, langOf(request), 'carrier')))
  app.post('/project/pInvestModeSelect', async (request) => ok(await listOptions(db, langOf(request), 'invest_mode')))
  app.post('/project/pushTimeSelect', async (request) => ok(await listPushTimeOptions(db, langOf(request))))
}
