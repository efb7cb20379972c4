import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  answerTeamInvitation,
  assistant,
  changeTeam,
  desk,
  deskStats,
  exportLeads,
  listBusinessmen,
  listLeads,
  listMerchants,
  noteLead,
  scanLead,
  waitingFor,
} from './desk.service'
import { PageOf, PageQuery } from '../../../src/contract/common'
import {
  Assistant,
  Businessman,
  BusinessmanQuery,
  Desk,
  DeskStats,
  Lead,
  LeadListQuery,
  LeadNoteForm,
  LeadScanForm,
  MerchantItem,
  TeamForm,
  TeamInvitationAnswer,
} from '../../../src/contract/network'
import { assistant as assistantEndpoints, desk as deskEndpoints } from '../../../src/contract/network.endpoints'
import { Waiting } from '../../../src/contract/waiting'
import { waiting } from '../../../src/contract/waiting.endpoints'
import { requireUser, userOf } from '../account'
import type { Database } from '../platform/connect'
import { routeUrl, serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'
import type { RegistrationDeps } from '../registration'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * /user-central/network: the exhibitor's desk, charts, lead capture and export (accounts acting for an exhibitor), and
 * every user's business contacts, merchants and assistant.
 */
export const networkDeskRoutes: FastifyPluginAsyncTypebox<{
  db: Database
  clock: Clock
  registration: RegistrationDeps
}> = async (app, { db, clock, registration }) => {
  app.setSchemaErrorFormatter(fieldError)

  serve(app, deskEndpoints.today, { response: Desk }, async (_, request) =>
    desk(db, langOf(request), userOf(request).id, clock()),
  )

  serve(app, waiting.counts, { response: Waiting }, async (_, request) => waitingFor(db, userOf(request).id))

  serve(app, deskEndpoints.stats, { response: DeskStats }, async (_, request) => deskStats(db, userOf(request).id))

  serve(app, deskEndpoints.scanLead, { request: LeadScanForm, response: Lead }, async (form, request) =>
    scanLead(db, registration, langOf(request), userOf(request).id, form, clock()),
  )

  serve(app, deskEndpoints.leads, { request: LeadListQuery, response: PageOf(Lead) }, async (query, request) => {
    const { keyword, ...page } = query
    return listLeads(db, langOf(request), userOf(request).id, keyword, page)
  })

  serve(app, deskEndpoints.noteLead, { request: LeadNoteForm, response: Lead }, async (form, request) =>
    noteLead(db, langOf(request), userOf(request).id, form),
  )

  // The sheet itself, not an envelope (refusals still are): the app saves or opens it.
  app.get(routeUrl(app, deskEndpoints.leadsExport), async (request, reply) => {
    const user = await requireUser(db, request)
    const { filename, content } = await exportLeads(db, langOf(request), user.id)
    return reply.type(XLSX).header('Content-Disposition', `attachment; filename="${filename}"`).send(content)
  })

  serve(
    app,
    deskEndpoints.businessmen,
    { request: BusinessmanQuery, response: PageOf(Businessman) },
    async (query, request) => {
      const { keyword, ...page } = query
      return listBusinessmen(db, langOf(request), userOf(request).id, keyword, page)
    },
  )

  serve(app, deskEndpoints.merchants, { request: PageQuery, response: PageOf(MerchantItem) }, async (page, request) =>
    listMerchants(db, langOf(request), userOf(request).id, page),
  )

  serve(app, assistantEndpoints.overview, { response: Assistant }, async (_, request) =>
    assistant(db, langOf(request), userOf(request).id, clock()),
  )

  for (const [endpoint, add] of [
    [assistantEndpoints.addToTeam, true],
    [assistantEndpoints.removeFromTeam, false],
  ] as const)
    serve(app, endpoint, { request: TeamForm, response: Type.Null() }, async ({ userId }, request) => {
      await changeTeam(db, userOf(request).id, userId, add)
      return null
    })

  for (const [endpoint, accept] of [
    [assistantEndpoints.acceptTeamInvitation, true],
    [assistantEndpoints.declineTeamInvitation, false],
  ] as const)
    serve(
      app,
      endpoint,
      { request: TeamInvitationAnswer, response: Type.Null() },
      async ({ enterpriseId }, request) => {
        await answerTeamInvitation(db, userOf(request).id, enterpriseId, accept)
        return null
      },
    )
}
