import { createHash } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from './connect'
import { ApiError } from './envelope'
import { isPublicRead } from './public-reads'

/** Writes (POST requests) allowed per minute: per signed-in session and per client address. */
export interface WriteLimits {
  perUser: number
  perAddress: number
}

const WINDOW_MS = 60_000
// Generous: a fair hall may share one address; a person tapping fast stays far below.
const DEFAULT_LIMITS: WriteLimits = { perUser: 120, perAddress: 1200 }

/** WRITE_LIMIT_PER_USER and WRITE_LIMIT_PER_ADDRESS (per minute), else the defaults. */
export function writeLimitsFromEnv(env: NodeJS.ProcessEnv): WriteLimits {
  const read = (name: string, fallback: number) => {
    if (!env[name]) return fallback
    const value = Number(env[name])
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number above 0, got "${env[name]}"`)
    return value
  }
  return {
    perUser: read('WRITE_LIMIT_PER_USER', DEFAULT_LIMITS.perUser),
    perAddress: read('WRITE_LIMIT_PER_ADDRESS', DEFAULT_LIMITS.perAddress),
  }
}

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void

// PGlite and node-postgres both answer a raw statement with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

let counted = 0

/**
 * Counts one more event under `key` in the rate_limits table, so every server process on one PostgreSQL shares the
 * counts: one upsert, restarting the window once it has passed. Answers the count in the window and the time left.
 */
export async function countInWindow(db: Database, key: string, windowMs: number): Promise<Counted> {
  const now = new Date()
  const resetAt = new Date(now.getTime() + windowMs)
  counted += 1
  // Now and then, forget windows long past.
  if (counted % 500 === 0)
    await db.execute(
      sql`delete from rate_limits where reset_at < ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`,
    )
  const [row] = rowsOf<{ count: number; reset_at: Date | string }>(
    await db.execute(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt.toISOString()}::timestamptz)
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now.toISOString()}::timestamptz then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now.toISOString()}::timestamptz then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`),
  )
  return { current: row.count, ttl: new Date(row.reset_at).getTime() - now.getTime() }
}

/** A @fastify/rate-limit store on the rate_limits table (countInWindow). */
function databaseStore(db: Database) {
  return class DatabaseStore {
    incr(key: string, callback: Callback, windowMs: number) {
      countInWindow(db, key, windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }

    child() {
      return this
    }
  }
}

const sessionKey = (request: FastifyRequest) => {
  const header = request.headers.accesstoken
  const token = (Array.isArray(header) ? header[0] : header) ?? (request.body as { token?: unknown } | undefined)?.token
  return typeof token === 'string' && token ? createHash('sha256').update(token).digest('hex').slice(0, 32) : null
}

/**
 * Every write (a POST that is not a PUBLIC_READ) limited per session and per client address (429 with Retry-After),
 * through @fastify/rate-limit.
 */
export const writeLimits = fp<{ db: Database; limits: WriteLimits }>(async (app, { db, limits }) => {
  await app.register(rateLimit, { global: false, store: databaseStore(db), timeWindow: WINDOW_MS })
  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    keyGenerator: (request) => `write:address:${request.ip}`,
  })
  const perUser = app.createRateLimit({
    max: limits.perUser,
    keyGenerator: (request) => `write:session:${sessionKey(request)}`,
  })
  // preHandler: the body is parsed by then, so the collectible calls' body token counts as the session.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || isPublicRead(request)) return
    const checks = [await perAddress(request)]
    if (sessionKey(request)) checks.push(await perUser(request))
    const exceeded = checks.find((check) => !check.isAllowed && check.isExceeded)
    if (!exceeded || exceeded.isAllowed) return
    reply.header('retry-after', String(exceeded.ttlInSeconds))
    throw new ApiError(429, 429, 'tooManyWrites')
  })
})
