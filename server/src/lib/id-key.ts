import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { RunMode } from './mode'

/**
 * The server secret ID numbers are hashed under, so a copy of the database alone cannot rebuild them. It comes from
 * ID_HASH_KEY (required in production); locally it is generated once into a file beside the data, or, for a
 * throw-away database, once per process.
 */
export type IdKey = Buffer

const MIN_KEY_LENGTH = 32
let processKey: IdKey | undefined

/** Reads the key of a database: the environment's, the local key file's (created when missing), or the process's. */
export function loadIdKey(env: NodeJS.ProcessEnv, mode: RunMode, keyFile: string | null): IdKey {
  const fromEnv = env.ID_HASH_KEY?.trim()
  if (fromEnv) {
    if (fromEnv.length < MIN_KEY_LENGTH) throw new Error(`ID_HASH_KEY must be at least ${MIN_KEY_LENGTH} characters`)
    return Buffer.from(fromEnv)
  }
  if (mode === 'production') throw new Error('ID_HASH_KEY is required in production: set it to a random secret of 32+ characters and keep it')
  if (!keyFile) return (processKey ??= randomBytes(32))
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true })
    // 'wx' so two processes starting at once cannot each write their own key.
    try {
      writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return Buffer.from(readFileSync(keyFile, 'utf8').trim())
}

/** HMAC-SHA-256 (hex) of the upper-cased ID number; '' for no number. */
export const hmacIdNumber = (key: IdKey, idNumber: string): string => {
  const normalised = idNumber.trim().toUpperCase()
  return normalised ? createHmac('sha256', key).update(normalised).digest('hex') : ''
}

export type IdHasher = (idNumber: string) => string

// The key travels with the database handle it protects, so every service that hashes an ID finds it from `db`.
const keys = new WeakMap<object, IdKey>()

export function bindIdKey(db: object, key: IdKey): void {
  keys.set(db, key)
}

/** The ID hasher of a database opened by openDatabase; take it before a transaction (whose handle has no key). */
export function idHasher(db: object): IdHasher {
  const key = keys.get(db)
  if (!key) throw new Error('no ID key is bound to this database: open it with openDatabase')
  return (idNumber) => hmacIdNumber(key, idNumber)
}
