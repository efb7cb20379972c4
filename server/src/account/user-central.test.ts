import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createSession } from './sessions'
import type { MineInfo, UserProfile } from '../../../src/contract/account'
import type { CollectState } from '../../../src/contract/engagement'
import type { CommonModule } from '../../../src/contract/fair'
import { call, demoToken, freshUser, withTestApp } from '../test-app'

let token: string
const t = withTestApp({}, async ({ db }) => {
  token = await demoToken(db)
})

const UNKNOWN_TOKEN = 'f'.repeat(64)
const project = { contentId: 3, contentType: 2 }

describe('GET /user-central/operateCommonModule/listByType', () => {
  it('answers 5 banners and 10 entries sorted, with root-relative links and images', async () => {
    const banners = (
      await call<CommonModule[]>(t.app, 'GET', '/user-central/operateCommonModule/listByType?type=banner')
    ).body.data
    const entries = (
      await call<CommonModule[]>(t.app, 'GET', '/user-central/operateCommonModule/listByType?type=entry', {
        lang: 'en',
      })
    ).body.data
    assert.equal(banners.length, 5)
    assert.equal(entries.length, 10)
    for (const list of [banners, entries]) {
      const sorts = list.map((m) => m.sort)
      assert.deepEqual(
        sorts,
        [...sorts].sort((a, b) => a - b),
      )
      assert.ok(
        list.every((m) => m.link.startsWith('/') && !m.link.startsWith('//') && m.image.startsWith('/static/img/')),
      )
    }
    assert.ok(entries.some((m) => m.link === '/projectList'))
    assert.doesNotMatch(entries[0].title, /[\u4e00-\u9fff]/)
  })

  it('rejects an unknown or missing type', async () => {
    assert.equal((await call(t.app, 'GET', '/user-central/operateCommonModule/listByType?type=popup')).status, 400)
    assert.equal((await call(t.app, 'GET', '/user-central/operateCommonModule/listByType')).status, 400)
  })
})

describe('session calls', () => {
  it('isLogin answers whether the token is valid', async () => {
    assert.equal((await call<boolean>(t.app, 'GET', '/user-central/isLogin')).body.data, false)
    assert.equal(
      (await call<boolean>(t.app, 'GET', '/user-central/isLogin', { token: UNKNOWN_TOKEN })).body.data,
      false,
    )
    assert.equal((await call<boolean>(t.app, 'GET', '/user-central/isLogin', { token })).body.data, true)
  })

  it('usr/userInfo answers data null for a missing or bad token, and the masked profile for a good one', async () => {
    for (const bad of [undefined, '', UNKNOWN_TOKEN, 'not-a-token']) {
      const { status, body } = await call<UserProfile | null>(t.app, 'POST', '/user-central/usr/userInfo', {
        token: bad,
      })
      assert.equal(status, 200)
      assert.deepEqual(body, { code: 200, msg: 'success', data: null })
    }
    const { body } = await call<UserProfile>(t.app, 'POST', '/user-central/usr/userInfo', { token })
    assert.equal(body.data.phone, '138****8000')
    assert.ok(body.data.nickname.length > 0)
    assert.ok(body.data.avatar.startsWith('/'))
  })

  it('mine/getMineInfo needs login and counts from the database', async () => {
    const anonymous = await call(t.app, 'GET', '/user-central/mine/getMineInfo')
    assert.equal(anonymous.status, 401)
    assert.deepEqual(anonymous.body, { code: 30000, msg: '请先登录', data: null })
    const expired = await call(t.app, 'GET', '/user-central/mine/getMineInfo', { token: UNKNOWN_TOKEN, lang: 'en' })
    assert.equal(expired.status, 401)
    assert.equal(expired.body.code, 401)
    assert.equal(expired.body.data, null)
    const { body } = await call<MineInfo>(t.app, 'GET', '/user-central/mine/getMineInfo', { token })
    assert.deepEqual(body.data, { collectCount: 0, followCount: 2, signUpCount: 2, points: 57 })
  })
})

describe('collect', () => {
  it('requires login: 30000 without a token, 401 with an unknown one', async () => {
    const anonymous = await call(t.app, 'POST', '/user-central/unify/collect', { body: project, lang: 'en' })
    assert.equal(anonymous.status, 401)
    assert.deepEqual(anonymous.body, { code: 30000, msg: 'Please log in', data: null })
    const unknown = await call(t.app, 'POST', '/user-central/unify/collect', { body: project, token: UNKNOWN_TOKEN })
    assert.equal(unknown.status, 401)
    assert.equal(unknown.body.code, 401)
    assert.equal((await call(t.app, 'POST', '/user-central/unify/checkCollect', { body: project })).body.code, 30000)
  })

  it('toggles per user and content, and shows in the mine counts', async () => {
    const check = async () =>
      (await call<CollectState>(t.app, 'POST', '/user-central/unify/checkCollect', { body: project, token })).body.data
    assert.deepEqual(await check(), { collected: false })
    assert.deepEqual(
      (await call<CollectState>(t.app, 'POST', '/user-central/unify/collect', { body: project, token })).body.data,
      { collected: true },
    )
    assert.deepEqual(await check(), { collected: true })
    const mine = await call<MineInfo>(t.app, 'GET', '/user-central/mine/getMineInfo', { token })
    assert.equal(mine.body.data.collectCount, 1)
    assert.deepEqual(
      (await call<CollectState>(t.app, 'POST', '/user-central/unify/collect', { body: project, token })).body.data,
      { collected: false },
    )
    assert.deepEqual(await check(), { collected: false })
  })

  it('answers 404 for content that does not exist and 400 for bad keys or a missing body', async () => {
    assert.equal(
      (await call(t.app, 'POST', '/user-central/unify/collect', { body: { contentId: 9999, contentType: 2 }, token }))
        .status,
      404,
    )
    const bad: unknown[] = [
      { contentId: 'abc', contentType: 2 },
      { contentId: 1, contentType: 4 },
      { contentId: -1, contentType: 2 },
      { contentId: 1 },
      undefined,
    ]
    for (const body of bad) {
      const res = await call(t.app, 'POST', '/user-central/unify/collect', { body, token })
      assert.equal(res.status, 400, JSON.stringify(body))
      assert.equal(res.body.code, 400)
    }
    const missing = await call(t.app, 'POST', '/user-central/unify/collect', { token, lang: 'en' })
    assert.equal(missing.body.msg, 'Missing parameter "contentId"')
  })
})

describe('POST /user-central/logout', () => {
  it('needs login, and stops the token from working', async () => {
    assert.equal((await call(t.app, 'POST', '/user-central/logout')).body.code, 30000)
    const own = await demoToken(t.db)
    const out = await call(t.app, 'POST', '/user-central/logout', { token: own })
    assert.deepEqual(out.body, { code: 200, msg: 'success', data: null })
    assert.equal((await call(t.app, 'POST', '/user-central/logout', { token: own })).status, 401)
    assert.equal((await call(t.app, 'GET', '/user-central/mine/getMineInfo', { token: own })).body.code, 401)
    assert.equal((await call(t.app, 'POST', '/user-central/usr/userInfo', { token: own })).body.data, null)
    // Other sessions of the same user keep working.
    assert.equal((await call<boolean>(t.app, 'GET', '/user-central/isLogin', { token })).body.data, true)
  })
})

describe('POST /user-central/logoutAll', () => {
  it("ends every session of the account on every device, and no other account's", async () => {
    assert.equal((await call(t.app, 'POST', '/user-central/logoutAll')).body.code, 30000)
    const phone = await freshUser(t.db)
    const laptop = await createSession(t.db, phone.id)
    const other = await freshUser(t.db)
    const out = await call<{ ended: number }>(t.app, 'POST', '/user-central/logoutAll', { token: phone.token })
    assert.deepEqual(out.body, { code: 200, msg: 'success', data: { ended: 2 } })
    for (const token of [phone.token, laptop])
      assert.equal((await call<boolean>(t.app, 'GET', '/user-central/isLogin', { token })).body.data, false)
    assert.equal((await call<boolean>(t.app, 'GET', '/user-central/isLogin', { token: other.token })).body.data, true)
  })
})
