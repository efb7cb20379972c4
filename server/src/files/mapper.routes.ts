import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { and, eq, inArray } from 'drizzle-orm'
import { FileMapperBody, FileMapping } from '../../../src/contract/files'
import { files } from '../../../src/contract/files.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { IMAGE_ROUTE_PREFIX, isImageKind } from '../platform/images'
import { uploads } from '../registration'

const UPLOAD = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})(?:\?.*)?$/
const PLACEHOLDER = new RegExp(`^${IMAGE_ROUTE_PREFIX}([a-z]+)-\\d+\\.svg$`)

/** Where each address is shown at full size: uploaded pictures without a resize, our own images as they are. */
export async function mapFiles(db: Database, urls: string[]): Promise<FileMapping[]> {
  const keys = urls.flatMap((url) => UPLOAD.exec(url)?.[1] ?? [])
  const images = new Set(
    keys.length === 0
      ? []
      : (
          await db
            .select({ key: uploads.key })
            .from(uploads)
            .where(and(inArray(uploads.key, keys), eq(uploads.kind, 'image')))
        ).map((row) => row.key),
  )
  return urls.map((source): FileMapping => {
    const key = UPLOAD.exec(source)?.[1]
    if (key)
      return images.has(key) ? { source, url: `/uploads/${key}`, kind: 'image' } : { source, url: '', kind: 'other' }
    const kind = PLACEHOLDER.exec(source)?.[1]
    return kind && isImageKind(kind) ? { source, url: source, kind: 'image' } : { source, url: '', kind: 'other' }
  })
}

/** /common-client/operation/file/mapper: the full-size addresses of the pictures a viewer shows. */
export const fileMapperRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  serve(app, files.mapper, { request: FileMapperBody, response: Type.Array(FileMapping) }, async ({ urls }) =>
    mapFiles(db, urls),
  )
}
