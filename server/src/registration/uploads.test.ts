import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { after, before, describe, it } from 'node:test'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { registrationDepsFromEnv } from './deps'
import { stagingFolder, type StagedFile } from './staged-files'
import { multipart } from './testing'
import type { OssToken } from '../../../src/contract/files'
import type { UploadResult } from '../../../src/contract/registration'
import { RegistrationCode } from '../../../src/contract/registration.codes'
import { IMAGE_MAX_BYTES } from '../../../src/contract/validators'
import { call, freshUser, openTestApp, withTestApp, type TestApp } from '../test-app'

let now = new Date('2026-08-01T10:00:00+08:00')
const t = withTestApp({ clock: () => now })

const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(256)])
const picture = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#c00' } })
    .png()
    .toBuffer()

/** A store's answer for an object held in memory by a test's store. */
const streamOf = (content: Buffer | undefined) => (content ? Readable.from([content]) : null)

type File = { filename: string; type: string; content: Buffer }

/** A PNG that is only its header: it claims `width` x `height` pixels in a few dozen bytes. */
function pngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const frame = Buffer.alloc(8 + data.length + 4)
    frame.writeUInt32BE(data.length, 0)
    body.copy(frame, 4)
    frame.writeUInt32BE(crc32(body), 8 + data.length)
    return frame
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function upload(
  app: TestApp['app'],
  files: File[],
  options: { token?: string; fields?: Record<string, string>; lang?: string } = {},
) {
  const form = multipart(files, options.fields)
  const response = await app.inject({
    method: 'POST',
    url: '/merchants-client/common/oss/getImageUrl',
    headers: { ...form.headers, ...(options.token ? { accesstoken: options.token } : {}), lang: options.lang ?? 'en' },
    payload: form.payload,
  })
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: UploadResult } }
}

describe('POST /merchants-client/common/oss/getImageUrl', () => {
  it('stores a picture whose content is one, and serves it back at its URL', async () => {
    const { token } = await freshUser(t.db)
    const content = await picture()
    const answer = await upload(t.app, [{ filename: 'avatar.png', type: 'image/png', content }], { token })
    assert.equal(answer.status, 200, answer.body.msg)
    const { url, kind, mime, size, files } = answer.body.data
    assert.match(url, /^\/uploads\/[a-f0-9]{32}\.png$/)
    assert.deepEqual([kind, mime, size, files.length], ['image', 'image/png', content.length, 1])
    const served = await t.app.inject({ method: 'GET', url })
    assert.equal(served.statusCode, 200)
    assert.equal(served.headers['content-type'], 'image/png')
    assert.deepEqual(served.rawPayload, content)
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.png' })).statusCode,
      404,
    )
  })

  it('serves a picture resized with the fill and pad options at quality 100', async () => {
    const { token } = await freshUser(t.db)
    const { url } = (
      await upload(t.app, [{ filename: 'a.png', type: 'image/png', content: await picture() }], { token })
    ).body.data
    for (const mode of ['fill', 'pad']) {
      const served = await t.app.inject({
        method: 'GET',
        url: `${url}?x-oss-process=image/resize,m_${mode},w_30,h_30/quality,q_100`,
      })
      const { width, height, format } = await sharp(served.rawPayload).metadata()
      assert.deepEqual([width, height, format], [30, 30, 'png'])
    }
  })

  it('takes several videos at once, or several pictures, but never both kinds together', async () => {
    const { token } = await freshUser(t.db)
    const videos = await upload(
      t.app,
      [
        { filename: 'a.mp4', type: 'video/mp4', content: MP4 },
        { filename: 'b.mp4', type: 'video/mp4', content: MP4 },
      ],
      { token },
    )
    assert.equal(videos.status, 200)
    assert.deepEqual(
      videos.body.data.files.map((f) => f.kind),
      ['video', 'video'],
    )
    for (const lang of ['en', 'zh']) {
      const mixed = await upload(
        t.app,
        [
          { filename: 'a.png', type: 'image/png', content: await picture() },
          { filename: 'b.mp4', type: 'video/mp4', content: MP4 },
        ],
        { token, lang },
      )
      assert.equal(mixed.status, 415)
      assert.equal(mixed.body.code, RegistrationCode.uploadKind)
      assert.equal(
        mixed.body.msg,
        lang === 'en'
          ? 'Only pictures or videos can be uploaded, in one format only'
          : '只能上传图片或视频，且一次只能上传一种格式',
      )
    }
  })

  it('tells the type by content: a text file named .png is refused', async () => {
    const { token } = await freshUser(t.db)
    const answer = await upload(
      t.app,
      [{ filename: 'fake.png', type: 'image/png', content: Buffer.from('<svg onload="alert(1)"/>') }],
      { token },
    )
    assert.deepEqual([answer.status, answer.body.code], [415, RegistrationCode.uploadKind])
  })

  it('refuses a picture over 1 MB and takes one of exactly 1 MB', async () => {
    const { token } = await freshUser(t.db)
    const small = await picture()
    const sized = (bytes: number) => Buffer.concat([small, Buffer.alloc(bytes - small.length)])
    const over = await upload(
      t.app,
      [{ filename: 'big.png', type: 'image/png', content: sized(IMAGE_MAX_BYTES + 1) }],
      { token },
    )
    assert.deepEqual(
      [over.status, over.body.code, over.body.msg],
      [413, RegistrationCode.uploadTooLarge, 'Files cannot exceed 1MB'],
    )
    const exact = await upload(t.app, [{ filename: 'ok.png', type: 'image/png', content: sized(IMAGE_MAX_BYTES) }], {
      token,
    })
    assert.equal(exact.status, 200)
  })

  it('refuses a picture of more than 50 million pixels, however few bytes it takes, and one it cannot read', async () => {
    const { token } = await freshUser(t.db)
    const huge = await upload(t.app, [{ filename: 'huge.png', type: 'image/png', content: pngHeader(16000, 16000) }], {
      token,
    })
    assert.deepEqual(
      [huge.status, huge.body.code, huge.body.msg],
      [413, RegistrationCode.uploadTooLarge, 'Pictures cannot exceed 50 megapixels'],
    )
    const zh = await upload(t.app, [{ filename: 'huge.png', type: 'image/png', content: pngHeader(16000, 16000) }], {
      token,
      lang: 'zh',
    })
    assert.equal(zh.body.msg, '图片不能超过5000万像素')
    const unreadable = await upload(t.app, [{ filename: 'x.png', type: 'image/png', content: pngHeader(0, 0) }], {
      token,
    })
    assert.equal(unreadable.status, 415)
  })

  it('asks for a login, or the policy of getToken sent before the files; a tampered or expired policy is refused', async () => {
    const files = [{ filename: 'a.png', type: 'image/png', content: await picture() }]
    assert.equal((await upload(t.app, files)).body.code, 30000)
    const { token } = await freshUser(t.db)
    assert.equal((await call(t.app, 'GET', '/merchants-client/common/oss/getToken')).body.code, 30000)
    const policy = (await call<OssToken>(t.app, 'GET', '/merchants-client/common/oss/getToken', { token })).body.data
    assert.match(policy.host, /\/merchants-client\/common\/oss\/getImageUrl$/)
    assert.equal(policy.accessId, 'local')
    const signed = await upload(t.app, files, { fields: { policy: policy.policy, signature: policy.signature } })
    assert.equal(signed.status, 200, signed.body.msg)
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(policy.policy, 'base64url').toString()), userId: 1 }),
    ).toString('base64url')
    const forged = await upload(t.app, files, { fields: { policy: tampered, signature: policy.signature } })
    assert.equal(forged.status, 401)
    const saved = now
    now = new Date(saved.getTime() + 16 * 60_000)
    try {
      const expired = await upload(t.app, files, { fields: { policy: policy.policy, signature: policy.signature } })
      assert.equal(expired.status, 401)
    } finally {
      now = saved
    }
  })

  it('answers a form without files, and a JSON body, with a 4xx envelope', async () => {
    const { token } = await freshUser(t.db)
    const empty = await upload(t.app, [], { token })
    assert.equal(empty.status, 400)
    const json = await call(t.app, 'POST', '/merchants-client/common/oss/getImageUrl', { token, body: { key: 'x' } })
    assert.ok(json.status >= 400 && json.status < 500)
  })
})

describe('upload stores', () => {
  it('refuses uploads in production without a bucket rather than keeping them locally', async () => {
    const { deps, report } = registrationDepsFromEnv({ NODE_ENV: 'production' }, 'production', '/tmp/unused')
    assert.equal(deps.uploads, null)
    assert.equal(deps.signingKey, null)
    assert.ok(report.some((line) => /uploads: unavailable, set S3_BUCKET/.test(line)))
    const app = await openTestApp({ registration: deps })
    try {
      const { token } = await freshUser(app.db)
      const answer = await upload(app.app, [{ filename: 'a.png', type: 'image/png', content: await picture() }], {
        token,
      })
      assert.equal(answer.status, 503)
      assert.equal(answer.body.msg, 'File storage is not set up on this server: upload failed')
    } finally {
      await app.close()
    }
  })

  it('resizes a stored picture once per size, and serves one it cannot resize as it is', async () => {
    const objects = new Map<string, Buffer>()
    let reads = 0
    const uploads = {
      name: 'local',
      put: async (key: string, file: StagedFile) => void objects.set(key, await readFile(file.path)),
      get: async (key: string) => {
        reads += 1
        return streamOf(objects.get(key))
      },
    }
    const app = await openTestApp({ registration: { signingKey: randomBytes(32), uploads } })
    try {
      const { token } = await freshUser(app.db)
      const files = [{ filename: 'a.png', type: 'image/png', content: await picture() }]
      const { url } = (await upload(app.app, files, { token })).body.data
      const resized = (size: number) =>
        app.app.inject({ method: 'GET', url: `${url}?x-oss-process=image/resize,m_fill,w_${size},h_${size}` })
      const first = await resized(30)
      const again = await resized(30)
      assert.deepEqual([first.statusCode, again.statusCode], [200, 200])
      assert.deepEqual(again.rawPayload, first.rawPayload)
      assert.equal(reads, 1)
      // A picture stored before its pixels were counted: too large to decode, so it is served unresized.
      const damaged = pngHeader(16000, 16000)
      objects.set(url.split('/').at(-1)!, damaged)
      const answer = await resized(40)
      assert.equal(answer.statusCode, 200)
      assert.deepEqual(answer.rawPayload, damaged)
    } finally {
      await app.close()
    }
  })

  it('keeps each user within their upload quota, also when they upload at once', async () => {
    const content = await picture()
    const objects = new Map<string, Buffer>()
    const uploads = {
      name: 'local',
      put: async (key: string, file: StagedFile) => void objects.set(key, await readFile(file.path)),
      get: async (key: string) => streamOf(objects.get(key)),
    }
    const app = await openTestApp({
      registration: { signingKey: randomBytes(32), uploads, uploadQuotaBytes: 5 * content.length },
    })
    try {
      const { token } = await freshUser(app.db)
      const files = [{ filename: 'a.png', type: 'image/png', content }]
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(app.app, files, { token })))
      assert.deepEqual(answers.map((a) => a.status).toSorted(), [200, 200, 200, 200, 200, 413, 413, 413])
      const refused = answers.find((a) => a.status === 413)!
      assert.equal(refused.body.msg, 'You have reached your upload limit of 1KB in all')
      assert.equal(objects.size, 5)
      const other = await freshUser(app.db)
      assert.equal((await upload(app.app, files, { token: other.token })).status, 200)
    } finally {
      await app.close()
    }
  })

  it('refuses one form of more than 40 MB in all, though each of its videos is allowed', async () => {
    const { token } = await freshUser(t.db)
    const video = Buffer.concat([MP4, Buffer.alloc(15 * 1024 * 1024)])
    const files = [1, 2, 3].map((n) => ({ filename: `${n}.mp4`, type: 'video/mp4', content: video }))
    const answer = await upload(t.app, files, { token })
    assert.deepEqual([answer.status, answer.body.msg], [413, 'Files cannot exceed 40MB'])
    // The files written to disk as they arrived are gone with the refusal.
    assert.deepEqual(await readdir(stagingFolder()), [])
  })

  describe('an S3-compatible bucket', () => {
    const objects = new Map<string, { body: Buffer; type: string }>()
    let server: Server
    let endpoint = ''
    before(async () => {
      // A stand-in for an S3-compatible store on loopback: path-style PUT and GET of objects.
      server = createServer((request, response) => {
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
          if (request.method === 'PUT') {
            objects.set(path, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) })
            response.writeHead(200, { ETag: '"x"' }).end()
          } else if (objects.has(path)) {
            const { body, type } = objects.get(path)!
            response.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length }).end(body)
          } else {
            response.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>')
          }
        })
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    after(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it('puts uploads in the bucket under its prefix and serves them from there', async () => {
      const env = { S3_BUCKET: 'fair', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }
      const { deps, report } = registrationDepsFromEnv(env, 'production', null)
      assert.ok(report.includes(`uploads: S3 bucket fair at ${endpoint}`))
      const app = await openTestApp({ registration: { ...deps, signingKey: Buffer.alloc(32, 1) } })
      try {
        const { token } = await freshUser(app.db)
        const content = await picture()
        const answer = await upload(app.app, [{ filename: 'a.png', type: 'image/png', content }], { token })
        assert.equal(answer.status, 200, answer.body.msg)
        const key = answer.body.data.url.slice('/uploads/'.length)
        assert.deepEqual(objects.get(`/fair/uploads/${key}`)?.body, content)
        const served = await app.app.inject({ method: 'GET', url: answer.body.data.url })
        assert.deepEqual(served.rawPayload, content)
      } finally {
        await app.close()
      }
    })
  })
})
