import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { requireUser } from './guard'
import { inquiryList, mineKinds, mineList } from './mine.service'
import { InquiryListQuery, MINE_LISTS, MineListQuery } from '../../../src/contract/account'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** /user-central/mine: what the signed-in user collected, liked and followed, and the enquiries sent and received. */
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

  app.get('/inquiries', { schema: { querystring: InquiryListQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await inquiryList(db, langOf(request), user.id, request.query))
  })
}
