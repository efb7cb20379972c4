import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { InquiryItem, MineItem, MineKind } from '../../../src/contract/account'
import type { Page } from '../../../src/contract/common'
import { call, demoToken, freshUser, withTestApp } from '../test-app'

const t = withTestApp()

const keep = (path: string, token: string, contentType: number, contentId: number) =>
  call(t.app, 'POST', `/user-central/unify/${path}`, { token, body: { contentType, contentId } })

describe('GET /user-central/mine/<list>', () => {
  it('answers 30000 without a session', async () => {
    for (const path of ['collections', 'likes/kinds', 'inquiries?box=sent']) {
      assert.equal((await call(t.app, 'GET', `/user-central/mine/${path}`)).body.code, 30000)
    }
  })

  it("lists the user's collections newest first, in the asked language, by type, and no one else's", async () => {
    const me = await freshUser(t.db)
    const other = await freshUser(t.db)
    await keep('collect', me.token, 2, 1)
    await keep('collect', me.token, 6, 2)
    await keep('collect', other.token, 7, 1)
    const all = await call<Page<MineItem>>(t.app, 'GET', '/user-central/mine/collections?pageNum=1&pageSize=10', {
      token: me.token,
      lang: 'en',
    })
    assert.equal(all.body.data.total, 2)
    assert.deepEqual(
      all.body.data.list.map((item) => [item.contentType, item.contentId]),
      [
        [6, 2],
        [2, 1],
      ],
    )
    assert.doesNotMatch(all.body.data.list[0].title, /[\u4e00-\u9fff]/)
    assert.ok(all.body.data.list.every((item) => item.title && item.addedAt > 0))

    const parks = await call<Page<MineItem>>(t.app, 'GET', '/user-central/mine/collections?contentType=6', {
      token: me.token,
    })
    assert.deepEqual(
      parks.body.data.list.map((item) => item.contentId),
      [2],
    )
    const kinds = await call<MineKind[]>(t.app, 'GET', '/user-central/mine/collections/kinds', { token: me.token })
    assert.deepEqual(kinds.body.data, [
      { contentType: 2, count: 1 },
      { contentType: 6, count: 1 },
    ])
  })

  it('lists likes and follows from their own records', async () => {
    const me = await freshUser(t.db)
    await keep('agree', me.token, 7, 3)
    const liked = await call<Page<MineItem>>(t.app, 'GET', '/user-central/mine/likes', { token: me.token })
    assert.deepEqual(
      liked.body.data.list.map((item) => [item.contentType, item.contentId]),
      [[7, 3]],
    )
    const demo = await demoToken(t.db)
    const followed = await call<Page<MineItem>>(t.app, 'GET', '/user-central/mine/follows', { token: demo })
    assert.deepEqual(followed.body.data.list.map((item) => item.contentType).sort(), [6, 9])
  })

  it('answers 400 for a list query it cannot read', async () => {
    const me = await freshUser(t.db)
    for (const query of ['pageSize=500', 'contentType=abc', 'pageNum=0']) {
      const answer = await call(t.app, 'GET', `/user-central/mine/collections?${query}`, { token: me.token })
      assert.equal(answer.status, 400, query)
    }
    const badBox = await call(t.app, 'GET', '/user-central/mine/inquiries?box=all', { token: me.token })
    assert.equal(badBox.status, 400)
  })
})

describe('GET /user-central/mine/inquiries', () => {
  it("shows the sender their own enquiries with the number masked, and the enterprise's members the whole number", async () => {
    const buyer = await freshUser(t.db)
    const sent = await call(t.app, 'POST', '/user-central/userInquiry/add', {
      token: buyer.token,
      body: { productId: 1, quantity: 3, unit: 'box', requirements: 'samples first', phone: buyer.phone },
    })
    assert.equal(sent.body.code, 200, sent.body.msg)

    const mine = await call<Page<InquiryItem>>(t.app, 'GET', '/user-central/mine/inquiries?box=sent', {
      token: buyer.token,
    })
    assert.equal(mine.body.data.total, 1)
    assert.equal(mine.body.data.list[0].productId, 1)
    assert.equal(mine.body.data.list[0].phone, `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`)

    const demo = await demoToken(t.db)
    const received = await call<Page<InquiryItem>>(t.app, 'GET', '/user-central/mine/inquiries?box=received', {
      token: demo,
    })
    const fromBuyer = received.body.data.list.find((item) => item.phone === buyer.phone)
    assert.ok(fromBuyer, 'the enquiry reaches the enterprise that offers the product')
    assert.equal(fromBuyer.requirements, 'samples first')
    assert.ok(received.body.data.list.every((item) => item.enterpriseId === 1))

    const stranger = await freshUser(t.db)
    const none = await call<Page<InquiryItem>>(t.app, 'GET', '/user-central/mine/inquiries?box=received', {
      token: stranger.token,
    })
    assert.deepEqual(none.body.data, { list: [], total: 0, pageNum: 1, pageSize: 10 })
  })
})
