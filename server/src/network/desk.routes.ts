import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
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
  scanLead,
} from './desk.service'
import { PageQuery } from '../../../src/contract/common'
import {
  BusinessmanQuery,
  LeadListQuery,
  LeadScanForm,
  TeamForm,
  TeamInvitationAnswer,
} from '../../../src/contract/network'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'
import type { RegistrationDeps } from '../registration/deps'

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

  app.get('/network/desk', async (request) => {
    const user = await requireUser(db, request)
    return ok(await desk(db, langOf(request), user.id, clock()))
  })

  app.get('/network/desk/stats', async (request) => ok(await deskStats(db, (await requireUser(db, request)).id)))

  app.post('/network/leads/scan', { schema: { body: LeadScanForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await scanLead(db, registration, langOf(request), user.id, request.body, clock()))
  })

  app.get('/network/leads', { schema: { querystring: LeadListQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const { keyword, ...page } = request.query
    return ok(await listLeads(db, user.id, keyword, page))
  })

  // The sheet itself, not an envelope (refusals still are): the app saves or opens it.
  app.get('/network/leads/export', async (request, reply) => {
    const user = await requireUser(db, request)
    const { filename, content } = await exportLeads(db, langOf(request), user.id)
    return reply.type(XLSX).header('Content-Disposition', `attachment; filename="${filename}"`).send(content)
  })

  app.get('/network/businessmen', { schema: { querystring: BusinessmanQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const { keyword, ...page } = request.query
    return ok(await listBusinessmen(db, langOf(request), user.id, keyword, page))
  })

  app.get('/network/merchants', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listMerchants(db, langOf(request), user.id, request.query))
  })

  app.get('/network/assistant', async (request) => {
    const user = await requireUser(db, request)
    return ok(await assistant(db, langOf(request), user.id, clock()))
  })

  for (const [path, add] of [
    ['/network/assistant/add', true],
    ['/network/assistant/remove', false],
  ] as const)
    app.post(path, { schema: { body: TeamForm } }, async (request) => {
      const user = await requireUser(db, request)
      await changeTeam(db, user.id, request.body.userId, add)
      return ok(null)
    })

  for (const [path, accept] of [
    ['/network/assistant/invitation/accept', true],
    ['/network/assistant/invitation/decline', false],
  ] as const)
    app.post(path, { schema: { body: TeamInvitationAnswer } }, async (request) => {
      const user = await requireUser(db, request)
      await answerTeamInvitation(db, user.id, request.body.enterpriseId, accept)
      return ok(null)
    })
}
