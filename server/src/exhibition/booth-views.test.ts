import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { ViewedBooth } from '../../../src/contract/exhibition'
import { call, freshUser, HAN, withTestApp } from '../test-app'

const t = withTestApp()

/** What a booth page sends when it is shown (useShownContent): a content_view of content type 5. */
const view = (token: string | undefined, contentId: string, paramId = '5') =>
  call(t.app, 'POST', '/common-client/event/eventPoint', {
    token,
    body: { eventName: 'content_view', contentId, paramId, paramName: 'booth' },
  })

const viewed = (token: string, lang?: 'en') =>
  call<ViewedBooth[]>(t.app, 'GET', '/user-central/exhibition/viewedBooths', { token, lang })

describe('the booths a user opened', () => {
  it('lists each booth once, most recent first, with how often it was opened', async () => {
    const me = await freshUser(t.db)
    const other = await freshUser(t.db)
    await view(me.token, '3')
    await view(me.token, '7')
    await view(me.token, '3')
    // Not mine, not a booth, not a booth id, or not signed in: none of these count.
    await view(other.token, '12')
    await view(me.token, '4', '2')
    await view(me.token, '3; drop table booths')
    await view(undefined, '15')
    const { status, body } = await viewed(me.token)
    assert.equal(status, 200)
    assert.deepEqual(
      body.data.map((b) => [b.id, b.views]),
      [
        [3, 2],
        [7, 1],
      ],
    )
    assert.match(body.data[0].enterpriseName, HAN)
    assert.ok(body.data[0].lastViewedAt >= body.data[1].lastViewedAt)
    assert.match(body.data[0].boothNo, /^[A-C][1-3]-\d{3}$/)
    const en = await viewed(me.token, 'en')
    assert.doesNotMatch(en.body.data[0].enterpriseName, HAN)
  })

  it('is empty for a user who opened none, and asks a visitor to log in', async () => {
    const fresh = await freshUser(t.db)
    assert.deepEqual((await viewed(fresh.token)).body.data, [])
    const visitor = await call(t.app, 'GET', '/user-central/exhibition/viewedBooths')
    assert.equal(visitor.body.code, 30000)
  })
})
