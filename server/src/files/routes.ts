import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listContentAppendixes } from './appendixes.service'
import { FILE_ROUTE_PREFIX } from './catalogue.seed'
import { deleteDownloadRecord, listDownloadRecords, saveDownloadRecord } from './download-records.service'
import { getFileDocument, listFileCategories, listFileDocuments } from './files.service'
import { STATIC_FILES_DIR } from './write-pdfs'
import { Id, IdQuery } from '../../../src/contract/common'
import { CONTENT_TYPE_CODES, contentExists } from '../engagement/collects.service'
import type { Database } from '../platform/connect'
import { notFound, ok, okOrNotFound } from '../platform/envelope'
import { requireUser } from '../platform/guard'
import { langOf } from '../platform/lang'
import { staticFolderRoutes } from '../platform/static-files'

const PageFields = {
  pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
}

const FileListQuery = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  categoryId: Type.Optional(Type.String({ pattern: '^[0-9]{0,9}$' })),
})

const AppendixQuery = Type.Object({
  contentId: Id,
  contentType: Type.Integer({ enum: CONTENT_TYPE_CODES }),
})

/** A file URL the client may record: root-relative on this server, or http(s). */
const FileUrl = Type.String({ minLength: 2, maxLength: 1000, pattern: '^(/[^/]|https?://)' })

const SaveRecordBody = Type.Union([
  Type.Object({ appendixId: Id }, { additionalProperties: false }),
  Type.Object(
    {
      url: FileUrl,
      name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      size: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    },
    { additionalProperties: false },
  ),
])

/** /common-client: the material centre (categories, list, one document) and the appendixes of a content item. */
export const filesCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/files/categoryList', async (request) => ok(await listFileCategories(db, langOf(request))))

  app.get('/files/list', { schema: { querystring: FileListQuery } }, async (request) =>
    ok(await listFileDocuments(db, langOf(request), request.query)),
  )

  app.get('/files/info', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getFileDocument(db, langOf(request), request.query.id)),
  )

  app.get('/home/getContentAppendixes', { schema: { querystring: AppendixQuery } }, async (request) => {
    if (!(await contentExists(db, request.query))) throw notFound()
    return ok(await listContentAppendixes(db, langOf(request), request.query))
  })
}

/** /user-central: the signed-in user's download records (only their own are listed or deleted). */
export const filesUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/userDownloadAppendixRecord/page', { schema: { querystring: Type.Object(PageFields) } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listDownloadRecords(db, langOf(request), user.id, request.query))
  })

  app.post('/userDownloadAppendixRecord/save', { schema: { body: SaveRecordBody } }, async (request) => {
    const user = await requireUser(db, request)
    return okOrNotFound(await saveDownloadRecord(db, langOf(request), user.id, request.body))
  })

  app.post('/userDownloadAppendixRecord/delete', { schema: { body: Type.Object({ id: Id }) } }, async (request) => {
    const user = await requireUser(db, request)
    if (!(await deleteDownloadRecord(db, user.id, request.body.id))) throw notFound()
    return ok(null)
  })
}

/** The demo documents under /static/files/, served inline as PDFs so the browser's viewer shows them. */
export const filesStaticRoutes = staticFolderRoutes({
  prefix: FILE_ROUTE_PREFIX,
  dir: STATIC_FILES_DIR,
  name: /^[a-z0-9][a-z0-9-]{0,80}\.pdf$/,
  maxLength: 100,
  type: 'application/pdf',
  headers: (file) => ({ 'Content-Disposition': `inline; filename="${file}"`, 'X-Content-Type-Options': 'nosniff' }),
})
