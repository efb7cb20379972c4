import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getMineInfo, mineKinds, mineList } from './service'
import { getSummary } from './summary.service'
import { MINE_LISTS, MineInfo, MineItem, MineKind, MineListQuery } from '../../../src/contract/account'
import { mine, mineListKinds, mineLists } from '../../../src/contract/account.endpoints'
import { PageOf } from '../../../src/contract/common'
import { FairSummary, FairSummaryQuery } from '../../../src/contract/fair'
import { fair } from '../../../src/contract/fair.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** /user-central/mine: what the signed-in user collected, liked and followed, and the my tab's counts. */
export const mineRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  for (const list of MINE_LISTS) {
    serve(app, mineLists[list], { request: MineListQuery, response: PageOf(MineItem) }, async (query, request) =>
      mineList(db, langOf(request), userOf(request).id, list, query),
    )
    serve(app, mineListKinds[list], { response: Type.Array(MineKind) }, async (_, request) =>
      mineKinds(db, userOf(request).id, list),
    )
  }

  serve(app, mine.info, { response: MineInfo }, async (_, request) => getMineInfo(db, userOf(request).id))
}

/** /user-central: the signed-in user's year at the fair, counted across every domain. */
export const mineSummaryRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  serve(app, fair.summary, { request: FairSummaryQuery, response: FairSummary }, async (query, request) => {
    const year = query.year ?? Number(clock().toISOString().slice(0, 4))
    return getSummary(db, langOf(request), userOf(request).id, year)
  })
}
