import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listViewedBooths } from './booth-views.service'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /user-central/exhibition: the booths the signed-in user opened, for their footprints. */
export const exhibitionUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/exhibition/viewedBooths', async (request) => {
    const user = await requireUser(db, request)
    return ok(await listViewedBooths(db, langOf(request), user.id))
  })
}
