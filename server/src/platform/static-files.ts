import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound } from './envelope'

export interface StaticFolder {
  /** The route prefix, with its slashes: '/static/video/'. */
  prefix: string
  dir: string
  /** The file names served; anything else is a 404 before the disk is touched (a name past maxLength, a 400). */
  name: RegExp
  maxLength: number
  type: string
  /** Headers a file answers with besides its type, length and a day's caching. */
  headers?: (file: string) => Record<string, string>
}

/** The demo files of a folder, whole, under a prefix (the server's own media; a CDN serves them in production). */
export const staticFolderRoutes =
  ({ prefix, dir, name, maxLength, type, headers }: StaticFolder): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `${prefix}:file`,
      { schema: { params: Type.Object({ file: Type.String({ maxLength }) }) } },
      async (request, reply) => {
        const { file } = request.params
        if (!name.test(file)) throw notFound()
        const path = join(dir, file)
        const info = await stat(path).catch(() => null)
        if (!info?.isFile()) throw notFound()
        return reply
          .type(type)
          .headers({ 'Content-Length': info.size, 'Cache-Control': 'public, max-age=86400', ...headers?.(file) })
          .send(createReadStream(path))
      },
    )
  }
