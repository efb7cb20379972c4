import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './all-tables'
import { lockDataFolder } from './data-lock'
import { bindIdKey, loadIdKey, type IdKey } from './id-key'
import { runModeOf } from './mode'
import { privateFolder } from './private-folder'
import { rekeyIdNumbers } from '../account/rekey-id-numbers'

/** The Drizzle handle every query uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  /** Ends the pool or closes PGlite; Node does not exit while a PGlite instance is open. */
  close: () => Promise<void>
  driver: 'pglite' | 'postgres'
  /** The PGlite cluster as it stands, to start other databases from (`template`); PGlite only. */
  dump?: () => Promise<Blob>
}

export interface OpenOptions {
  /** PostgreSQL connection string; defaults to env DATABASE_URL. */
  url?: string
  /** PGlite data folder, or 'memory://' for a throw-away database. */
  dataDir?: string
  /** Where ID_HASH_KEY, NODE_ENV and DATABASE_URL are read; defaults to process.env. */
  env?: NodeJS.ProcessEnv
  /** A PGlite cluster (`dumpMigratedPglite`, a handle's `dump`) to start from instead of running initdb (tests). */
  template?: Blob
}

export const MEMORY = 'memory://'
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url))
/** The local ID key of a PostgreSQL database (a PGlite database keeps its own in its folder). */
const LOCAL_POSTGRES_ID_KEY = fileURLToPath(new URL('../../.data/id-hash.key', import.meta.url))
const ID_KEY_FILE = 'id-hash.key'
const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url))
// Serialises migrations when several app servers start against one PostgreSQL at once.
const MIGRATION_LOCK = 25_0908

const drizzleConfig = { schema, casing: 'snake_case' } as const

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
  const handle = url ? await openPostgres(url, idKey) : await openPglite(dataDir, idKey, options.template)
  if (idKey) bindIdKey(handle.db, idKey)
  return handle
}

/** An empty PGlite cluster with every migration applied, as a tarball to pass back as `template`. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite(MEMORY, { extensions: { pg_trgm } })
  try {
    await migratePglite(drizzlePglite({ client, ...drizzleConfig }), { migrationsFolder: MIGRATIONS })
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}

async function openPglite(dataDir: string, idKey: IdKey | null, template?: Blob): Promise<DatabaseHandle> {
  let unlock = () => {}
  if (dataDir !== MEMORY) {
    privateFolder(dataDir)
    unlock = lockDataFolder(dataDir)
  }
  const client = new PGlite(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: template,
    // PGlite's buffers are the server's own memory, never given back: 16 MB, not 128; the system's file cache does the rest.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  })
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
    await rekeyIdNumbers(db, idKey)
    return { db, close, driver: 'pglite', dump: () => client.dumpDataDir('none') }
  } catch (error) {
    await close()
    throw error
  }
}

async function openPostgres(url: string, idKey: IdKey | null): Promise<DatabaseHandle> {
  await migratePostgres(url, idKey)
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  return { db: drizzleNodePg({ client: pool, ...drizzleConfig }), close: () => pool.end(), driver: 'postgres' }
}

async function migratePostgres(url: string, idKey: IdKey | null): Promise<void> {
  // A session-level advisory lock needs one connection, so migrations run on their own client.
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const db = drizzleNodePg({ client, ...drizzleConfig })
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`)
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS })
    await rekeyIdNumbers(db, idKey)
  } finally {
    await client.end()
  }
}
