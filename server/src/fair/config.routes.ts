import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getBaseConfig, listModules } from './config.service'
import { BaseConfig, CommonModule, ModuleQuery } from '../../../src/contract/fair'
import { fair } from '../../../src/contract/fair.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client: the fair-wide settings the app starts with. */
export const fairConfigRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, fair.baseConfig, { response: BaseConfig }, async (_, request) =>
    found(await getBaseConfig(db, langOf(request))),
  )
}

/** /user-central: the home page's banners and quick entries. */
export const fairModuleRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, fair.modules, { request: ModuleQuery, response: Type.Array(CommonModule) }, async ({ type }, request) =>
    listModules(db, langOf(request), type),
  )
}
