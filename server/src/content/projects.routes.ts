import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listOptions } from './catalogue.service'
import { listProjects } from './projects.service'
import { ProjectListQuery } from '../../../src/contract/content'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { pagedList } from '../platform/page-routes'
import { PUBLIC_READ } from '../platform/public-reads'

/** The project list and its industry filter: the app's seed calls them under /common-client and /merchants-client alike. */
export const projectListRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/project/list', { ...PUBLIC_READ, ...pagedList(db, { body: ProjectListQuery }, listProjects) })

  // Asked for by GET (common client) and by POST (merchants client).
  app.route({
    method: ['GET', 'POST'],
    url: '/project/industrySelect',
    ...PUBLIC_READ,
    handler: async (request) => ok(await listOptions(db, langOf(request), 'industry')),
  })
}
