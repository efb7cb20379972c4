import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { moment } from './columns'

// Tables of the server's own machinery, shared by every server process on one PostgreSQL.

/** Request counters of the rate limiter (@fastify/rate-limit's store): one row per key and window. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: moment().notNull(),
})
