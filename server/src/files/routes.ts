import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { listContentAppendixes } from './appendixes.service'
import { deleteDownloadRecord, listDownloadRecords, saveDownloadRecord } from './download-records.service'
import { getFileDocument, listFileCategories, listFileDocuments } from './files.service'
import { FILE_ROUTE_PREFIX } from './seed'
import { STATIC_FILES_DIR } from './write-pdfs'
import { IdQuery, Option, PageOf, PageQuery } from '../../../src/contract/common'
import { ContentKey } from '../../../src/contract/engagement'
import {
  Appendix,
  DownloadRecord,
  DownloadRecordSaved,
  DownloadTarget,
  FileDocument,
  FileQuery,
} from '../../../src/contract/files'
import { downloadRecords, files } from '../../../src/contract/files.endpoints'
import { userOf } from '../account'
import type { ContentExists } from '../engagement'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { found, notFound } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { itemById } from '../platform/page-routes'
import { staticFolderRoutes } from '../platform/static-files'

/** /common-client: the material centre (categories, list, one document) and the appendixes of a content item. */
export const filesCommonRoutes: FastifyPluginAsyncTypebox<{ db: Database; contentExists: ContentExists }> = async (
  app,
  { db, contentExists },
) => {
  serve(app, files.categories, { response: Type.Array(Option) }, async (_, request) =>
    listFileCategories(db, langOf(request)),
  )

  serve(app, files.list, { request: FileQuery, response: PageOf(FileDocument) }, async (query, request) =>
    listFileDocuments(db, langOf(request), query),
  )

  serve(app, files.info, { request: IdQuery, response: FileDocument }, itemById(db, getFileDocument, 'files.deleted'))

  serve(app, files.contentAppendixes, { request: ContentKey, response: Type.Array(Appendix) }, async (key, request) => {
    if (!(await contentExists(db, key))) throw notFound('files.deleted')
    return listContentAppendixes(db, langOf(request), key)
  })
}

/** /user-central: the signed-in user's download records (only their own are listed or deleted). */
export const filesUserRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, downloadRecords.page, { request: PageQuery, response: PageOf(DownloadRecord) }, async (page, request) =>
    listDownloadRecords(db, langOf(request), userOf(request).id, page),
  )

  serve(
    app,
    downloadRecords.save,
    { request: DownloadTarget, response: DownloadRecordSaved },
    async (target, request) => found(await saveDownloadRecord(db, langOf(request), userOf(request).id, target)),
  )

  serve(app, downloadRecords.delete, { request: IdQuery, response: Type.Null() }, async ({ id }, request) => {
    if (!(await deleteDownloadRecord(db, userOf(request).id, id))) throw notFound()
    return null
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
