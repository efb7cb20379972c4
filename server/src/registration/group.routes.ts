import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { registrationSchemaError } from './field-errors'
import {
  addMember,
  checkMemberImport,
  checkMemberRead,
  editMember,
  getGroupRegistration,
  importMembers,
  readMembers,
  removeMember,
  submitGroup,
} from './group.service'
import { Nullable } from '../../../src/contract/common'
import {
  GroupRegistration,
  GroupRegistrationForm,
  MemberAddRequest,
  MemberEditRequest,
  MemberImportQuery,
  MemberRemoveRequest,
} from '../../../src/contract/registration'
import { registrations } from '../../../src/contract/registration.endpoints'
import { requireUser, userOf } from '../account'
import type { Database } from '../platform/connect'
import { routeUrl, serve } from '../platform/endpoint-route'
import { ApiError, ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'

/** The largest members sheet taken (a few thousand rows of CSV or XLSX). */
const SHEET_MAX_BYTES = 2 * 1024 * 1024

/** The one file of a multipart form, whole; over the limit or missing answers 4xx in the user's language. */
async function sheetOf(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file()
  if (!file) throw new ApiError(400, 400, 'registration.upload.missing')
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 413, 'registration.upload.tooLarge', { limit: '2MB' })
    throw error
  })
  return content
}

/**
 * /user-central/registration/group: a group registered by its contact person and its members (seed 001 sections 3,
 * 5, 6). Only the contact's own group answers; members change until review takes the group up, or after a refusal.
 */
export const registrationGroupRoutes: FastifyPluginAsyncTypebox<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.setSchemaErrorFormatter(registrationSchemaError)
  await app.register(fastifyMultipart, { limits: { fileSize: SHEET_MAX_BYTES, files: 1, parts: 4 } })

  serve(app, registrations.group, { response: Nullable(GroupRegistration) }, async (_, request) =>
    getGroupRegistration(db, userOf(request).id, langOf(request)),
  )

  serve(
    app,
    registrations.submitGroup,
    { request: GroupRegistrationForm, response: GroupRegistration },
    async (form, request) => submitGroup(db, userOf(request), form, { lang: langOf(request), now: clock() }),
  )

  app.post('/registration/group/member/add', { schema: { body: MemberAddRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await addMember(db, user.id, request.body, clock()))
  })

  app.post('/registration/group/member/edit', { schema: { body: MemberEditRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await editMember(db, user.id, request.body, clock()))
  })

  app.post('/registration/group/member/remove', { schema: { body: MemberRemoveRequest } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await removeMember(db, user.id, request.body.memberId, clock()))
  })

  app.post(
    routeUrl(app, registrations.importMembers),
    { schema: { querystring: MemberImportQuery } },
    async (request) => {
      const user = await requireUser(db, request)
      await checkMemberImport(db, user.id, request.query.registrationId, clock())
      const content = await sheetOf(request)
      return ok(await importMembers(db, user.id, request.query.registrationId, content, clock()))
    },
  )

  // A sheet read for the group form before it is sent: the form lists its members, nothing is kept until submitted.
  app.post(routeUrl(app, registrations.readMembers), async (request) => {
    const user = await requireUser(db, request)
    await checkMemberRead(db, user, clock())
    const content = await sheetOf(request)
    return ok(await readMembers(db, content, clock()))
  })
}
