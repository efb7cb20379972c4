import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataFolder } from './data-lock'
import { bindIdKey, loadIdKey, type IdKey } from './id-key'
import { runModeOf } from './mode'
import { privateFolder } from './private-folder'

/** The Drizzle handle every query uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>

export interface DatabaseHandle {
  db: Database
  /** Ends the pool or closes PGlite; Node does not exit while a PGlite instance is open. */
  close: () => Promise<void>
  driver: 'pglite' | 'postgres'
  /** The PGlite cluster as it stands, to start other databases from (`template`); PGlite only. */
  dump?: () => Promise<Uint8Array>
}

export interface OpenOptions {
  /** PostgreSQL connection string; defaults to env DATABASE_URL. */
  url?: string
  /** PGlite data folder, or 'memory://' for a throw-away database. */
  dataDir?: string
  /** Where ID_HASH_KEY, NODE_ENV and DATABASE_URL are read; defaults to process.env. */
  env?: NodeJS.ProcessEnv
  /** A PGlite cluster (`dumpMigratedPglite`, a handle's `dump`) to start from instead of running initdb (tests). */
  template?: Uint8Array
  /** Data migrations a domain runs right after the schema's, under their lock (the composition names them). */
  afterMigrations?: AfterMigrations
}

/** Work on the data that follows the schema's migrations, given the database's ID key. */
export type AfterMigrations = (db: Database, idKey: IdKey | null) => Promise<void>

const noDataMigrations: AfterMigrations = async () => {}

export const MEMORY = 'memory://'
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url))
/** The local ID key of a PostgreSQL database (a PGlite database keeps its own in its folder). */
const LOCAL_POSTGRES_ID_KEY = fileURLToPath(new URL('../../.data/id-hash.key', import.meta.url))
const ID_KEY_FILE = 'id-hash.key'
const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url))
// Serialises migrations when several app servers start against one PostgreSQL at once.
const MIGRATION_LOCK = 25_0908

const drizzleConfig = { casing: 'snake_case' } as const

/**
 * Bytes PGlite reads as a Blob: it only asks for arrayBuffer(), which Node 20's Blob answers by reading in chunks and
 * joining them (half a second of CPU for a 70 MB cluster); this answers a copy at once.
 */
class BytesBlob extends Blob {
  constructor(private readonly content: Uint8Array) {
    super([])
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.content.slice().buffer)
  }
}

type PgliteParts = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>
let pgliteParts: PgliteParts | undefined

/** PGlite's compiled WebAssembly and file system image, made once per process for every database it opens (tests). */
function sharedPgliteParts(): PgliteParts {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  const compiled = (file: string) => new WebAssembly.Module(readFileSync(join(dist, file)))
  pgliteParts ??= {
    pgliteWasmModule: compiled('pglite.wasm'),
    initdbWasmModule: compiled('initdb.wasm'),
    fsBundle: new BytesBlob(readFileSync(join(dist, 'pglite.data'))),
  }
  return pgliteParts
}

/** A PGlite cluster in memory or in `dataDir`, started from `template` when given. */
function newPglite(dataDir: string, template?: Uint8Array, startParams?: string[]): PGlite {
  return new PGlite(dataDir, {
    ...sharedPgliteParts(),
    extensions: { pg_trgm },
    loadDataDir: template && new BytesBlob(template),
    startParams,
  })
}

/** A cluster dump as bytes. */
async function dumpOf(client: PGlite): Promise<Uint8Array> {
  return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer())
}

/**
 * Opens PostgreSQL when a URL is given (or DATABASE_URL is set), else PGlite; applies pending migrations and binds
 * the database's ID key (see id-key.ts).
 */
export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const env = options.env ?? process.env
  const url = options.url ?? env.DATABASE_URL
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR
  const keyFile = url ? LOCAL_POSTGRES_ID_KEY : dataDir === MEMORY ? null : join(dataDir, ID_KEY_FILE)
  const idKey = loadIdKey(env, runModeOf(env), keyFile)
  const after = options.afterMigrations ?? noDataMigrations
  const handle = url ? await openPostgres(url, idKey, after) : await openPglite(dataDir, idKey, after, options.template)
  if (idKey) bindIdKey(handle.db, idKey)
  return handle
}

/** An empty PGlite cluster with every migration applied, as a tarball to pass back as `template`. */
export async function dumpMigratedPglite(): Promise<Uint8Array> {
  const client = newPglite(MEMORY)
  try {
    await migratePglite(drizzlePglite({ client, ...drizzleConfig }), { migrationsFolder: MIGRATIONS })
    return await dumpOf(client)
  } finally {
    await client.close()
  }
}

async function openPglite(
  dataDir: string,
  idKey: IdKey | null,
  after: AfterMigrations,
  template?: Uint8Array,
): Promise<DatabaseHandle> {
  let unlock = () => {}
  if (dataDir !== MEMORY) {
    privateFolder(dataDir)
    unlock = lockDataFolder(dataDir)
  }
  // PGlite's buffers are the server's own memory, never given back: 16 MB, not 128; the system's file cache does the rest.
  const client = newPglite(dataDir, template, [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'])
  const close = async () => {
    try {
      await client.close()
    } finally {
      unlock()
    }
  }
  try {
    const db = drizzlePglite({ client, ...drizzleConfig })
    await migratePglite(db, { migrationsFolder: MIGRATIONS })
    await after(db, idKey)
    return { db, close, driver: 'pglite', dump: () => dumpOf(client) }
  } catch (error) {
    await close()
    throw error
  }
}

async function openPostgres(url: string, idKey: IdKey | null, after: AfterMigrations): Promise<DatabaseHandle> {
  await migratePostgres(url, idKey, after)
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  return { db: drizzleNodePg({ client: pool, ...drizzleConfig }), close: () => pool.end(), driver: 'postgres' }
}

async function migratePostgres(url: string, idKey: IdKey | null, after: AfterMigrations): Promise<void> {
  // A session-level advisory lock needs one connection, so migrations run on their own client.
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const db = drizzleNodePg({ client, ...drizzleConfig })
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`)
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS })
    await after(db, idKey)
  } finally {
    await client.end()
  }
}
