import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { userOf } from './guard'
import { declareHealth, getHealth } from './health.service'
import { HealthDeclarationBody, HealthStanding } from '../../../src/contract/account'
import { health } from '../../../src/contract/account.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'

/** /user-central: the user's daily health declaration for the venue's entrance. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  serve(app, health.declaration, { response: HealthStanding }, async (_, request) =>
    getHealth(db, userOf(request).id, clock()),
  )
  serve(app, health.declare, { request: HealthDeclarationBody, response: HealthStanding }, async (body, request) =>
    declareHealth(db, userOf(request).id, body, clock()),
  )
}
