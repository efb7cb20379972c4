import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import * as schema from './all-tables'
import { MEMORY, openDatabase, type Database } from './connect'
import { seedIfEmpty } from './seed'
import type { TrustProxy } from './trust-proxy'
import type { WriteLimits } from './write-limits'
import { ensureDemoUser } from '../account/demo-user.seed'
import type { LoginDeps } from '../account/login-codes'
import { users } from '../account/schema'
import { createSession } from '../account/sessions'
import { buildApp } from '../app'

/** Empties every table, for runs against a shared PostgreSQL (DATABASE_URL); use a database meant for tests. */
async function truncateAll(db: Database): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => sql.identifier(getTableName(table)))
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`)
}

/**
 * A seeded app on a throw-away database: in-memory PGlite, or the DATABASE_URL database emptied first.
 * Call `close` in `after`.
 */
// Test files send far more writes a minute than a person; limits are tested with their own.
const UNLIMITED: WriteLimits = { perUser: 1_000_000, perAddress: 1_000_000 }

export async function openTestApp(
  options: { staticDir?: string; login?: Partial<LoginDeps>; trustProxy?: TrustProxy; writeLimits?: WriteLimits } = {},
) {
  const handle = await openDatabase({ dataDir: MEMORY })
  if (handle.driver === 'postgres') await truncateAll(handle.db)
  await seedIfEmpty(handle.db)
  const app = buildApp({
    db: handle.db,
    staticDir: options.staticDir,
    login: options.login,
    trustProxy: options.trustProxy,
    writeLimits: options.writeLimits ?? UNLIMITED,
  })
  await app.ready()
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close()
      await handle.close()
    },
  }
}

/** A fresh token for the demo user. */
export async function demoToken(db: Database): Promise<string> {
  const user = await ensureDemoUser(db)
  return createSession(db, user.id)
}

let usersCreated = 0

/** A fresh user with a phone of its own (unless `values` gives one) and a session token for it. */
export async function freshUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; token: string; phone: string }> {
  usersCreated += 1
  const row = { nickname: '测试用户', avatar: '', phone: `1340000${String(usersCreated).padStart(4, '0')}`, ...values }
  const [user] = await db.insert(users).values(row).returning({ id: users.id })
  return { id: user.id, token: await createSession(db, user.id), phone: row.phone ?? '' }
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>

export interface CallOptions {
  body?: unknown
  token?: string
  lang?: 'zh' | 'en'
  headers?: Record<string, string>
  /** The client address the server sees (127.0.0.1 by default). */
  remoteAddress?: string
}

/** Injects a request and parses the envelope; `body` is sent as JSON. */
export async function call<T = unknown>(
  app: TestApp['app'],
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.accesstoken = options.token
  if (options.lang) headers.lang = options.lang
  const response = await app.inject({
    method,
    url,
    headers,
    remoteAddress: options.remoteAddress,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  })
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: T } }
}
