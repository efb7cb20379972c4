import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getHall, listHallSummaries } from './halls.service'
import { HallQuery } from '../../../src/contract/exhibition'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client/exhibition: the venue's halls, what each holds, for the hall guide and the venue map. */
export const exhibitionHallRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/exhibition/hallList', async (request) => ok(await listHallSummaries(db, langOf(request))))

  app.get('/exhibition/hallDetail', { schema: { querystring: HallQuery } }, async (request) =>
    okOrNotFound(await getHall(db, langOf(request), request.query.hall)),
  )
}
