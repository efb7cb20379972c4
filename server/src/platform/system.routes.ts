import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'drizzle-orm'
import type { Database } from './connect'
import { notFound, ok } from './envelope'
import { IMAGE_ROUTE_PREFIX, isImageKind, renderPlaceholderSvg } from './images'

const IMAGE_FILE = /^([a-z]+)-(\d{1,6})\.svg$/

/** Health check (touches the database) and the generated placeholder images the seed links to. */
export const systemRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/health', async () => {
    await db.execute(sql`select 1`)
    return ok({ status: 'ok' })
  })

  app.get(
    `${IMAGE_ROUTE_PREFIX}:file`,
    { schema: { params: Type.Object({ file: Type.String({ maxLength: 40 }) }) } },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file)
      const kind = match?.[1]
      if (!match || !kind || !isImageKind(kind)) throw notFound()
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=604800, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderPlaceholderSvg(kind, Number(match[2])))
    },
  )
}
