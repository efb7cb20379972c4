import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { getHall, listHallSummaries } from './halls.service'
import { HallDetail, HallQuery, HallSummary } from '../../../src/contract/exhibition'
import { exhibition } from '../../../src/contract/exhibition.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /common-client/exhibition: the venue's halls, what each holds, for the hall guide and the venue map. */
export const exhibitionHallRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, exhibition.hallList, { response: Type.Array(HallSummary) }, async (_, request) =>
    listHallSummaries(db, langOf(request)),
  )

  serve(app, exhibition.hallDetail, { request: HallQuery, response: HallDetail }, async ({ hall }, request) =>
    found(await getHall(db, langOf(request), hall)),
  )
}
