import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { registrationSchemaError } from './field-errors'
import { myProjectForms, projectFormOf, submitFinance, submitInvest } from './project-forms.service'
import {
  FinanceForm,
  FinanceFormAnswer,
  InvestForm,
  InvestFormAnswer,
  ProjectFormQuery,
  ProjectFormSummary,
} from '../../../src/contract/registration'
import { projectForms } from '../../../src/contract/registration.endpoints'
import { requireUser, userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { okOrNotFound } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'

/** /user-central/projectForm: the signed-in user's project financing and investment forms (their own only). */
export const projectFormRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setSchemaErrorFormatter(registrationSchemaError)

  serve(app, projectForms.submitFinance, { request: FinanceForm, response: FinanceFormAnswer }, async (form, request) =>
    submitFinance(db, userOf(request).id, form, clock()),
  )

  serve(app, projectForms.submitInvest, { request: InvestForm, response: InvestFormAnswer }, async (form, request) =>
    submitInvest(db, userOf(request).id, form, clock()),
  )

  serve(app, projectForms.mine, { response: Type.Array(ProjectFormSummary) }, async (_, request) =>
    myProjectForms(db, userOf(request).id),
  )

  app.get('/projectForm/finance/info', { schema: { querystring: ProjectFormQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return okOrNotFound(await projectFormOf(db, user.id, 'finance', request.query.id))
  })

  app.get('/projectForm/invest/info', { schema: { querystring: ProjectFormQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return okOrNotFound(await projectFormOf(db, user.id, 'invest', request.query.id))
  })
}
