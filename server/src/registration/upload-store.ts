import { createReadStream, mkdtempSync, rmSync } from 'node:fs'
import { copyFile, open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { StagedFile } from './staged-files'
import type { RunMode } from '../platform/mode'
import { privateFolder } from '../platform/private-folder'

/** Where uploads are kept: a folder (local mode's stand-in) or an S3-compatible bucket. */
export interface UploadStore {
  /** What getToken names as its access id: `local`, or the bucket. */
  name: string
  /** Copies a staged file in, as a stream: a video is never held in memory. */
  put(key: string, file: StagedFile, mime: string): Promise<void>
  /** The object as a stream, or null when the store has none under that key. */
  get(key: string): Promise<Readable | null>
}

/** A folder of the data (created on first use). */
export function folderStore(dir: string): UploadStore {
  return {
    name: 'local',
    async put(key, file) {
      privateFolder(dir)
      // The copy keeps the staged file's mode, 0600.
      await copyFile(file.path, join(dir, key))
    },
    async get(key) {
      const handle = await open(join(dir, key)).catch(() => null)
      return handle && handle.createReadStream()
    },
  }
}

/**
 * A bucket of S3 or an S3-compatible store (MinIO, OSS, COS...), under a key prefix. The SDK loads with the first
 * upload or read, not with the server.
 */
function bucketStore(config: S3ClientConfig, bucket: string, prefix: string): UploadStore {
  let sdk: Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: import('@aws-sdk/client-s3').S3Client }>
  const connect = () => (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({ s3, client: new s3.S3Client(config) })))
  return {
    name: bucket,
    async put(key, file, mime) {
      const { s3, client } = await connect()
      await client.send(
        new s3.PutObjectCommand({
          Bucket: bucket,
          Key: prefix + key,
          Body: createReadStream(file.path),
          ContentLength: file.size,
          ContentType: mime,
        }),
      )
    },
    async get(key) {
      const { s3, client } = await connect()
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: prefix + key }))
        return (answer.Body as Readable | undefined) ?? null
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
  }
}

/**
 * The store of the environment: S3_BUCKET (with S3_REGION, S3_ENDPOINT for an S3-compatible store, S3_PREFIX, and
 * S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY or the SDK's own credential chain), else, locally only, UPLOAD_DIR or the
 * data folder's `uploads` (a throw-away folder for a throw-away database); null in production without a bucket.
 */
export function uploadStoreFromEnv(
  env: NodeJS.ProcessEnv,
  mode: RunMode,
  dataFolder: string | null,
): { store: UploadStore | null; report: string } {
  const bucket = env.S3_BUCKET?.trim()
  if (bucket) {
    const keyId = env.S3_ACCESS_KEY_ID?.trim()
    const secret = env.S3_SECRET_ACCESS_KEY?.trim()
    if (Boolean(keyId) !== Boolean(secret))
      throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK chain')
    const endpoint = env.S3_ENDPOINT?.trim() || undefined
    const config: S3ClientConfig = {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      forcePathStyle: Boolean(endpoint),
      // S3-compatible stores often refuse the SDK's newer default checksums; sent only where S3 requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...(keyId && secret ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
    }
    const prefix = env.S3_PREFIX ?? 'uploads/'
    return {
      store: bucketStore(config, bucket, prefix),
      report: `uploads: S3 bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}`,
    }
  }
  if (mode === 'production') return { store: null, report: 'uploads: unavailable, set S3_BUCKET (and its credentials)' }
  const dir = env.UPLOAD_DIR?.trim() || (dataFolder ? join(dataFolder, 'uploads') : temporaryFolder())
  return {
    store: folderStore(dir),
    report: `uploads: local folder ${dir} (a stand-in for the object store; set S3_BUCKET in production)`,
  }
}

/** A folder for a throw-away database's uploads, removed when the process ends. */
function temporaryFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fair-uploads-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}
