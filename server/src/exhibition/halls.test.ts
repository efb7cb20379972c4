import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from '../../../src/contract/common'
import type { BoothCard, HallDetail, HallSummary } from '../../../src/contract/exhibition'
import { assertAllRefused, call, HAN, withTestApp } from '../test-app'

const t = withTestApp()

const get = <T>(path: string, lang?: 'en') => call<T>(t.app, 'GET', `/common-client/exhibition/${path}`, { lang })

describe('the halls of the venue', () => {
  it('lists the nine halls in signpost order with their exhibition, zones and booth counts adding up to every booth', async () => {
    const { status, body } = await get<HallSummary[]>('hallList')
    assert.equal(status, 200)
    assert.deepEqual(
      body.data.map((h) => h.hall),
      ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'],
    )
    const a1 = body.data[0]
    assert.deepEqual(a1.exhibitions, [{ id: 1, name: '投资促进展区' }])
    assert.deepEqual(a1.areaNames, ['数字经济展区', '省区市投资推介展区'])
    const booths = await get<Page<BoothCard>>('boothList?pageSize=1')
    assert.equal(
      body.data.reduce((sum, h) => sum + h.boothCount, 0),
      booths.body.data.total,
    )
    const en = await get<HallSummary[]>('hallList', 'en')
    assert.equal(en.body.data[8].exhibitions[0].name, 'Industrial Innovation Zone')
    for (const hall of en.body.data) assert.doesNotMatch(hall.areaNames.join(' '), HAN)
  })

  it("details a hall with its zones and the exhibitors and exhibits of the hall's booths", async () => {
    const { status, body } = await get<HallDetail>('hallDetail?hall=C3', 'en')
    assert.equal(status, 200)
    assert.deepEqual(
      body.data.areas.map((a) => a.name),
      ['Biomedicine', 'Cross-border E-commerce'],
    )
    assert.equal(
      body.data.boothCount,
      body.data.areas.reduce((sum, a) => sum + a.boothCount, 0),
    )
    const booths = await get<Page<BoothCard>>(`boothList?exhibitionId=3&pageSize=50`)
    const inHall = booths.body.data.list.filter((b) => b.hall === 'C3')
    assert.equal(body.data.boothCount, inHall.length)
    assert.equal(body.data.exhibitorCount, new Set(inHall.map((b) => b.enterpriseId)).size)
    assert.equal(
      body.data.exhibitCount,
      inHall.reduce((sum, b) => sum + b.exhibitCount, 0),
    )
  })

  it('answers 404 for a hall with no zone and 400 for what is not a hall code', async () => {
    const missing = await get('hallDetail?hall=D9')
    assert.equal(missing.status, 404)
    await assertAllRefused(
      ['hallDetail', 'hallDetail?hall=a1', 'hallDetail?hall=A1%27', 'hallDetail?hall=AA'],
      (path) => get(path),
    )
  })
})
