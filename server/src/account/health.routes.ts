import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { requireUser } from './guard'
import { declareHealth, getHealth } from './health.service'
import { HealthDeclarationBody } from '../../../src/contract/account'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'

/** /user-central: the user's daily health declaration for the venue's entrance. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get('/health/declaration', async (request) =>
    ok(await getHealth(db, (await requireUser(db, request)).id, clock())),
  )
  app.post('/health/declare', { schema: { body: HealthDeclarationBody } }, async (request) =>
    ok(await declareHealth(db, (await requireUser(db, request)).id, request.body, clock())),
  )
}
