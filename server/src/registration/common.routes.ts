import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { fairCalendar, registrationRules } from './calendar'
import { MEMBER_TEMPLATE_FILE, memberTemplate } from './member-template'
import { registrationOptions } from './options.service'
import { regionChildren } from './regions.service'
import {
  MemberTemplateQuery,
  Region,
  RegionQuery,
  RegistrationOptions,
  RegistrationRules,
} from '../../../src/contract/registration'
import { registrationGuide } from '../../../src/contract/registration.endpoints'
import type { Database } from '../platform/connect'
import { routeUrl, serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

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

  // The members sheet to fill in, itself (not an envelope): opened as a link, so its language may come in the query.
  app.get(
    routeUrl(app, registrationGuide.memberTemplate),
    { schema: { querystring: MemberTemplateQuery } },
    async (request, reply) => {
      const lang = request.query.lang ?? langOf(request)
      const name = encodeURIComponent(MEMBER_TEMPLATE_FILE.name[lang])
      return reply
        .type(XLSX)
        .header('Content-Disposition', `attachment; filename="${MEMBER_TEMPLATE_FILE.ascii}"; filename*=UTF-8''${name}`)
        .send(await memberTemplate(lang))
    },
  )
}
