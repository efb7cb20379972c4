import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { uploadStoreFromEnv, type UploadStore } from './upload-store'
import { USER_UPLOAD_QUOTA_BYTES } from '../../../src/contract/registration.codes'
import type { RunMode } from '../platform/mode'

/** What registration needs from the environment: the key badges and upload tokens are signed with, the upload store. */
export interface RegistrationDeps {
  /** Null in production without BADGE_SECRET: badges and upload tokens answer "not configured". */
  signingKey: Buffer | null
  /** Null in production without S3_BUCKET: uploads answer "not configured". */
  uploads: UploadStore | null
  /** Bytes one user may keep in uploads in all (UPLOAD_QUOTA_MB); USER_UPLOAD_QUOTA_BYTES when not set. */
  uploadQuotaBytes?: number
}

const MIN_SECRET_LENGTH = 32
let processKey: Buffer | undefined

/**
 * The badge secret: BADGE_SECRET (required in production), else locally a key generated once into the data folder's
 * badge.key (mode 0600), or once per process for a throw-away database.
 */
export function signingKeyFromEnv(env: NodeJS.ProcessEnv, mode: RunMode, keyFile: string | null): Buffer | null {
  const secret = env.BADGE_SECRET?.trim()
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`BADGE_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    return Buffer.from(secret)
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

/** A key of its own for each use of the secret, so a badge signature can never pass for an upload token or a card code. */
export const subkey = (key: Buffer, use: 'badge' | 'upload-token' | 'card') =>
  createHmac('sha256', key).update(use).digest()

/**
 * Registration's dependencies for a data folder (null for a throw-away database), with the start-up report's lines:
 * what is real and what is a local stand-in.
 */
export function registrationDepsFromEnv(
  env: NodeJS.ProcessEnv,
  mode: RunMode,
  dataFolder: string | null,
): { deps: RegistrationDeps; report: string[] } {
  const signingKey = signingKeyFromEnv(env, mode, dataFolder ? join(dataFolder, 'badge.key') : null)
  const { store, report } = uploadStoreFromEnv(env, mode, dataFolder)
  const badge = env.BADGE_SECRET
    ? 'badges: signed with BADGE_SECRET'
    : mode === 'local'
      ? 'badges: signed with a local key kept beside the data (set BADGE_SECRET in production)'
      : 'badges: unavailable, set BADGE_SECRET (32+ characters)'
  const quotaMb = Number(env.UPLOAD_QUOTA_MB ?? USER_UPLOAD_QUOTA_BYTES / 1024 / 1024)
  if (!Number.isInteger(quotaMb) || quotaMb < 1)
    throw new Error(`UPLOAD_QUOTA_MB must be a whole number above 0, got "${env.UPLOAD_QUOTA_MB}"`)
  return {
    deps: { signingKey, uploads: store, uploadQuotaBytes: quotaMb * 1024 * 1024 },
    report: [badge, report, `uploads: at most ${quotaMb} MB per user (UPLOAD_QUOTA_MB)`],
  }
}
