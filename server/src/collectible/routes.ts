import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { drawCollectible, getTaskInfo, giftCollectible, listOwned, NftType } from './service'
import { GiftRequest, TaskRequest, TokenRequest } from '../../../src/contract/collectible'
import { collectibles } from '../../../src/contract/collectible.endpoints'
import { requireToken } from '../account'
import type { Database } from '../platform/connect'
import { routeUrl } from '../platform/endpoint-route'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'

/** The user of the body's session token, answered like a header's (30000 without one, 401 for a bad one). */
const userOf = async (db: Database, token: string | undefined) => (await requireToken(db, token)).user

/** /collectible: the digital collectible service (seed 000 sections 4, 7, 8); every call is POST with the token in the body. */
export const collectibleRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(routeUrl(app, collectibles.taskInfo), { schema: { body: TaskRequest } }, async (request) => {
    const user = await userOf(db, request.body.token)
    return ok(await getTaskInfo(db, user, request.body.taskId))
  })

  app.post(routeUrl(app, collectibles.drawActive), { schema: { body: TaskRequest } }, async (request) => {
    const user = await userOf(db, request.body.token)
    return ok(await drawCollectible(db, user, request.body.taskId, NftType.active, langOf(request)))
  })

  app.post(routeUrl(app, collectibles.drawPassive), { schema: { body: TaskRequest } }, async (request) => {
    const user = await userOf(db, request.body.token)
    return ok(await drawCollectible(db, user, request.body.taskId, NftType.passive, langOf(request)))
  })

  app.post(routeUrl(app, collectibles.owned), { schema: { body: TokenRequest } }, async (request) => {
    const user = await userOf(db, request.body.token)
    return ok(await listOwned(db, user, langOf(request)))
  })

  app.post(routeUrl(app, collectibles.gift), { schema: { body: GiftRequest } }, async (request) => {
    const user = await userOf(db, request.body.token)
    await giftCollectible(db, user, request.body.collectibleId, request.body.receiverPhone)
    return ok(null)
  })
}
