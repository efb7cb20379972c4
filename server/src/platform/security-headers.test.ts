import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { buildApp } from '../app'
import { appOriginsFromEnv } from './security-headers'
import { demoToken, withTestApp, webRootWith } from '../test-app'

const t = withTestApp({ staticDir: webRootWith({ 'index.html': '<!doctype html><title>fair</title>' }) })

describe('security headers', () => {
  it('serve the app under a CSP without inline script, framed only by its own origins, with nosniff', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' })
    const csp = String(response.headers['content-security-policy'])
    assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/res\.wx\.qq\.com(;|$)/)
    assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/)
    assert.match(csp, /frame-ancestors 'self'(;|$)/)
    assert.match(csp, /object-src 'none'/)
    assert.equal(response.headers['x-content-type-options'], 'nosniff')
    assert.equal(response.headers['referrer-policy'], 'no-referrer')
  })

  it('let APP_ORIGINS frame the app, and refuse a malformed origin', async () => {
    const app = buildApp({
      db: t.db,
      appOrigins: appOriginsFromEnv('https://shell.cifit.example, https://partner.example'),
    })
    try {
      const response = await app.inject({ method: 'GET', url: '/health' })
      assert.match(
        String(response.headers['content-security-policy']),
        /frame-ancestors 'self' https:\/\/shell\.cifit\.example https:\/\/partner\.example/,
      )
    } finally {
      await app.close()
    }
    assert.throws(() => appOriginsFromEnv('shell.cifit.example'), /APP_ORIGINS must list origins/)
  })

  it('let Tencent’s map hosts in only when the H5 build draws its map', async () => {
    const plain = String((await t.app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy'])
    assert.doesNotMatch(plain, /map\.qq\.com/)
    assert.doesNotMatch(plain, /worker-src/)
    const app = buildApp({ db: t.db, tencentMap: true })
    try {
      const csp = String((await app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy'])
      assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/res\.wx\.qq\.com https:\/\/map\.qq\.com /)
      assert.match(csp, /connect-src 'self' blob: https:\/\/\*\.map\.qq\.com /)
      assert.match(csp, /worker-src 'self' blob:/)
    } finally {
      await app.close()
    }
  })

  it('mark every answer that may carry personal data no-store, and leave public content cacheable', async () => {
    const token = await demoToken(t.db)
    for (const [method, url] of [
      ['GET', '/user-central/mine/getMineInfo'],
      ['POST', '/user-central/usr/userInfo'],
      ['GET', '/common-client/home/informationDetail?id=1'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accesstoken: token } })
      assert.equal(response.headers['cache-control'], 'no-store', url)
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/user-central/login/byCode',
      payload: { method: 'phone', account: '13800138000', code: '000000' },
    })
    assert.equal(login.headers['cache-control'], 'no-store')
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/common-client/home/informationDetail?id=1',
      headers: { authorization: 'Bearer x' },
    })
    assert.equal(bearer.headers['cache-control'], 'no-store')
    const anonymous = await t.app.inject({ method: 'GET', url: '/common-client/home/informationDetail?id=1' })
    assert.notEqual(anonymous.headers['cache-control'], 'no-store')
  })
})
