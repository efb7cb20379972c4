import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { registrationSchemaError } from './field-errors'
import { myProjectForms, projectFormOf, submitFinance, submitInvest } from './project-forms.service'
import { FinanceForm, InvestForm, ProjectFormQuery } from '../../../src/contract/registration'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok, okOrNotFound } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'

/** /user-central/projectForm: the signed-in user's project financing and investment forms (their own only). */
export const projectFormRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setSchemaErrorFormatter(registrationSchemaError)

  app.post('/projectForm/finance/submit', { schema: { body: FinanceForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await submitFinance(db, user.id, request.body, clock()))
  })

  app.post('/projectForm/invest/submit', { schema: { body: InvestForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await submitInvest(db, user.id, request.body, clock()))
  })

  app.get('/projectForm/mine', async (request) => ok(await myProjectForms(db, (await requireUser(db, request)).id)))

  app.get('/projectForm/finance/info', { schema: { querystring: ProjectFormQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return okOrNotFound(await projectFormOf(db, user.id, 'finance', request.query.id))
  })

  app.get('/projectForm/invest/info', { schema: { querystring: ProjectFormQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return okOrNotFound(await projectFormOf(db, user.id, 'invest', request.query.id))
  })
}
