import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { drawCollectible, getTaskInfo, giftCollectible, listOwned, NftType } from './service'
import { Id } from '../../../src/contract/common'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { requireToken } from '../platform/guard'
import { langOf } from '../platform/lang'

/** Optional in the schema so a missing token answers 401 (like a missing accesstoken header), not 400. */
const Token = Type.Optional(Type.String({ maxLength: 200 }))
const TokenBody = Type.Object({ token: Token })
const TaskBody = Type.Object({ token: Token, taskId: Type.String({ minLength: 1, maxLength: 64 }) })
const GiftBody = Type.Object({
  token: Token,
  collectibleId: Id,
  receiverPhone: Type.String({ pattern: '^1[3-9][0-9]{9}$' }),
})

/** The user of the body's session token, answered like a header's (30000 without one, 401 for a bad one). */
const userOf = async (db: Database, token: string | undefined) => (await requireToken(db, token)).user

/** /collectible: the digital collectible service (seed 000 sections 4, 7, 8); every call is POST with the token in the body. */
export const collectibleRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post('/getUserTaskInfo', { schema: { body: TaskBody } }, async (request) => {
    const user = await userOf(db, request.body.token)
    return ok(await getTaskInfo(db, user, request.body.taskId))
  })

  app.post('/drawInitiativeTaskNft', { schema: { body: TaskBody } }, async (request) => {
    const user = await userOf(db, request.body.token)
    return ok(await drawCollectible(db, user, request.body.taskId, NftType.active, langOf(request)))
  })

  app.post('/drawPassiveTaskNft', { schema: { body: TaskBody } }, async (request) => {
    const user = await userOf(db, request.body.token)
    return ok(await drawCollectible(db, user, request.body.taskId, NftType.passive, langOf(request)))
  })

  app.post('/myCollectibles', { schema: { body: TokenBody } }, async (request) => {
    const user = await userOf(db, request.body.token)
    return ok(await listOwned(db, user, langOf(request)))
  })

  app.post('/giftCollectible', { schema: { body: GiftBody } }, async (request) => {
    const user = await userOf(db, request.body.token)
    await giftCollectible(db, user, request.body.collectibleId, request.body.receiverPhone)
    return ok(null)
  })
}
