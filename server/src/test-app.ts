import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, before } from 'node:test'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { RouteOptions } from 'fastify'
import type { LoginDeps } from './account/login-codes'
import { users } from './account/schema'
import { createSession } from './account/sessions'
import { buildApp } from './app'
import { openAppDatabase } from './database'
import { ensureDemoUser } from './demo-user.seed'
import { MEMORY, type Database } from './platform/connect'
import type { Clock } from './platform/fair-clock'
import { migratedTemplate } from './platform/pglite-template'
import type { TrustProxy } from './platform/trust-proxy'
import type { WriteLimits } from './platform/write-limits'
import type { RegistrationDeps } from './registration/deps'
import { seedIfEmpty } from './seed'
import * as schema from './tables'
import type { Page } from '../../src/contract/common'

/** Empties every table, for runs against a shared PostgreSQL (DATABASE_URL); use a database meant for tests. */
async function truncateAll(db: Database): Promise<void> {
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => sql.identifier(getTableName(table)))
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`)
}

// Test files send far more writes a minute than a person; limits are tested with their own.
const UNLIMITED: WriteLimits = { perUser: 1_000_000, perAddress: 1_000_000 }

export interface TestAppOptions {
  staticDir?: string
  login?: Partial<LoginDeps>
  trustProxy?: TrustProxy
  writeLimits?: WriteLimits
  /** The programme's clock, for tests that stand at a moment of the fair. */
  clock?: Clock
  /** Badge signing and the upload store, for tests of their configurations. */
  registration?: RegistrationDeps
  /** Told of every route as it is registered (the route table, for tests that go through every endpoint). */
  onRoute?: (route: RouteOptions) => void
}

/** A throw-away database with every migration applied and nothing in it (close it after use). */
export async function openEmptyDatabase() {
  return openAppDatabase({
    dataDir: MEMORY,
    template: await migratedTemplate(),
    env: { ...process.env, ID_HASH_KEY: randomBytes(32).toString('hex') },
  })
}

/** A seeded cluster to start test databases from, and the ID key its identities are hashed under. */
interface SeededTemplate {
  dump: Uint8Array
  idKey: string
}

async function seed(idKey: string): Promise<Uint8Array> {
  const handle = await openAppDatabase({
    dataDir: MEMORY,
    template: await migratedTemplate(),
    env: { ...process.env, ID_HASH_KEY: idKey },
  })
  try {
    await seedIfEmpty(handle.db)
    return await handle.dump!()
  } finally {
    await handle.close()
  }
}

/**
 * Writes the seeded cluster every test file of a run starts from to `file` (its ID key beside it, in `file.key`);
 * `npm run test:server` makes it once and names it in FAIR_TEST_TEMPLATE.
 */
export async function writeSeededTemplate(file: string): Promise<void> {
  const idKey = randomBytes(32).toString('hex')
  writeFileSync(file, await seed(idKey))
  writeFileSync(`${file}.key`, idKey, { mode: 0o600 })
}

let seeded: Promise<SeededTemplate> | undefined

/** The run's seeded cluster (FAIR_TEST_TEMPLATE), or one made for this file when it runs on its own. */
function seededTemplate(): Promise<SeededTemplate> {
  seeded ??= (async () => {
    const file = process.env.FAIR_TEST_TEMPLATE
    if (file) return { dump: readFileSync(file), idKey: readFileSync(`${file}.key`, 'utf8') }
    const idKey = randomBytes(32).toString('hex')
    return { dump: await seed(idKey), idKey }
  })()
  return seeded
}

/**
 * A seeded app on a throw-away database: in-memory PGlite copied from the seeded cluster, or the DATABASE_URL
 * database emptied and seeded. Call `close` in `after` (or let withTestApp do both).
 */
export async function openTestApp(options: TestAppOptions = {}) {
  const template = process.env.DATABASE_URL ? undefined : await seededTemplate()
  const handle = await openAppDatabase({
    dataDir: MEMORY,
    template: template?.dump,
    env: template && { ...process.env, ID_HASH_KEY: template.idKey },
  })
  if (handle.driver === 'postgres') {
    await truncateAll(handle.db)
    await seedIfEmpty(handle.db)
  }
  const app = buildApp({
    db: handle.db,
    staticDir: options.staticDir,
    login: options.login,
    trustProxy: options.trustProxy,
    writeLimits: options.writeLimits ?? UNLIMITED,
    clock: options.clock,
    registration: options.registration,
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
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

/** A throw-away H5 build holding these files (path: content), removed after the tests; for `staticDir`. */
export function webRootWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'fair-h5-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  after(() => rmSync(root, { recursive: true, force: true }))
  return root
}

/** A Chinese character: a zh text has one, an en text must not. */
export const HAN = /[\u4e00-\u9fff]/

/** Sends each input and expects the 400 envelope for every one: code 400, a message, no data. */
export async function assertAllRefused<Input>(
  inputs: Input[],
  send: (input: Input) => Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>,
): Promise<void> {
  for (const input of inputs) {
    const { status, body } = await send(input)
    const label = typeof input === 'string' ? input : JSON.stringify(input)
    assert.equal(status, 400, label)
    assert.equal(body.code, 400, label)
    assert.equal(body.data, null, label)
    assert.ok(body.msg.length > 0, label)
  }
}

/** GETs each URL and expects the 404 envelope for every one. */
export async function assertAllNotFound(app: TestApp['app'], urls: string[]): Promise<void> {
  for (const url of urls) {
    const response = await app.inject({ method: 'GET', url })
    assert.equal(response.statusCode, 404, url)
    assert.equal(response.json().code, 404)
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

/**
 * A seeded app for the tests of a file or suite: opened in its `before` (then `ready` runs, for what the tests need
 * first), closed in its `after`. Read `app` and `db` inside tests and hooks. Node 20 runs a file's top-level `before`
 * hooks side by side, so work on the app belongs in `ready`, not in another top-level `before`.
 */
export function withTestApp(
  options: TestAppOptions = {},
  ready?: (opened: TestApp) => Promise<void> | void,
): Pick<TestApp, 'app' | 'db'> {
  let opened: TestApp | undefined
  const open = () => {
    if (!opened) throw new Error('the test app opens in before(): use it inside tests and hooks')
    return opened
  }
  before(async () => {
    opened = await openTestApp(options)
    await ready?.(opened)
  })
  after(async () => {
    await opened?.close()
  })
  return {
    get app() {
      return open().app
    },
    get db() {
      return open().db
    },
  }
}

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

/** POSTs a list's query as the app does: an object as JSON, a string as the raw JSON body (an empty one too). */
export function postList<Item>(app: TestApp['app'], url: string, body?: object | string, lang?: 'en') {
  return call<Page<Item>>(app, 'POST', url, {
    lang,
    ...(typeof body === 'string' ? { body, headers: { 'content-type': 'application/json' } } : { body }),
  })
}

/** Expects a list asked for without paging to answer its first page of the default 10 rows, of `total` in all. */
export function assertDefaultPage(answer: { status: number; body: { data: Page<unknown> } }, total: number): void {
  assert.equal(answer.status, 200)
  assert.equal(answer.body.data.total, total)
  assert.equal(answer.body.data.pageNum, 1)
  assert.equal(answer.body.data.pageSize, 10)
  assert.equal(answer.body.data.list.length, 10)
}
