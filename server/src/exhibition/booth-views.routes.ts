import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { listViewedBooths } from './booth-views.service'
import { ViewedBooth } from '../../../src/contract/exhibition'
import { exhibition } from '../../../src/contract/exhibition.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'

/** /user-central/exhibition: the booths the signed-in user opened, for their footprints. */
export const exhibitionUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, exhibition.viewedBooths, { response: Type.Array(ViewedBooth) }, async (_, request) =>
    listViewedBooths(db, langOf(request), userOf(request).id),
  )
}
