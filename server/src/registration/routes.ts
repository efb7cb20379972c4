import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { myBadge, verifyBadge } from './badge.service'
import type { RegistrationDeps } from './deps'
import { deleteDraft, getDraft, listDrafts, saveDraft } from './drafts.service'
import { registrationSchemaError } from './field-errors'
import { getOrganisationRegistration, submitOrganisation } from './organisation.service'
import { getPersonRegistration, submitPerson } from './person.service'
import { chooseCollection, myRegistrations, signUpInfo, withdrawRegistration } from './registrations.service'
import {
  BadgeQuery,
  BadgeScanRequest,
  CollectionRequest,
  DraftQuery,
  DraftSaveRequest,
  OrganisationRegistrationForm,
  PersonRegistrationForm,
  RegistrationIdRequest,
} from '../../../src/contract/registration'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
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
  app.get('/userSignUp/info', async (request) => ok(await signUpInfo(db, (await requireUser(db, request)).id)))

  app.get('/registration/mine', async (request) => {
    const user = await requireUser(db, request)
    return ok(await myRegistrations(db, user.id, langOf(request)))
  })

  app.get('/registration/person', async (request) => {
    const user = await requireUser(db, request)
    return ok(await getPersonRegistration(db, user.id, langOf(request)))
  })

  app.post('/registration/person/submit', { schema: { body: PersonRegistrationForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await submitPerson(db, user, request.body, { lang: langOf(request), now: clock() }))
  })

  app.get('/registration/organisation', async (request) => {
    const user = await requireUser(db, request)
    return ok(await getOrganisationRegistration(db, user.id, langOf(request)))
  })

  app.post('/registration/organisation/submit', { schema: { body: OrganisationRegistrationForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await submitOrganisation(db, user, request.body, { lang: langOf(request), now: clock() }))
  })

  app.post('/registration/withdraw', { schema: { body: RegistrationIdRequest } }, async (request) => {
    const user = await requireUser(db, request)
    await withdrawRegistration(db, user.id, request.body.id, clock())
    return ok(null)
  })

  app.post('/registration/collection', { schema: { body: CollectionRequest } }, async (request) => {
    const user = await requireUser(db, request)
    await chooseCollection(db, user.id, request.body, clock())
    return ok(null)
  })

  app.get('/registration/badge', { schema: { querystring: BadgeQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await myBadge(db, registration, user.id, request.query.registrationId, langOf(request)))
  })

  // The entrance's scan: entrance staff only (npm run admin -- registration staff add <userId>).
  app.post('/registration/badge/verify', { schema: { body: BadgeScanRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await verifyBadge(db, registration, user.id, request.body.payload, langOf(request), clock()))
  })

  app.get('/registration/drafts', async (request) => ok(await listDrafts(db, (await requireUser(db, request)).id)))

  app.get('/registration/draft', { schema: { querystring: DraftQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await getDraft(db, user.id, request.query.form))
  })

  app.post('/registration/draft/save', { schema: { body: DraftSaveRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await saveDraft(db, user.id, request.body.form, request.body.data, clock()))
  })

  app.post('/registration/draft/delete', { schema: { body: DraftQuery } }, async (request) => {
    const user = await requireUser(db, request)
    await deleteDraft(db, user.id, request.body.form)
    return ok(null)
  })
}
