import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CountryMobileCode, HealthStanding } from '../../../src/contract/account'
import { assertAllRefused, call, freshUser, withTestApp } from '../test-app'

let now = new Date('2026-09-08T08:00:00+08:00')
const t = withTestApp({ clock: () => now })
const body = { fever: false, symptoms: false, contact: false, fromCity: ' 福州 ', phone: '13905921234' }

describe('the daily health declaration', () => {
  it('keeps one declaration a day, the latest, and answers whether the entrance lets the holder through', async () => {
    const user = await freshUser(t.db)
    const none = (await call<HealthStanding>(t.app, 'GET', '/user-central/health/declaration', { token: user.token }))
      .body.data
    assert.deepEqual(none, { today: '2026-09-08', current: null, history: [] })
    const first = (
      await call<HealthStanding>(t.app, 'POST', '/user-central/health/declare', { token: user.token, body })
    ).body.data
    assert.deepEqual([first.current?.clear, first.current?.fromCity], [true, '福州'])
    const again = (
      await call<HealthStanding>(t.app, 'POST', '/user-central/health/declare', {
        token: user.token,
        body: { ...body, fever: true },
      })
    ).body.data
    assert.deepEqual([again.current?.clear, again.history.length], [false, 1])
    now = new Date('2026-09-09T07:30:00+08:00')
    const nextDay = (
      await call<HealthStanding>(t.app, 'GET', '/user-central/health/declaration', { token: user.token })
    ).body.data
    assert.deepEqual([nextDay.today, nextDay.current, nextDay.history.length], ['2026-09-09', null, 1])
  })

  it('is the user’s own and refuses bad fields', async () => {
    assert.equal((await call(t.app, 'POST', '/user-central/health/declare', { body })).body.code, 30000)
    const { token } = await freshUser(t.db)
    await assertAllRefused(
      [
        { ...body, phone: '0592' },
        { ...body, fromCity: '' },
        { ...body, fever: 'no' },
      ],
      (b) => call(t.app, 'POST', '/user-central/health/declare', { token, body: b }),
    )
  })
})

describe('the calling codes', () => {
  it('lists them China first, named in the request’s language', async () => {
    const codes = (
      await call<CountryMobileCode[]>(t.app, 'GET', '/common-client/operateCountryMobileCode/list', { lang: 'en' })
    ).body.data
    assert.deepEqual(codes[0], { code: 'CN', name: 'Chinese mainland', dialCode: '86' })
    assert.ok(codes.length >= 30)
  })
})
