import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { fairCalendar, registrationRules } from './calendar'
import { registrationOptions } from './options.service'
import { regionChildren } from './regions.service'
import { Region, RegionQuery, RegistrationOptions, RegistrationRules } from '../../../src/contract/registration'
import { registrationGuide } from '../../../src/contract/registration.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** /common-client: what the registration pages show before anyone signs in (no personal data). */
export const registrationCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  // The deadline, on-site service hours and promises, on the fair's clock.
  serve(app, registrationGuide.rules, { response: RegistrationRules }, async (_, request) =>
    registrationRules(await fairCalendar(db), langOf(request), clock()),
  )

  serve(app, registrationGuide.options, { response: RegistrationOptions }, async (_, request) =>
    registrationOptions(db, langOf(request)),
  )

  // The places of the province, city and county fields, one level at a time.
  serve(
    app,
    registrationGuide.regions,
    { request: RegionQuery, response: Type.Array(Region) },
    async ({ parent }, request) => regionChildren(parent, langOf(request)),
  )
}
