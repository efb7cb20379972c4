import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc } from 'drizzle-orm'
import { jsapiSignature } from './js-sdk'
import type { ShareSignature } from '../../../src/contract/share'
import { eventPoints } from '../engagement/schema'
import { call, demoToken, withTestApp } from '../test-app'
const t = withTestApp()

const sign = (body: unknown) => call<ShareSignature>(t.app, 'POST', '/user-central/applet/shareSign', { body })

describe('POST /user-central/applet/shareSign', () => {
  it('signs the page URL with the server-side ticket, without the #fragment and without handing the ticket out', async () => {
    const url = 'https://fair.example.com/projectDetail?id=3&type=1#top'
    const { status, body } = await sign({ url })
    assert.equal(status, 200)
    const { appId, timestamp, nonceStr, signature } = body.data
    assert.ok(appId && nonceStr.length >= 16)
    assert.ok(Math.abs(timestamp - Date.now() / 1000) < 60, 'unix seconds')
    assert.equal(
      signature,
      jsapiSignature({ ticket: 'local-jsapi-ticket', nonceStr, timestamp, url: url.split('#')[0] }),
    )
    assert.doesNotMatch(JSON.stringify(body), /local-jsapi-ticket/)
    assert.notEqual((await sign({ url })).body.data.nonceStr, nonceStr, 'a fresh nonce each time')
  })

  it('rejects a missing or non-http URL with a 400 envelope', async () => {
    for (const body of [
      {},
      { url: 'javascript:alert(1)' },
      { url: 'ftp://fair.example.com/x' },
      { url: 'https://x'.padEnd(2100, 'x') },
    ]) {
      const { status, body: answer } = await sign(body)
      assert.equal(status, 400)
      assert.equal(answer.code, 400)
    }
  })
})

describe('share tracking', () => {
  it('records a share click and a completed share without the query of the address', async () => {
    const token = await demoToken(t.db)
    const url = 'https://fair.example.com/newsDetails?id=4&token=secret'
    assert.equal((await call(t.app, 'POST', '/user-central/share/clickHandler', { body: { url } })).status, 200)
    assert.equal((await call(t.app, 'POST', '/user-central/share/shareHandler', { body: { url }, token })).status, 200)
    const [done, click] = await t.db.select().from(eventPoints).orderBy(desc(eventPoints.id)).limit(2)
    assert.equal(click.eventName, 'share_click')
    assert.equal(done.eventName, 'share_done')
    assert.equal(done.paramName, 'https://fair.example.com/newsDetails')
    assert.ok(done.userId)
    assert.equal(click.userId, null)
  })

  it('accepts a mini program page path, and rejects anything else with a 400', async () => {
    const path = '/packages/content/park-detail/index?id=3'
    assert.equal((await call(t.app, 'POST', '/user-central/share/clickHandler', { body: { url: path } })).status, 200)
    const [click] = await t.db.select().from(eventPoints).orderBy(desc(eventPoints.id)).limit(1)
    assert.equal(click.paramName, '/packages/content/park-detail/index')
    for (const url of ['javascript:alert(1)', '', 'park-detail']) {
      assert.equal((await call(t.app, 'POST', '/user-central/share/clickHandler', { body: { url } })).status, 400)
    }
  })
})
