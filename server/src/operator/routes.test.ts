import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { buildOperatorApp } from '../app'
import { idNumberBornOn } from '../platform/testing-identity'
import { ownUpload } from '../registration/testing'
import { call, freshUser, withTestApp } from '../test-app'

const TOKEN = 'o'.repeat(40)
let operator: ReturnType<typeof buildOperatorApp>
const t = withTestApp({}, async ({ db }) => {
  operator = buildOperatorApp({ db, token: TOKEN })
})
after(async () => {
  await operator.close()
})

const ask = (method: 'GET' | 'POST', url: string, payload?: object, token = TOKEN) =>
  operator.inject({
    method,
    url: `/operator${url}`,
    headers: { authorization: `Bearer ${token}`, lang: 'en' },
    ...(payload ? { payload } : {}),
  })

describe('the operator API', () => {
  it('answers 401 without the operator token, or with a user token', async () => {
    const { token } = await freshUser(t.db)
    for (const given of ['', 'wrong', token]) {
      const response = await ask('GET', '/realname', undefined, given)
      assert.equal(response.statusCode, 401)
      assert.equal(response.json().msg, 'The operator token is required')
    }
  })

  it('reviews a submission: shows the material, records the operator, refuses a rejection without reason', async () => {
    const user = await freshUser(t.db)
    const idNumber = idNumberBornOn(new Date('1992-03-04'), '350204', '461')
    const picture = await ownUpload(t.db, user.id)
    const body = { method: 'idCard', realName: '郭子涵', idNumber, pictures: [picture], privacyAccepted: true }
    assert.equal(
      (await call(t.app, 'POST', '/user-central/userRealName/submit', { token: user.token, body })).status,
      200,
    )
    const detail = (await ask('GET', `/realname/${user.id}`)).json().data
    assert.deepEqual(detail.pictures, [picture])
    assert.equal(detail.method, 'idCard')
    const noReason = await ask('POST', `/realname/${user.id}/reject`, { operator: 'ops-li', reason: ' ' })
    assert.equal(noReason.statusCode, 400)
    assert.equal(noReason.json().msg, 'Please give the reason for not approving')
    assert.equal((await ask('POST', `/realname/${user.id}/approve`, { operator: 'ops-li' })).statusCode, 200)
    const reviewed = (await ask('GET', `/realname/${user.id}`)).json().data
    assert.equal(reviewed.status, 2)
    assert.equal(reviewed.reviews[0].operator, 'ops-li')
    assert.equal(reviewed.reviews[0].decision, 'approved')
  })

  it('hides a hot keyword', async () => {
    const top = (await call<{ keyword: string }[]>(t.app, 'GET', '/common-client/home/listSearchRank')).body.data[0]
      .keyword
    assert.equal((await ask('POST', '/keywords/hidden', { lang: 'zh', keyword: top, hidden: true })).statusCode, 200)
    const after = (await call<{ keyword: string }[]>(t.app, 'GET', '/common-client/home/listSearchRank')).body.data
    assert.ok(!after.some((k) => k.keyword === top))
    assert.ok(
      (await ask('GET', '/keywords?lang=zh'))
        .json()
        .data.some((k: { keyword: string; hidden: boolean }) => k.keyword === top && k.hidden),
    )
  })
})
