import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { listOptions } from './catalogue.service'
import { listProjects } from './projects.service'
import { Option, PageOf } from '../../../src/contract/common'
import { ProjectCard, ProjectListQuery } from '../../../src/contract/content'
import { projects } from '../../../src/contract/content.endpoints'
import type { Endpoint, Service } from '../../../src/contract/endpoint'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'
import { listPage } from '../platform/page-routes'

/**
 * The project list and its industry filter: the app's seed calls them under /common-client and /merchants-client
 * alike, the industries by GET and by POST, so each is served under the service this plugin is mounted at.
 */
export const projectListRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  // The endpoint as it is called under this plugin's service (and by the method given).
  const here = <Request, Response>(endpoint: Endpoint<Request, Response>, method = endpoint.method) => ({
    ...endpoint,
    service: app.prefix as Service,
    method,
  })

  serve(
    app,
    here(projects.list),
    { request: ProjectListQuery, response: PageOf(ProjectCard) },
    listPage(db, listProjects),
  )

  for (const method of ['GET', 'POST'] as const)
    serve(app, here(projects.industries, method), { response: Type.Array(Option) }, async (_, request) =>
      listOptions(db, langOf(request), 'industry'),
    )
}
