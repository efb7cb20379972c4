import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { fairCalendar, registrationRules } from './calendar'
import { registrationOptions } from './options.service'
import { regionChildren } from './regions.service'
import { RegionQuery } from '../../../src/contract/registration'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** /common-client: what the registration pages show before anyone signs in (no personal data). */
export const registrationCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  // The deadline, on-site service hours and promises, on the fair's clock.
  app.get('/registration/rules', async (request) =>
    ok(registrationRules(await fairCalendar(db), langOf(request), clock())),
  )

  app.get('/registration/options', async (request) => ok(await registrationOptions(db, langOf(request))))

  // The places of the province, city and county fields, one level at a time.
  app.get('/registration/regions', { schema: { querystring: RegionQuery } }, async (request) =>
    ok(regionChildren(request.query.parent, langOf(request))),
  )
}
