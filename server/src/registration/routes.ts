import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { myBadge, verifyBadge } from './badge.service'
import type { RegistrationDeps } from './deps'
import { deleteDraft, getDraft, listDrafts, saveDraft } from './drafts.service'
import { registrationSchemaError } from './field-errors'
import { getOrganisationRegistration, submitOrganisation } from './organisation.service'
import { getPersonRegistration, submitPerson } from './person.service'
import { chooseCollection, myRegistrations, signUpInfo, withdrawRegistration } from './registrations.service'
import { Nullable } from '../../../src/contract/common'
import {
  Badge,
  BadgeQuery,
  BadgeScanRequest,
  CollectionRequest,
  Draft,
  DraftQuery,
  DraftSaveRequest,
  OrganisationRegistration,
  OrganisationRegistrationForm,
  PersonRegistration,
  PersonRegistrationForm,
  RegistrationIdRequest,
  RegistrationSummary,
  SignUpInfo,
} from '../../../src/contract/registration'
import { registrationDrafts, registrations } from '../../../src/contract/registration.endpoints'
import { requireUser, userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/**
 * /user-central: the signed-in user's registrations (seed 001 sections 1, 4, 5): what they registered and where it
 * stands, a person's and an organisation's registration, withdrawal, the collection method, the badge and its
 * check at the entrance, drafts. Every call needs a token and answers
 * only the caller's own registrations (another's is a 404).
 */
export const registrationUserRoutes: FastifyPluginAsyncTypebox<{
  db: Database
  clock: Clock
  registration: RegistrationDeps
}> = async (app, { db, clock, registration }) => {
  app.setSchemaErrorFormatter(registrationSchemaError)

  // The app's check of whether the user registered (kept in the shape the app already reads).
  serve(app, registrations.signUpInfo, { response: SignUpInfo }, async (_, request) =>
    signUpInfo(db, userOf(request).id),
  )

  serve(app, registrations.mine, { response: Type.Array(RegistrationSummary) }, async (_, request) =>
    myRegistrations(db, userOf(request).id, langOf(request)),
  )

  serve(app, registrations.person, { response: Nullable(PersonRegistration) }, async (_, request) =>
    getPersonRegistration(db, userOf(request).id, langOf(request)),
  )

  serve(
    app,
    registrations.submitPerson,
    { request: PersonRegistrationForm, response: PersonRegistration },
    async (form, request) => submitPerson(db, userOf(request), form, { lang: langOf(request), now: clock() }),
  )

  serve(app, registrations.organisation, { response: Nullable(OrganisationRegistration) }, async (_, request) =>
    getOrganisationRegistration(db, userOf(request).id, langOf(request)),
  )

  serve(
    app,
    registrations.submitOrganisation,
    { request: OrganisationRegistrationForm, response: OrganisationRegistration },
    async (form, request) => submitOrganisation(db, userOf(request), form, { lang: langOf(request), now: clock() }),
  )

  serve(
    app,
    registrations.withdraw,
    { request: RegistrationIdRequest, response: Type.Null() },
    async ({ id }, request) => {
      await withdrawRegistration(db, userOf(request).id, id, clock())
      return null
    },
  )

  serve(
    app,
    registrations.chooseCollection,
    { request: CollectionRequest, response: Type.Null() },
    async (choice, request) => {
      await chooseCollection(db, userOf(request).id, choice, clock())
      return null
    },
  )

  serve(app, registrations.badge, { request: BadgeQuery, response: Badge }, async ({ registrationId }, request) =>
    myBadge(db, registration, userOf(request).id, registrationId, langOf(request)),
  )

  // The entrance's scan: entrance staff only (npm run admin -- registration staff add <userId>).
  app.post('/registration/badge/verify', { schema: { body: BadgeScanRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await verifyBadge(db, registration, user.id, request.body.payload, langOf(request), clock()))
  })

  serve(app, registrationDrafts.list, { response: Type.Array(Draft) }, async (_, request) =>
    listDrafts(db, userOf(request).id),
  )

  serve(app, registrationDrafts.get, { request: DraftQuery, response: Nullable(Draft) }, async ({ form }, request) =>
    getDraft(db, userOf(request).id, form),
  )

  serve(app, registrationDrafts.save, { request: DraftSaveRequest, response: Draft }, async ({ form, data }, request) =>
    saveDraft(db, userOf(request).id, form, data, clock()),
  )

  serve(app, registrationDrafts.delete, { request: DraftQuery, response: Type.Null() }, async ({ form }, request) => {
    await deleteDraft(db, userOf(request).id, form)
    return null
  })
}
