import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { buildApp } from '../app'
import { call, freshUser, type TestApp, withTestApp } from '../test-app'

const LIMITS = { perUser: 5, perAddress: 8 }
const t = withTestApp({ writeLimits: LIMITS })

const feedback = (app: TestApp['app'], token: string, remoteAddress: string, lang?: 'en') =>
  call(app, 'POST', '/user-central/feedback/add', {
    token,
    remoteAddress,
    lang,
    body: { type: 'other', content: 'The map of hall B is hard to read' },
  })

describe('write limits', () => {
  it('limit writes per session and per client address with a localised 429 and Retry-After; reads go on', async () => {
    const first = await freshUser(t.db)
    for (let i = 0; i < LIMITS.perUser; i += 1)
      assert.equal((await feedback(t.app, first.token, '198.51.100.10')).status, 200)
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/user-central/feedback/add',
      headers: { accesstoken: first.token, lang: 'en' },
      remoteAddress: '198.51.100.10',
      payload: { type: 'other', content: 'again' },
    })
    assert.equal(tooMany.statusCode, 429)
    assert.deepEqual(tooMany.json(), { code: 429, msg: 'Too many requests, please try again in a moment', data: null })
    assert.ok(Number(tooMany.headers['retry-after']) > 0)
    assert.equal(
      (
        await call(t.app, 'GET', '/user-central/mine/getMineInfo', {
          token: first.token,
          remoteAddress: '198.51.100.10',
        })
      ).status,
      200,
    )

    // Another person on the same network goes on until the address's own limit.
    const second = await freshUser(t.db)
    assert.equal((await feedback(t.app, second.token, '198.51.100.10')).status, 200)
    assert.equal((await feedback(t.app, second.token, '198.51.100.10')).status, 200)
    assert.equal((await feedback(t.app, second.token, '198.51.100.10')).status, 429, 'the address has used its 8')
    assert.equal((await feedback(t.app, second.token, '198.51.100.11')).status, 200)
  })

  it('leave reads sent as POST alone (lists, filters, searches)', async () => {
    for (let i = 0; i < LIMITS.perAddress + 2; i += 1) {
      const list = await call(t.app, 'POST', '/merchants-client/project/list', {
        body: { pageNum: 1, pageSize: 5, keyword: `k${i}` },
        remoteAddress: '198.51.100.40',
      })
      assert.equal(list.status, 200)
    }
    const user = await freshUser(t.db)
    assert.equal((await feedback(t.app, user.token, '198.51.100.40')).status, 200, 'no write counted yet')
  })

  it('are shared by every server process on the same database', async () => {
    const other = buildApp({ db: t.db, writeLimits: LIMITS })
    try {
      const user = await freshUser(t.db)
      for (let i = 0; i < LIMITS.perUser; i += 1) {
        assert.equal((await feedback(i % 2 ? other : t.app, user.token, `198.51.100.${20 + i}`)).status, 200)
      }
      assert.equal((await feedback(other, user.token, '198.51.100.30')).status, 429)
      assert.equal((await feedback(t.app, user.token, '198.51.100.31')).status, 429)
    } finally {
      await other.close()
    }
  })
})
