import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getBaseConfig, listModules } from './config.service'
import { ModuleQuery } from '../../../src/contract/fair'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: the fair-wide settings the app starts with. */
export const fairConfigRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/home/baseConfig', async (request) => okOrNotFound(await getBaseConfig(db, langOf(request))))
}

/** /user-central: the home page's banners and quick entries. */
export const fairModuleRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/operateCommonModule/listByType', { schema: { querystring: ModuleQuery } }, async (request) =>
    ok(await listModules(db, langOf(request), request.query.type)),
  )
}
