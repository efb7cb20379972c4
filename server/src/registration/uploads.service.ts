import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { eq, inArray, sql } from 'drizzle-orm'
import { fileTypeFromFile } from 'file-type'
import { LRUCache } from 'lru-cache'
import { subkey, type RegistrationDeps } from './deps'
import type { StagedFile } from './staged-files'
import { uploads } from './uploads.schema'
import type { OssToken } from '../../../src/contract/files'
import type { UploadedFile, UploadResult } from '../../../src/contract/registration'
import {
  RegistrationCode,
  RESIZE_MAX_SIDE,
  USER_UPLOAD_QUOTA_BYTES,
  VIDEO_MAX_BYTES,
  type UploadKind,
} from '../../../src/contract/registration.codes'
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '../../../src/contract/validators'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { oneAtATime } from '../platform/one-at-a-time'

// Uploads (common/oss/getToken and getImageUrl, seed 000 section 7, seed 001 section 5): pictures up to 1 MB or
// videos, one kind at a time, their type found in their content, kept in the store and served under /uploads/.

/** What a content type is, for the types taken: browsers show these pictures and play these videos. */
const KINDS: Record<string, UploadKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
  'video/x-m4v': 'video',
}
/** Files one form may hold. */
export const MAX_FILES = 9
/** How long a getToken policy is accepted. */
const TOKEN_SECONDS = 15 * 60

const kindRefused = () => new ApiError(415, RegistrationCode.uploadKind, 'registration.upload.kind')
const notConfigured = () => new ApiError(503, 503, 'registration.upload.notConfigured')
const tooLarge = (kind: UploadKind) =>
  new ApiError(413, RegistrationCode.uploadTooLarge, 'registration.upload.tooLarge', {
    limit: kind === 'image' ? '1MB' : `${VIDEO_MAX_BYTES / 1024 / 1024}MB`,
  })

/** A file's type as its content says, whatever its name or the type the client gave. */
async function sniff(file: StagedFile) {
  const found = await fileTypeFromFile(file.path)
  const kind = found ? KINDS[found.mime] : undefined
  if (!found || !kind) throw kindRefused()
  return { kind, mime: found.mime, ext: found.ext }
}

// Loaded with the first picture, not with the server.
const loadSharp = async () => (await import('sharp')).default

/** The pixels a picture holds (every frame of an animation), read from its header; null when it cannot be read. */
async function pixelsOf(file: StagedFile): Promise<number | null> {
  const sharp = await loadSharp()
  try {
    const { width, height, pages = 1 } = await sharp(file.path).metadata()
    return width && height ? width * height * pages : null
  } catch {
    return null
  }
}

/** The largest file a form may send: the largest video. */
export const UPLOAD_MAX_BYTES = VIDEO_MAX_BYTES

/**
 * Stores a form's files for a user: all pictures (each at most 1 MB) or all videos, told by their content; nothing is
 * stored when any file is refused.
 */
export async function storeUploads(
  db: Database,
  deps: RegistrationDeps,
  userId: number,
  files: StagedFile[],
): Promise<UploadResult> {
  if (files.length === 0) throw new ApiError(400, 400, 'registration.upload.missing')
  if (files.length > MAX_FILES) throw new ApiError(400, 400, 'registration.upload.tooMany')
  const found = await Promise.all(files.map(sniff))
  if (new Set(found.map((file) => file.kind)).size > 1) throw kindRefused()
  found.forEach((file, i) => {
    if (file.kind === 'image' && files[i].size > IMAGE_MAX_BYTES) throw tooLarge('image')
    if (file.kind === 'video' && files[i].size > VIDEO_MAX_BYTES) throw tooLarge('video')
  })
  for (const [i, file] of found.entries()) {
    if (file.kind !== 'image') continue
    const pixels = await pixelsOf(files[i])
    if (pixels === null) throw kindRefused()
    if (pixels > IMAGE_MAX_PIXELS)
      throw new ApiError(413, RegistrationCode.uploadTooLarge, 'registration.upload.tooManyPixels', {
        limit: `${IMAGE_MAX_PIXELS / 1_000_000}`,
      })
  }
  const store = deps.uploads
  if (!store) throw notConfigured()
  const rows = found.map((file, i) => ({
    key: `${randomBytes(16).toString('hex')}.${file.ext}`,
    userId,
    kind: file.kind,
    mime: file.mime,
    sizeBytes: files[i].size,
    store: store.name === 'local' ? 'local' : 's3',
  }))
  // The rows reserve the user's quota before the files are put (a put can take long), under a lock on the user so
  // uploads at once cannot each fit alone; rows of files that could not be put are taken back.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`)
    await checkQuota(tx, deps, userId, sum(files.map((file) => file.size)))
    await tx.insert(uploads).values(rows)
  })
  try {
    for (const [i, row] of rows.entries()) await store.put(row.key, files[i], row.mime)
  } catch (error) {
    await db.delete(uploads).where(
      inArray(
        uploads.key,
        rows.map((row) => row.key),
      ),
    )
    throw error
  }
  const stored: UploadedFile[] = rows.map((row) => ({
    url: `/uploads/${row.key}`,
    kind: row.kind,
    mime: row.mime,
    size: row.sizeBytes,
  }))
  return { ...stored[0], files: stored }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** Refuses an upload of `bytes` that would take the user past their quota (413, naming it). */
export async function checkQuota(db: Database, deps: RegistrationDeps, userId: number, bytes: number): Promise<void> {
  const quota = deps.uploadQuotaBytes ?? USER_UPLOAD_QUOTA_BYTES
  const [{ used }] = await db
    .select({ used: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.userId, userId))
  if (Number(used) + bytes > quota)
    throw new ApiError(413, RegistrationCode.uploadTooLarge, 'registration.upload.quota', {
      limit: quota >= 1024 * 1024 ? `${Math.round(quota / 1024 / 1024)}MB` : `${Math.ceil(quota / 1024)}KB`,
    })
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

const signPolicy = (key: Buffer, policy: string) =>
  base64url(createHmac('sha256', subkey(key, 'upload-token')).update(policy).digest())

/** getToken: the signed-in user's upload policy, for 15 minutes. */
export function uploadToken(deps: RegistrationDeps, userId: number, host: string, now: Date): OssToken {
  if (!deps.signingKey || !deps.uploads) throw notConfigured()
  const expire = Math.floor(now.getTime() / 1000) + TOKEN_SECONDS
  const policy = base64url(
    JSON.stringify({
      userId,
      expire,
      imageMaxBytes: IMAGE_MAX_BYTES,
      videoMaxBytes: VIDEO_MAX_BYTES,
      maxFiles: MAX_FILES,
    }),
  )
  return {
    accessId: deps.uploads.name,
    policy,
    signature: signPolicy(deps.signingKey, policy),
    host,
    dir: `u${userId}/`,
    expire,
  }
}

/** The user a getToken policy was given to, when its signature holds and it has not expired; else 401. */
export function policyUser(deps: RegistrationDeps, policy: string, signature: string, now: Date): number {
  const refused = () => new ApiError(401, 401, 'registration.upload.tokenInvalid')
  if (!deps.signingKey) throw notConfigured()
  const expected = Buffer.from(signPolicy(deps.signingKey, policy))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused()
  const { userId, expire } = JSON.parse(Buffer.from(policy, 'base64url').toString()) as {
    userId: number
    expire: number
  }
  if (!Number.isInteger(userId) || !(expire * 1000 > now.getTime())) throw refused()
  return userId
}

const RESIZE = /^image\/resize,m_(fill|pad),w_(\d{1,4}),h_(\d{1,4})(?:\/quality,q_(\d{1,3}))?$/
// Resized pictures, by file and size: a page asks for the same few sizes of the same pictures again and again.
const resizedCache = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => b.length })
// Each resize decodes a whole picture: one at a time per process.
const resizeTurn = oneAtATime()

/** An uploaded file and its type, resized when `process` asks (fill or pad, quality 100 unless given); null when unknown. */
export async function readUpload(
  db: Database,
  deps: RegistrationDeps,
  key: string,
  process: string | undefined,
): Promise<{ content: Buffer | Readable; mime: string } | null> {
  const [row] = await db.select({ mime: uploads.mime, kind: uploads.kind }).from(uploads).where(eq(uploads.key, key))
  if (!row || !deps.uploads) return null
  const resize = process && row.kind === 'image' ? RESIZE.exec(process) : null
  if (!resize) {
    const content = await deps.uploads.get(key)
    return content && { content, mime: row.mime }
  }
  const [, mode, w, h, q] = resize
  const side = (value: string) => Math.min(Math.max(Number(value), 1), RESIZE_MAX_SIDE)
  const quality = Math.min(Math.max(Number(q ?? 100), 1), 100)
  const cacheKey = `${key}:${mode}:${side(w)}x${side(h)}:${quality}`
  const cached = resizedCache.get(cacheKey)
  if (cached) return { content: cached, mime: row.mime }
  const stored = await deps.uploads.get(key)
  if (!stored) return null
  // A stored picture is at most 1 MB: read whole to be decoded.
  const content = await buffer(stored)
  const format = row.mime.slice('image/'.length) as 'jpeg' | 'png' | 'gif' | 'webp'
  const sharp = await loadSharp()
  const resized = await resizeTurn(() =>
    sharp(content, { limitInputPixels: IMAGE_MAX_PIXELS })
      .resize(side(w), side(h), {
        fit: mode === 'fill' ? 'cover' : 'contain',
        background: { r: 255, g: 255, b: 255, alpha: 1 },
      })
      .toFormat(format, format === 'jpeg' || format === 'webp' ? { quality } : {})
      .toBuffer(),
  ).catch(() => null)
  // A picture that cannot be resized (stored before pixels were counted, or damaged) is served as it is.
  if (!resized) return { content, mime: row.mime }
  resizedCache.set(cacheKey, resized)
  return { content: resized, mime: row.mime }
}
