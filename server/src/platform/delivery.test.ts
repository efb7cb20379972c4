import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { demoToken, webRootWith, withTestApp } from '../test-app'
import { cacheControlOf } from './web'
import { compressH5 } from '../../../scripts/compress-h5.mjs'

// Large enough (over 1 KB) for the build step to write compressed copies.
const APP_JS = `console.log(${JSON.stringify('fair '.repeat(400))})`
const INDEX_HTML = `<!doctype html><title>fair</title><script src="/js/app.1a2b3c4d.js"></script>${'<!-- shell -->'.repeat(100)}`

const root = webRootWith({
  'js/app.1a2b3c4d.js': APP_JS,
  'index.html': INDEX_HTML,
  'static/images/logo.png': 'not really a png',
})
const t = withTestApp({ staticDir: root }, async () => {
  await compressH5(root)
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('the H5 build', () => {
  it('is sent as the brotli or gzip copy the client accepts, else as it is, varying on Accept-Encoding', async () => {
    const br = await get('/js/app.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(br.statusCode, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers['content-type']), /javascript/)
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), APP_JS)
    assert.match(String(br.headers.vary), /accept-encoding/i)

    const gzip = await get('/js/app.1a2b3c4d.js', { 'accept-encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(gunzipSync(gzip.rawPayload).toString(), APP_JS)

    const plain = await get('/js/app.1a2b3c4d.js')
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, APP_JS)
  })

  it('keeps hashed files a year, index.html never unchecked (also as the page-route fallback), others an hour', async () => {
    const hashed = await get('/js/app.1a2b3c4d.js', { 'accept-encoding': 'br' })
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable')
    for (const url of ['/', '/projectList', '/meeting-details?meetingId=3']) {
      const page = await get(url, { 'accept-encoding': 'br' })
      assert.equal(page.statusCode, 200, url)
      assert.equal(page.headers['cache-control'], 'no-cache', url)
      assert.equal(page.headers['content-encoding'], 'br', url)
      assert.match(String(page.headers['content-type']), /^text\/html/, url)
      assert.equal(brotliDecompressSync(page.rawPayload).toString(), INDEX_HTML, url)
    }
    const plainPage = await get('/projectList')
    assert.equal(plainPage.headers['cache-control'], 'no-cache')
    assert.equal(plainPage.body, INDEX_HTML)
    assert.equal((await get('/static/images/logo.png')).headers['cache-control'], 'public, max-age=3600')
  })

  it('tells hashed names by their hash, not their folder', () => {
    assert.equal(cacheControlOf('/h5/css/1347.6fdc733f.css.gz'), 'public, max-age=31536000, immutable')
    assert.equal(cacheControlOf('/h5/static/images/banner.png'), 'public, max-age=3600')
    assert.equal(cacheControlOf('/h5/favicon.ico'), 'public, max-age=3600')
    assert.equal(cacheControlOf('/h5/index.html.br'), 'no-cache')
    // A new build's service worker is found at the next start, not an hour later.
    assert.equal(cacheControlOf('/h5/sw.js.br'), 'no-cache')
  })
})

describe('API answers', () => {
  it('are compressed from 1 KB up as Accept-Encoding asks, smaller ones sent as they are', async () => {
    const list = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/merchants-client/project/list',
        headers: { 'accept-encoding': encoding },
        payload: { pageNum: 1, pageSize: 10 },
      })
    const br = await list('br')
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers.vary), /accept-encoding/i)
    assert.equal(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data.list.length, 10)
    const gzip = await list('gzip')
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(JSON.parse(gunzipSync(gzip.rawPayload).toString()).code, 200)
    const plain = await list('identity')
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.json().code, 200)

    const health = await get('/health', { 'accept-encoding': 'br' })
    assert.equal(health.headers['content-encoding'], undefined)
    assert.equal(health.json().code, 200)
  })

  it('carry an ETag when public reads, answered 304 when the client has it', async () => {
    const url = '/common-client/home/baseConfig'
    const first = await get(url, { 'accept-encoding': 'br' })
    const etag = String(first.headers.etag)
    assert.match(etag, /^W\/".+"$/)
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag })
    assert.equal(again.statusCode, 304)
    assert.equal(again.body, '')
    assert.equal((await get(url, { 'if-none-match': 'W/"other"' })).statusCode, 200)
  })

  it('never carry an ETag when personal, a write or an error, whatever If-None-Match says', async () => {
    const token = await demoToken(t.db)
    for (const url of ['/common-client/home/baseConfig', '/user-central/mine/getMineInfo']) {
      const personal = await get(url, { accesstoken: token })
      assert.equal(personal.statusCode, 200, url)
      assert.equal(personal.headers['cache-control'], 'no-store', url)
      assert.equal(personal.headers.etag, undefined, url)
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/merchants-client/project/list',
      payload: { pageNum: 1, pageSize: 1 },
    })
    assert.equal(write.headers.etag, undefined)
    const missing = await get('/common-client/home/projectDetail?id=999999', { 'if-none-match': '*' })
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.headers.etag, undefined)
    assert.equal(missing.json().code, 404)
  })
})
