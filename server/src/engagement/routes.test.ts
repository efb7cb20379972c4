import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc } from 'drizzle-orm'
import { eventPoints } from './schema'
import type { LikeState, Tag } from '../../../src/contract/engagement'
import { call, demoToken, withTestApp } from '../test-app'

let token: string
const t = withTestApp({}, async ({ db }) => {
  token = await demoToken(db)
})

const tagsOf = (contentId: number | string, type: number | string, lang?: 'en') =>
  call<Tag[]>(t.app, 'GET', `/common-client/tag/listByContentIdAndType?contentId=${contentId}&type=${type}`, { lang })

describe('tags of an item', () => {
  it('answers the same tags in either language', async () => {
    const zh = await tagsOf(1, 2)
    const en = await tagsOf(1, 2, 'en')
    assert.equal(zh.status, 200)
    assert.ok(zh.body.data.length >= 2)
    assert.deepEqual(
      zh.body.data.map((tag) => tag.id),
      en.body.data.map((tag) => tag.id),
    )
    assert.match(zh.body.data[0].name, /[\u4e00-\u9fa5]/)
    assert.match(en.body.data[0].name, /^[\x20-\x7e]+$/)
  })

  it('is empty for an item without tags and 400 for a bad type or id', async () => {
    assert.deepEqual((await tagsOf(999999, 2)).body.data, [])
    assert.equal((await tagsOf(1, 4)).status, 400)
    assert.equal((await tagsOf('x', 2)).status, 400)
  })
})

describe('likes', () => {
  const key = { contentId: 3, contentType: 7 }
  const check = (tok?: string) =>
    call<LikeState>(t.app, 'POST', '/user-central/unify/checkAgree', { body: key, token: tok })
  const agree = (tok?: string, body: object = key) =>
    call<LikeState>(t.app, 'POST', '/user-central/unify/agree', { body, token: tok })

  it('shows the count signed out, toggles for the signed-in user', async () => {
    assert.deepEqual((await check()).body.data, { agreed: false, count: 0 })
    assert.deepEqual((await agree(token)).body.data, { agreed: true, count: 1 })
    assert.deepEqual((await check(token)).body.data, { agreed: true, count: 1 })
    assert.deepEqual((await check()).body.data, { agreed: false, count: 1 })
    assert.deepEqual((await agree(token)).body.data, { agreed: false, count: 0 })
  })

  it('needs a login to like, and a real item', async () => {
    assert.equal((await agree()).body.code, 30000)
    assert.equal((await agree('not-a-token')).body.code, 401)
    assert.equal((await agree(token, { contentId: 999999, contentType: 7 })).status, 404)
    assert.equal((await agree(token, { contentId: 1, contentType: 1 })).status, 400)
  })
})

describe('view and share counters', () => {
  it('counts each call, all of them under concurrency', async () => {
    const add = () =>
      call<{ count: number }>(t.app, 'POST', '/user-central/unify/addNum', {
        body: { contentId: 2, contentType: 6, kind: 'share' },
      })
    const answers = await Promise.all(Array.from({ length: 20 }, add))
    assert.deepEqual(
      answers.map((a) => a.body.data.count).sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
  })

  it('rejects an unknown kind or item', async () => {
    const bad = await call(t.app, 'POST', '/user-central/unify/addNum', {
      body: { contentId: 2, contentType: 6, kind: 'like' },
    })
    assert.equal(bad.status, 400)
    const missing = await call(t.app, 'POST', '/user-central/unify/addNum', {
      body: { contentId: 999999, contentType: 6, kind: 'view' },
    })
    assert.equal(missing.status, 404)
  })
})

describe('tracking events', () => {
  const send = (body: object, tok?: string) =>
    call(t.app, 'POST', '/common-client/event/eventPoint', { body, token: tok })
  const latest = async () => (await t.db.select().from(eventPoints).orderBy(desc(eventPoints.id)).limit(1))[0]

  it('stores the event with the user when signed in', async () => {
    assert.equal(
      (await send({ eventName: 'banner_click', contentId: '12', paramName: '首页横幅' }, token)).body.code,
      200,
    )
    const row = await latest()
    assert.equal(row.eventName, 'banner_click')
    assert.equal(row.contentId, '12')
    assert.equal(row.paramName, '首页横幅')
    assert.ok(row.userId)
    await send({ eventName: 'page_view' })
    assert.equal((await latest()).userId, null)
  })

  it('rejects an event without a name or with oversized fields', async () => {
    assert.equal((await send({ contentId: '1' })).status, 400)
    assert.equal((await send({ eventName: 'x'.repeat(65) })).status, 400)
    assert.equal((await send({ eventName: 'x', paramName: 'y'.repeat(201) })).status, 400)
  })
})
