import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { brotliDecompressSync } from 'node:zlib'
import { webRootWith, withTestApp } from '../test-app'

const INDEX_HTML =
  '<!doctype html><html><head><title>fair</title><script src="/js/app.1a2b3c4d.js"></script></head><body></body></html>'
const ROUTE_CHUNKS = {
  '/home': ['/js/8299.c2a4566c.js', '/css/7095.258d10df.css', '/js/7095.35619416.js'],
  '/projectList': ['/js/8299.c2a4566c.js', '/js/1234.abcdef12.js'],
}

const t = withTestApp({
  staticDir: webRootWith({ 'index.html': INDEX_HTML, 'route-chunks.json': JSON.stringify(ROUTE_CHUNKS) }),
})
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('the app shell of a page route', () => {
  it("names the route's first scripts and styles as preloads in the head, uncached and compressed", async () => {
    const page = await get('/projectList?id=1', { 'accept-encoding': 'gzip, br' })
    assert.equal(page.statusCode, 200)
    assert.equal(page.headers['cache-control'], 'no-cache')
    assert.equal(page.headers['content-encoding'], 'br')
    assert.match(String(page.headers['content-type']), /^text\/html/)
    const html = brotliDecompressSync(page.rawPayload).toString()
    assert.equal(
      html,
      INDEX_HTML.replace(
        '</head>',
        '<link rel="preload" href="/js/8299.c2a4566c.js" as="script"><link rel="preload" href="/js/1234.abcdef12.js" as="script"></head>',
      ),
    )
  })

  it('opens "/" with the home page’s files, styles preloaded as styles', async () => {
    const html = (await get('/')).body
    assert.match(html, /<link rel="preload" href="\/css\/7095.258d10df.css" as="style">/)
    assert.match(html, /<link rel="preload" href="\/js\/7095.35619416.js" as="script"><\/head>/)
  })

  it('sends a route the build does not list with no preloads, and leaves API paths to their 404', async () => {
    assert.equal((await get('/someday-page')).body, INDEX_HTML)
    const api = await get('/common-client/nothing-here')
    assert.equal(api.statusCode, 404)
    assert.equal(api.json().code, 404)
  })
})
