import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { getMineInfo, mineKinds, mineList } from './service'
import { getSummary } from './summary.service'
import { MINE_LISTS, MineListQuery } from '../../../src/contract/account'
import { FairSummaryQuery } from '../../../src/contract/fair'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** /user-central/mine: what the signed-in user collected, liked and followed, and the my tab's counts. */
export const mineRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  for (const list of MINE_LISTS) {
    app.get(`/${list}`, { schema: { querystring: MineListQuery } }, async (request) => {
      const user = await requireUser(db, request)
      return ok(await mineList(db, langOf(request), user.id, list, request.query))
    })
    app.get(`/${list}/kinds`, async (request) => {
      const user = await requireUser(db, request)
      return ok(await mineKinds(db, user.id, list))
    })
  }

  app.get('/getMineInfo', async (request) => {
    const user = await requireUser(db, request)
    return ok(await getMineInfo(db, user.id))
  })
}

/** /user-central: the signed-in user's year at the fair, counted across every domain. */
export const mineSummaryRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get('/fair/summary', { schema: { querystring: FairSummaryQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const year = request.query.year ?? Number(clock().toISOString().slice(0, 4))
    return ok(await getSummary(db, langOf(request), user.id, year))
  })
}
