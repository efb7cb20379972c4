import fastifyMultipart from '@fastify/multipart'
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import type { RegistrationDeps } from './deps'
import { discardStaged, stageFile, type StagedFile } from './staged-files'
import {
  checkQuota,
  MAX_FILES,
  policyUser,
  readUpload,
  storeUploads,
  UPLOAD_MAX_BYTES,
  uploadToken,
} from './uploads.service'
import { OssToken } from '../../../src/contract/files'
import { objectStore } from '../../../src/contract/files.endpoints'
import { UploadServeQuery } from '../../../src/contract/registration'
import { FORM_UPLOAD_MAX_BYTES, RegistrationCode, VIDEO_MAX_BYTES } from '../../../src/contract/registration.codes'
import { readToken, requireUser, userOf } from '../account'
import type { Database } from '../platform/connect'
import { routeUrl, serve } from '../platform/endpoint-route'
import { ApiError, notFound, ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'

type Deps = { db: Database; clock: Clock; registration: RegistrationDeps }

/** The origin the app reached this server at, for the upload URL getToken names. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

const tooLarge = (limitBytes: number) =>
  new ApiError(413, RegistrationCode.uploadTooLarge, 'registration.upload.tooLarge', {
    limit: `${limitBytes / 1024 / 1024}MB`,
  })

/**
 * Stages a multipart form's files for their user: the accesstoken header's, or that of the getToken policy sent as
 * the `policy` and `signature` fields before the files. The policy is checked before any file is read; the files go
 * to disk as they arrive, so memory holds none of them.
 */
async function formFiles(db: Database, deps: Deps, request: FastifyRequest) {
  let userId = readToken(request) ? (await requireUser(db, request)).id : null
  const fields: Record<string, string> = {}
  const files: StagedFile[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
        continue
      }
      userId ??= fields.policy
        ? policyUser(deps.registration, fields.policy, fields.signature ?? '', deps.clock())
        : null
      if (userId === null) throw new ApiError(401, 30000, 'loginRequired')
      // A user at their quota is refused before a byte of the files is written.
      if (files.length === 0) await checkQuota(db, deps.registration, userId, 1)
      if (files.length === MAX_FILES) throw new ApiError(400, 400, 'registration.upload.tooMany')
      files.push(await stageFile(part.file))
      if (part.file.truncated) throw tooLarge(VIDEO_MAX_BYTES)
      if (files.reduce((total, file) => total + file.size, 0) > FORM_UPLOAD_MAX_BYTES)
        throw tooLarge(FORM_UPLOAD_MAX_BYTES)
    }
  } catch (error) {
    await discardStaged(files)
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(VIDEO_MAX_BYTES)
    throw error
  }
  if (userId === null) throw new ApiError(401, 30000, 'loginRequired')
  return { userId, files }
}

/** /merchants-client/common/oss: the upload policy and the upload itself (a multipart form). */
export const uploadRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, deps) => {
  const { db, clock, registration } = deps
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: MAX_FILES + 1, fields: 10 } })

  serve(app, objectStore.token, { response: OssToken }, async (_, request) => {
    const host = `${originOf(request)}${request.url.replace(/getToken(\?.*)?$/, 'getImageUrl')}`
    return uploadToken(registration, userOf(request).id, host, clock())
  })

  app.post(routeUrl(app, objectStore.upload), async (request) => {
    const { userId, files } = await formFiles(db, deps, request)
    try {
      return ok(await storeUploads(db, registration, userId, files))
    } finally {
      await discardStaged(files)
    }
  })
}

/** /uploads/<key>: an uploaded file, resized with the seeds' image option when asked. Unguessable keys, no listing. */
export const uploadServeRoutes: FastifyPluginAsyncTypebox<Deps> = async (app, { db, registration }) => {
  app.get(
    '/uploads/:key',
    {
      schema: {
        params: Type.Object({ key: Type.String({ pattern: '^[a-f0-9]{32}\\.[a-z0-9]{2,4}$' }) }),
        querystring: UploadServeQuery,
      },
    },
    async (request, reply) => {
      const found = await readUpload(db, registration, request.params.key, request.query['x-oss-process'])
      if (!found) throw notFound()
      return reply
        .type(found.mime)
        .headers({ 'Cache-Control': 'private, max-age=86400', 'Content-Disposition': 'inline' })
        .send(found.content)
    },
  )
}
