import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listProjectForms, setProjectFormStatus } from './project-forms.service'
import {
  advanceRegistration,
  listEntryStaff,
  listForReview,
  refuseRegistration,
  setEntryStaff,
  setExpressNumber,
  showForReview,
} from './review.service'
import { Literals } from '../../../src/contract/common'
import {
  PROJECT_FORM_STATUSES,
  REGISTRATION_KINDS,
  REGISTRATION_STATUSES,
  REVIEW_TRACKS,
} from '../../../src/contract/registration.codes'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) })
const UserParams = Type.Object({ userId: Type.Integer({ minimum: 1 }) })
const Operator = Type.String({ minLength: 1, maxLength: 100 })
const Status = Literals(REGISTRATION_STATUSES)
const Track = Type.Optional(Literals(REVIEW_TRACKS))

/**
 * The operator API's registration review (mounted under the operator token by operator/routes.ts): the queue by
 * status and kind, one registration with its material, advancing, refusing, express numbers, the entrance staff
 * and the project forms' statuses.
 */
export const registrationOperatorRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/registration',
    {
      schema: {
        querystring: Type.Object({
          status: Type.Optional(Status),
          kind: Type.Optional(Literals(REGISTRATION_KINDS)),
          all: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (request) => ok(await listForReview(db, request.query)),
  )

  app.get('/registration/:id', { schema: { params: IdParams } }, async (request) =>
    ok(await showForReview(db, request.params.id, langOf(request))),
  )

  app.post(
    '/registration/:id/advance',
    {
      schema: { params: IdParams, body: Type.Object({ operator: Operator, track: Track, to: Type.Optional(Status) }) },
    },
    async (request) => ok({ status: await advanceRegistration(db, request.params.id, request.body, clock()) }),
  )

  app.post(
    '/registration/:id/reject',
    {
      schema: {
        params: IdParams,
        body: Type.Object({ operator: Operator, track: Track, reason: Type.String({ maxLength: 500 }) }),
      },
    },
    async (request) => {
      await refuseRegistration(db, request.params.id, request.body, clock())
      return ok(null)
    },
  )

  app.post(
    '/registration/:id/express',
    {
      schema: {
        params: IdParams,
        body: Type.Object({ operator: Operator, expressNumber: Type.String({ maxLength: 40 }) }),
      },
    },
    async (request) => {
      await setExpressNumber(db, request.params.id, request.body, clock())
      return ok(null)
    },
  )

  app.get(
    '/project-forms',
    { schema: { querystring: Type.Object({ status: Type.Optional(Literals(PROJECT_FORM_STATUSES)) }) } },
    async (request) => ok(await listProjectForms(db, request.query.status)),
  )

  app.post(
    '/project-forms/:id/status',
    {
      schema: {
        params: IdParams,
        body: Type.Object({
          operator: Operator,
          status: Literals(PROJECT_FORM_STATUSES.filter((status) => status !== 'submitted')),
          reason: Type.Optional(Type.String({ maxLength: 500 })),
        }),
      },
    },
    async (request) => {
      await setProjectFormStatus(db, request.params.id, request.body, clock())
      return ok(null)
    },
  )

  app.get('/entry-staff', async () => ok(await listEntryStaff(db)))

  app.post(
    '/entry-staff/:userId',
    { schema: { params: UserParams, body: Type.Object({ operator: Operator, staff: Type.Boolean() }) } },
    async (request) => {
      await setEntryStaff(db, request.params.userId, request.body.staff, request.body.operator)
      return ok(null)
    },
  )
}
