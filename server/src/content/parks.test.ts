import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, count, eq, type SQL } from 'drizzle-orm'
import { parks } from './schema'
import type { Option } from '../../../src/contract/common'
import type { ParkCard, ParkDetail, ParkListQuery } from '../../../src/contract/content'
import { PARK_PRICE_UNITS } from '../../../src/contract/content.codes'
import { assertAllRefused, assertDefaultPage, call, postList, withTestApp } from '../test-app'

const t = withTestApp()

const list = (body?: Partial<ParkListQuery> | string, lang?: 'en') =>
  postList<ParkCard>(t.app, '/merchants-client/park/list', body, lang)
const countWhere = async (where: SQL | undefined) => (await t.db.select({ n: count() }).from(parks).where(where))[0].n
const parkTypes = async (lang?: 'en') =>
  (await call<Option[]>(t.app, 'POST', '/merchants-client/park/parkTypeList', { lang })).body.data
const estateTypes = async (lang?: 'en') =>
  (await call<Option[]>(t.app, 'POST', '/merchants-client/park/estateTypeList', { lang })).body.data

describe('park type and estate type options', () => {
  it('answers localised options from both services, the same ids in both languages', async () => {
    const calls: [string, 'GET' | 'POST', string][] = [
      ['parkTypeList', 'POST', '/merchants-client/park/parkTypeList'],
      ['parkTypeAllList', 'POST', '/common-client/park/parkTypeAllList'],
      ['estateTypeList', 'POST', '/merchants-client/park/estateTypeList'],
      ['estateSelectList', 'GET', '/common-client/park/estateSelectList'],
    ]
    for (const [name, method, url] of calls) {
      const zh = await call<Option[]>(t.app, method, url)
      const en = await call<Option[]>(t.app, method, url, { lang: 'en' })
      assert.equal(zh.status, 200, name)
      assert.ok(zh.body.data.length > 0, name)
      assert.deepEqual(
        zh.body.data.map((o) => o.value),
        en.body.data.map((o) => o.value),
        name,
      )
      assert.ok(
        zh.body.data.every((o) => /^\d+$/.test(o.value)),
        name,
      )
      assert.match(zh.body.data[0].label, /[\u4e00-\u9fff]/, name)
      assert.doesNotMatch(en.body.data[0].label, /[\u4e00-\u9fff]/, name)
    }
    assert.deepEqual(
      await parkTypes(),
      (await call<Option[]>(t.app, 'POST', '/common-client/park/parkTypeAllList')).body.data,
    )
    assert.notDeepEqual(
      (await parkTypes()).map((o) => o.value),
      (await estateTypes()).map((o) => o.value),
    )
  })
})

describe('POST /merchants-client/park/list', () => {
  it('defaults to page 1 of 10 and pages through every park once, newest first', async () => {
    for (const body of [undefined, '{}']) assertDefaultPage(await list(body), 20)
    const seen: ParkCard[] = []
    for (const pageNum of [1, 2, 3]) seen.push(...(await list({ pageNum, pageSize: 8 })).body.data.list)
    assert.equal(seen.length, 20)
    assert.equal(new Set(seen.map((p) => p.id)).size, 20)
    const times = await Promise.all(
      seen.map(async (p) =>
        (await t.db.select({ time: parks.publishTime }).from(parks).where(eq(parks.id, p.id)))[0].time.getTime(),
      ),
    )
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
  })

  it('answers cards with a client price unit, a park type, an area and a cover', async () => {
    const { body } = await list({ pageSize: 20 })
    for (const park of body.data.list) {
      assert.ok((PARK_PRICE_UNITS as readonly string[]).includes(park.priceUnit), park.priceUnit)
      assert.equal(typeof park.price, 'number')
      assert.ok(park.area > 0 && Number.isInteger(park.area))
      assert.ok(park.parkType.length > 0)
      assert.ok(park.cover.startsWith('/'))
      assert.ok(!('content' in park))
    }
    assert.equal(new Set(body.data.list.map((p) => p.priceUnit)).size, PARK_PRICE_UNITS.length)
  })

  it('narrows by park type, estate type and both, matching a direct count', async () => {
    const [parkType] = await parkTypes()
    const estates = await estateTypes()
    const estate = estates.find((o) => o.value !== '') ?? estates[0]
    const cases: [Partial<ParkListQuery>, SQL][] = [
      [{ parkTypeId: parkType.value }, eq(parks.parkTypeId, Number(parkType.value))],
      [{ estateTypeId: estate.value }, eq(parks.estateTypeId, Number(estate.value))],
      [
        { parkTypeId: parkType.value, estateTypeId: estate.value },
        and(eq(parks.parkTypeId, Number(parkType.value)), eq(parks.estateTypeId, Number(estate.value)))!,
      ],
    ]
    for (const [filter, where] of cases) {
      const { body } = await list({ ...filter, pageSize: 50 })
      const expected = await countWhere(where)
      assert.ok(expected < 20, JSON.stringify(filter))
      assert.equal(body.data.total, expected, JSON.stringify(filter))
      assert.equal(body.data.list.length, expected)
    }
    const { body } = await list({ parkTypeId: parkType.value, pageSize: 50 })
    assert.ok(body.data.total > 0)
    assert.ok(body.data.list.every((p) => p.parkType === parkType.label))
  })

  it('treats an empty filter id as "any" and an unknown one as matching nothing', async () => {
    assert.equal((await list({ parkTypeId: '', estateTypeId: '' })).body.data.total, 20)
    assert.equal((await list({ parkTypeId: '999' })).body.data.total, 0)
    assert.equal((await list({ estateTypeId: '999' })).body.data.total, 0)
  })

  it('searches the keyword over the Chinese and English titles, answering in the header language', async () => {
    const zh = await list({ keyword: '软件园', pageSize: 50 })
    assert.ok(zh.body.data.total > 0 && zh.body.data.total < 20)
    assert.ok(zh.body.data.list.every((p) => p.title.includes('软件园')))
    const en = await list({ keyword: 'software PARK', pageSize: 50 }, 'en')
    assert.equal(en.body.data.total, zh.body.data.total)
    assert.ok(en.body.data.list.every((p) => /software park/i.test(p.title)))
    // An English keyword finds the park while answering in Chinese.
    const cross = await list({ keyword: 'Software Park', pageSize: 50 })
    assert.equal(cross.body.data.total, zh.body.data.total)
    assert.match(cross.body.data.list[0].title, /[\u4e00-\u9fff]/)
    assert.equal((await list({ keyword: '%' })).body.data.total, 0)
  })

  it('answers 400 envelopes for bad input, never 500', async () => {
    const bad: (Record<string, unknown> | string)[] = [
      { pageNum: 0 },
      { pageSize: 1000 },
      { pageNum: 'abc' },
      { parkTypeId: 'abc' },
      { estateTypeId: '-1' },
      { keyword: 'x'.repeat(51) },
      '{"pageNum": 1,',
      '[1,2]',
      'null',
    ]
    await assertAllRefused(bad, (body) =>
      typeof body === 'string' ? list(body) : list(body as Partial<ParkListQuery>),
    )
  })
})

describe('park detail', () => {
  const info = (body: unknown, lang?: 'en') =>
    call<ParkDetail>(t.app, 'POST', '/merchants-client/park/parkInfo', { body, lang })
  const detail = (query: string, lang?: 'en') =>
    call<ParkDetail>(t.app, 'GET', `/common-client/home/parkDetail?${query}`, { lang })

  it('answers the same park from both services, with rich text, images and a client price unit', async () => {
    const a = await info({ id: 4 })
    const b = await detail('id=4')
    assert.equal(a.status, 200)
    assert.deepEqual(a.body, b.body)
    const park = a.body.data
    assert.equal(park.id, 4)
    assert.match(park.title, /[\u4e00-\u9fff]/)
    assert.match(park.content, /<h3>/)
    assert.doesNotMatch(park.content, /<script|javascript:/i)
    assert.ok(park.images.length > 0 && park.images.every((src) => src.startsWith('/static/img/')))
    assert.ok((PARK_PRICE_UNITS as readonly string[]).includes(park.priceUnit))
    assert.ok(park.estateType.length > 0 && park.summary.length > 0)
  })

  it('matches the list card and switches language with the header', async () => {
    const { body } = await list({ pageSize: 1 })
    const card = body.data.list[0]
    const { content, images, summary, estateType, ...rest } = (await detail(`id=${card.id}`)).body.data
    assert.ok(content && images && summary && estateType)
    assert.deepEqual(rest, card)
    const en = await detail(`id=${card.id}`, 'en')
    assert.doesNotMatch(en.body.data.title + en.body.data.content + en.body.data.parkType, /[\u4e00-\u9fff]/)
  })

  it('answers a localised 404 envelope for an unknown id', async () => {
    for (const res of [await info({ id: 99999 }, 'en'), await detail('id=99999', 'en')]) {
      assert.equal(res.status, 404)
      assert.deepEqual(res.body, { code: 404, msg: 'This content does not exist or was taken down', data: null })
    }
  })

  it('rejects ids that are not positive integers with a 400 envelope', async () => {
    await assertAllRefused(['id=abc', 'id=0', 'id=-1', 'id=1.5', '', 'id=99999999999'], detail)
    await assertAllRefused([{}, { id: 'abc' }, { id: 0 }, { id: 1.5 }, undefined], info)
  })
})
