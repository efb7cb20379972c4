import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
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

// A drawing as scripts/build-first-screen.mjs bundles the app's: it asks this server (its health) and answers markup
// with the page, its query and language, and answers with a script's end inside.
const DRAWING = `
let draws = 0
exports.FIRST_SCREEN_PATHS = { '/home': 'home', '/slow': 'slow' }
exports.FIRST_SCREEN_STYLE = '#first-screen{position:fixed}'
exports.surfaceOf = (userAgent) => (/MicroMessenger/.test(userAgent) ? 'wechat-browser' : 'browser')
exports.drawFirstScreen = async (path, params, language, send, userAgent) => {
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 1500))
  const health = await send({ url: '/health', method: 'GET', header: { lang: 'en' } })
  draws += 1
  return {
    html: '<p>' + [path, params.id ?? '', language, exports.surfaceOf(userAgent), 'draw ' + draws].join(' ') + '</p>',
    data: { said: '</script><script>alert(1)</script>', health: health.data.code },
  }
}
`
const site = webRootWith({
  'h5/index.html':
    '<!doctype html><html lang="zh-CN"><head><title>fair</title><script defer="defer" src="/js/8992.0a1b2c3d.js"></script>' +
    '<script defer="defer" src="/js/app.1a2b3c4d.js"></script></head><body><div id="app"></div></body></html>',
  'h5/route-chunks.json': JSON.stringify(ROUTE_CHUNKS),
  'h5-server/first-screen.cjs': DRAWING,
})
const drawn = withTestApp({ staticDir: join(site, 'h5') })
const open = (url: string, headers: Record<string, string> = {}) =>
  drawn.app.inject({ method: 'GET', url, headers }).then((page) => page.body)

describe('the first screen of an entry page', () => {
  it('comes drawn over the app, with its styles as stylesheets and its answers in a script that cannot be ended', async () => {
    const html = await open('/home?id=7')
    assert.match(html, /<head><style>#first-screen\{position:fixed\}<\/style><title>/)
    assert.match(html, /<link rel="stylesheet" href="\/css\/7095.258d10df.css"><script data-entry/)
    assert.doesNotMatch(
      html,
      /<script defer|<link rel="preload"/,
      'no script is asked for before the drawing is painted',
    )
    const start = /<script data-entry='(.*?)' data-preload='(.*?)'>(.*?)<\/script>/.exec(html)
    assert.ok(start, 'the start script names the entry and the first files of the page')
    assert.deepEqual(JSON.parse(start[1]), ['/js/8992.0a1b2c3d.js', '/js/app.1a2b3c4d.js'])
    assert.deepEqual(JSON.parse(start[2]), ['/js/8299.c2a4566c.js', '/js/7095.35619416.js'])
    const csp = String(
      (await drawn.app.inject({ method: 'GET', url: '/home?id=7' })).headers['content-security-policy'],
    )
    const hash = createHash('sha256').update(start[3]).digest('base64')
    assert.ok(csp.includes(`'sha256-${hash}'`), 'the CSP lets that script, and no other inline one, run')
    assert.match(html, /<div id="first-screen" inert aria-hidden="true"><p>\/home 7 zh-cn browser draw \d+<\/p><\/div>/)
    const data = /<script type="application\/json" id="first-data">(.*?)<\/script><div id="app"><\/div>/.exec(html)
    assert.ok(data, 'the answers sit between the drawing and the app')
    assert.deepEqual(JSON.parse(data[1]), { said: '</script><script>alert(1)</script>', health: 200 })
    assert.doesNotMatch(data[1], /<\/script>/)
  })

  it('is drawn in the language of the landing address, else of the app cookie, and says so in the page', async () => {
    assert.match(await open('/home?X-Access-Lang=en-us'), /<html lang="en">.*\/home {2}en-us/)
    assert.match(await open('/home', { cookie: 'theme=dark; lang=en-us' }), /\/home {2}en-us/)
    assert.match(
      await open('/home?X-Access-Lang=zh-cn', { cookie: 'lang=en-us' }),
      /<html lang="zh-CN">.*\/home {2}zh-cn/,
    )
  })

  it('is drawn once for the same page, address, language and kind of browser while fresh, and anew otherwise', async () => {
    const drawNumber = async (url: string, headers?: Record<string, string>) =>
      /draw (\d+)/.exec(await open(url, headers))?.[1]
    const first = await drawNumber('/home?id=42')
    assert.equal(await drawNumber('/home?id=42'), first)
    assert.notEqual(await drawNumber('/home?id=43'), first)
    const wechat = { 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' }
    assert.match(await open('/home?id=42', wechat), /wechat-browser draw/, 'WeChat shows the page under its own bar')
    assert.notEqual(await drawNumber('/home?id=42', wechat), first)
  })

  it('is not waited for when drawing is slow, and pages it does not draw come as before', async () => {
    assert.doesNotMatch(await open('/slow'), /first-screen/)
    assert.doesNotMatch(await open('/projectList'), /first-screen/)
    assert.match(await open('/projectList'), /<link rel="preload" href="\/js\/1234.abcdef12.js" as="script"><\/head>/)
  })
})
