import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listContentAppendixes } from './appendixes.service'
import { FILE_ROUTE_PREFIX } from './catalogue.seed'
import { deleteDownloadRecord, listDownloadRecords, saveDownloadRecord } from './download-records.service'
import { getFileDocument, listFileCategories, listFileDocuments } from './files.service'
import { STATIC_FILES_DIR } from './write-pdfs'
import { IdQuery, PageQuery } from '../../../src/contract/common'
import { ContentKey } from '../../../src/contract/engagement'
import { DownloadTarget, FileQuery } from '../../../src/contract/files'
import { requireUser } from '../account/guard'
import type { ContentExists } from '../engagement/collects.service'
import type { Database } from '../platform/connect'
import { notFound, ok, okOrNotFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { staticFolderRoutes } from '../platform/static-files'

/** /common-client: the material centre (categories, list, one document) and the appendixes of a content item. */
export const filesCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database; contentExists: ContentExists }> = async (
  app,
  { db, contentExists },
) => {
  app.get('/files/categoryList', async (request) => ok(await listFileCategories(db, langOf(request))))

  app.get('/files/list', { schema: { querystring: FileQuery } }, async (request) =>
    ok(await listFileDocuments(db, langOf(request), request.query)),
  )

  app.get('/files/info', { schema: { querystring: IdQuery } }, async (request) =>
    okOrNotFound(await getFileDocument(db, langOf(request), request.query.id)),
  )

  app.get('/home/getContentAppendixes', { schema: { querystring: ContentKey } }, async (request) => {
    if (!(await contentExists(db, request.query))) throw notFound()
    return ok(await listContentAppendixes(db, langOf(request), request.query))
  })
}

/** /user-central: the signed-in user's download records (only their own are listed or deleted). */
export const filesUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/userDownloadAppendixRecord/page', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listDownloadRecords(db, langOf(request), user.id, request.query))
  })

  app.post('/userDownloadAppendixRecord/save', { schema: { body: DownloadTarget } }, async (request) => {
    const user = await requireUser(db, request)
    return okOrNotFound(await saveDownloadRecord(db, langOf(request), user.id, request.body))
  })

  app.post('/userDownloadAppendixRecord/delete', { schema: { body: IdQuery } }, async (request) => {
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
