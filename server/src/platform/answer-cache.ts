import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { langOf } from './lang'
import { isPublicRead } from './public-reads'
import { isPersonal } from './security-headers'

/** How long a kept answer is given out as it is. */
export const FRESH_MS = 1000
// Once expired, it is still given out this much longer while one request asks the database for the new one.
const REFRESH_MS = 1000
const MAX_ANSWERS = 1000
const MAX_CHARACTERS = 256 * 1024

interface Kept {
  payload: string
  contentType: string
  freshUntil: number
  refreshing: boolean
}

// Everything a public read's answer depends on (see PUBLIC_READ).
const keyOf = (request: FastifyRequest) =>
  `${request.method} ${request.url} ${langOf(request)} ${request.method === 'POST' ? JSON.stringify(request.body) : ''}`

/**
 * Keeps the 200 answers of PUBLIC_READ routes to callers without a token for a second, so a list or search that many
 * people open at once is read from the database once a second instead of once a person; it is emptied by every write
 * this server answers, so a change made here shows at once (other processes' changes within two seconds).
 */
export const answerCache = fp(async (app) => {
  const kept = new Map<string, Kept>()
  // Bumped by every write: an answer read before it is not kept.
  let generation = 0
  // The generation each request that was not given a kept answer started in.
  const missedAt = new WeakMap<FastifyRequest, number>()
  const cacheable = (request: FastifyRequest) => isPublicRead(request) && !isPersonal(request)

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return
    const entry = kept.get(keyOf(request))
    const now = Date.now()
    if (entry && (now < entry.freshUntil || (entry.refreshing && now < entry.freshUntil + REFRESH_MS))) {
      return reply.header('content-type', entry.contentType).send(entry.payload)
    }
    if (entry && now < entry.freshUntil + REFRESH_MS) entry.refreshing = true
    missedAt.set(request, generation)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (missedAt.get(request) !== generation) return payload
    const key = keyOf(request)
    if (reply.statusCode !== 200 || typeof payload !== 'string' || payload.length > MAX_CHARACTERS) {
      const entry = kept.get(key)
      if (entry) entry.refreshing = false
      return payload
    }
    kept.delete(key)
    if (kept.size >= MAX_ANSWERS) kept.delete(kept.keys().next().value!)
    const contentType = String(reply.getHeader('content-type'))
    kept.set(key, { payload, contentType, freshUntil: Date.now() + FRESH_MS, refreshing: false })
    return payload
  })

  app.addHook('onResponse', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || isPublicRead(request)) return
    generation += 1
    kept.clear()
  })
})
