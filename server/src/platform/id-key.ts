import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { ApiError } from './envelope'
import type { RunMode } from './mode'

/**
 * The server secret ID numbers are hashed under, so a copy of the database alone cannot rebuild them. It comes from
 * ID_HASH_KEY (required in production); locally it is generated once into a file beside the data, or, for a
 * throw-away database, once per process.
 */
export type IdKey = Buffer

const MIN_KEY_LENGTH = 32
let processKey: IdKey | undefined

/**
 * Reads the key of a database: the environment's, the local key file's (created when missing), or the process's;
 * null in production without ID_HASH_KEY, where real-name verification is then unavailable.
 */
export function loadIdKey(env: NodeJS.ProcessEnv, mode: RunMode, keyFile: string | null): IdKey | null {
  const fromEnv = env.ID_HASH_KEY?.trim()
  if (fromEnv) {
    if (fromEnv.length < MIN_KEY_LENGTH) throw new Error(`ID_HASH_KEY must be at least ${MIN_KEY_LENGTH} characters`)
    return Buffer.from(fromEnv)
  }
  if (mode === 'production') return null
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

/** The ID hasher of a database, or null without a key; take it before a transaction (whose handle has no key). */
export function optionalIdHasher(db: object): IdHasher | null {
  const key = keys.get(db)
  return key ? (idNumber) => hmacIdNumber(key, idNumber) : null
}

/** The ID hasher of a database; without a key (production without ID_HASH_KEY) the call answers 503. */
export function idHasher(db: object): IdHasher {
  const hasher = optionalIdHasher(db)
  if (!hasher) throw new ApiError(503, 503, 'account.realName.notConfigured')
  return hasher
}
