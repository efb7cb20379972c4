import type { FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by PUBLIC_READ. */
    publicRead?: boolean
  }
}

/**
 * Route options of a call that writes nothing and answers every caller without a token alike, by its URL, body and
 * language (lists, filters, searches; not details, which count views): however it is sent (the app sends some of
 * them as POST), it is no write for write-limits.ts, and answer-cache.ts may keep its public answers for a moment.
 */
export const PUBLIC_READ = { config: { publicRead: true } }

export const isPublicRead = (request: FastifyRequest) => request.routeOptions.config.publicRead === true
