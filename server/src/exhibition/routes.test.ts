import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Option, Page } from '../../../src/contract/common'
import type {
  BoothCard,
  BoothDetail,
  ExhibitCard,
  ExhibitionAreaDetail,
  ExhibitionCard,
  ExhibitionDetail,
  ExhibitionHall,
} from '../../../src/contract/exhibition'
import { call, demoToken, HAN, withTestApp } from '../test-app'

const t = withTestApp()

const get = <T>(path: string, lang?: 'en') => call<T>(t.app, 'GET', `/common-client/exhibition/${path}`, { lang })

describe('exhibitions', () => {
  it('lists the three exhibitions in both languages, pages and filters by keyword', async () => {
    const zh = await get<Page<ExhibitionCard>>('list')
    assert.equal(zh.status, 200)
    assert.equal(zh.body.data.total, 3)
    assert.match(zh.body.data.list[0].name, HAN)
    const en = await get<Page<ExhibitionCard>>('list?pageNum=2&pageSize=2', 'en')
    assert.equal(en.body.data.list.length, 1)
    assert.equal(en.body.data.list[0].name, 'Industrial Innovation Zone')
    const found = await get<Page<ExhibitionCard>>(`list?keyword=${encodeURIComponent('国际')}`)
    assert.deepEqual(
      found.body.data.list.map((e) => e.name),
      ['国际展区'],
    )
    const select = await get<Option[]>('select', 'en')
    assert.deepEqual(
      select.body.data.map((o) => o.value),
      ['1', '2', '3'],
    )
  })

  it('details an exhibition with its sanitised intro, dates, zones and counts', async () => {
    const { status, body } = await get<ExhibitionDetail>('detail?id=1')
    assert.equal(status, 200)
    assert.equal(body.data.name, '投资促进展区')
    assert.equal(body.data.startDate, '2026-09-08')
    assert.match(body.data.content, /<h3>展区分布<\/h3>/)
    assert.deepEqual(
      body.data.areas.map((a) => a.hall),
      ['A1', 'A1', 'A2', 'A3'],
    )
    assert.ok(body.data.areas.some((a) => a.name === '数字经济展区'))
    assert.equal(body.data.boothCount, 10)
    assert.ok(body.data.exhibitCount > 10)
    const en = await get<ExhibitionDetail>('detail?id=1', 'en')
    assert.ok(en.body.data.areas.some((a) => a.name === 'Green & Low-carbon'))
    assert.doesNotMatch(en.body.data.content, HAN)
  })

  it('answers 404 for an unknown exhibition, area or booth and 400 for a bad id', async () => {
    for (const path of ['detail?id=999', 'areaDetail?id=999', 'boothDetail?id=999']) {
      const { status, body } = await get(path)
      assert.equal(status, 404, path)
      assert.equal(body.code, 404)
    }
    for (const path of [
      'detail?id=abc',
      'areaDetail',
      'boothDetail?id=0',
      'boothList?pageSize=500',
      'exhibitList?areaId=x',
      'areaList?exhibitionId=-1',
    ]) {
      const { status, body } = await get(path)
      assert.equal(status, 400, path)
      assert.equal(body.code, 400)
    }
  })
})

describe('exhibition areas', () => {
  it('groups the zones by hall A1...C3 with booth counts that add up to every booth', async () => {
    const { body } = await get<ExhibitionHall[]>('areaList')
    assert.deepEqual(
      body.data.map((h) => h.hall),
      ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'],
    )
    const total = body.data.flatMap((h) => h.areas).reduce((sum, a) => sum + a.boothCount, 0)
    assert.equal(total, 30)
    const only = await get<ExhibitionHall[]>('areaList?exhibitionId=2', 'en')
    assert.deepEqual(
      only.body.data.map((h) => h.areas[0].name),
      ['Belt and Road', 'RCEP Trade Cooperation', 'Multinational Companies'],
    )
    const options = await get<Option[]>('areaSelect?exhibitionId=3')
    assert.equal(options.body.data.length, 4)
    assert.match(options.body.data[0].label, /^C1 /)
  })

  it('details a zone in both languages', async () => {
    const { body } = await get<ExhibitionHall[]>('areaList')
    const zone = body.data[0].areas[0]
    const zh = await get<ExhibitionAreaDetail>(`areaDetail?id=${zone.id}`)
    assert.equal(zh.body.data.name, zone.name)
    assert.equal(zh.body.data.boothCount, zone.boothCount)
    assert.match(zh.body.data.content, /<p>/)
    const en = await get<ExhibitionAreaDetail>(`areaDetail?id=${zone.id}`, 'en')
    assert.doesNotMatch(en.body.data.name + en.body.data.content, HAN)
  })
})

describe('booths', () => {
  it('pages through all 30 booths once and narrows by exhibition, area and keyword', async () => {
    const seen = new Set<number>()
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      const { body } = await get<Page<BoothCard>>(`boothList?pageNum=${pageNum}`)
      assert.equal(body.data.total, 30)
      body.data.list.forEach((b) => seen.add(b.id))
    }
    assert.equal(seen.size, 30)
    const ofExhibition = await get<Page<BoothCard>>('boothList?exhibitionId=2&pageSize=50')
    assert.equal(ofExhibition.body.data.total, 10)
    assert.ok(ofExhibition.body.data.list.every((b) => b.exhibitionId === 2 && b.hall.startsWith('B')))
    const areaId = ofExhibition.body.data.list[0].areaId!
    const ofArea = await get<Page<BoothCard>>(`boothList?areaId=${areaId}&exhibitionId=`)
    assert.ok(ofArea.body.data.total > 0 && ofArea.body.data.total < 10)
    assert.ok(ofArea.body.data.list.every((b) => b.areaId === areaId))
    const booth = ofExhibition.body.data.list[3]
    const byName = await get<Page<BoothCard>>(`boothList?keyword=${encodeURIComponent(booth.enterpriseName)}`)
    assert.ok(byName.body.data.list.some((b) => b.id === booth.id))
    assert.ok(byName.body.data.list.every((b) => b.enterpriseName === booth.enterpriseName))
    const byNo = await get<Page<BoothCard>>(`boothList?keyword=${booth.boothNo}&exhibitionId=2`)
    assert.deepEqual(
      byNo.body.data.list.map((b) => b.id),
      [booth.id],
    )
    const ofEnterprise = await get<Page<BoothCard>>(`boothList?enterpriseId=${booth.enterpriseId}`)
    assert.ok(ofEnterprise.body.data.total >= 1)
    assert.ok(ofEnterprise.body.data.list.every((b) => b.enterpriseId === booth.enterpriseId))
    const none = await get<Page<BoothCard>>('boothList?keyword=zzzz')
    assert.equal(none.body.data.total, 0)
  })

  it('details a booth with its exhibitor and its exhibits, in both languages', async () => {
    const zh = await get<BoothDetail>('boothDetail?id=1')
    assert.equal(zh.status, 200)
    assert.equal(zh.body.data.boothNo, 'A1-101')
    assert.equal(zh.body.data.hall, 'A1')
    assert.match(zh.body.data.intro, HAN)
    assert.ok(zh.body.data.exhibits.length >= 2)
    assert.equal(zh.body.data.exhibits.length, zh.body.data.exhibitCount)
    assert.ok(zh.body.data.exhibits.every((e) => e.boothId === 1))
    const en = await get<BoothDetail>('boothDetail?id=1', 'en')
    assert.doesNotMatch(en.body.data.enterpriseName + en.body.data.intro + en.body.data.areaName, HAN)
    assert.equal(en.body.data.enterpriseId, zh.body.data.enterpriseId)
  })
})

describe('exhibits', () => {
  it('pages through the exhibits and narrows by exhibition, area and keyword', async () => {
    const first = await get<Page<ExhibitCard>>('exhibitList')
    const total = first.body.data.total
    assert.ok(total > 50)
    const last = await get<Page<ExhibitCard>>(`exhibitList?pageNum=${Math.ceil(total / 10)}`)
    assert.equal(last.body.data.list.length, total % 10 || 10)
    const ofExhibition = await get<Page<ExhibitCard>>('exhibitList?exhibitionId=3&pageSize=50')
    assert.ok(ofExhibition.body.data.total < total)
    assert.ok(ofExhibition.body.data.list.every((e) => e.hall.startsWith('C')))
    const booth = await get<BoothDetail>('boothDetail?id=2')
    const ofArea = await get<Page<ExhibitCard>>(`exhibitList?areaId=${booth.body.data.areaId}&pageSize=50`)
    assert.ok(ofArea.body.data.list.some((e) => e.boothId === 2))
    const name = booth.body.data.exhibits[0].name
    const byName = await get<Page<ExhibitCard>>(`exhibitList?keyword=${encodeURIComponent(name)}`)
    assert.ok(byName.body.data.total >= 1)
    assert.equal(byName.body.data.list[0].name, name)
    const ofEnterprise = await get<Page<ExhibitCard>>(
      `exhibitList?enterpriseId=${booth.body.data.enterpriseId}&pageSize=50`,
    )
    assert.ok(ofEnterprise.body.data.list.some((e) => e.boothId === 2))
    assert.ok(ofEnterprise.body.data.list.every((e) => e.enterpriseName === booth.body.data.enterpriseName))
    const en = await get<Page<ExhibitCard>>('exhibitList', 'en')
    assert.doesNotMatch(en.body.data.list[0].name, HAN)
  })
})

describe('collecting', () => {
  it('collects an exhibition (23) and a booth (5), and refuses an unknown one', async () => {
    const token = await demoToken(t.db)
    const collect = (contentType: number, contentId: number) =>
      call<{ collected: boolean }>(t.app, 'POST', '/user-central/unify/collect', {
        token,
        body: { contentType, contentId },
      })
    assert.equal((await collect(23, 1)).body.data.collected, true)
    assert.equal((await collect(5, 3)).body.data.collected, true)
    assert.notEqual((await collect(23, 999)).body.code, 200)
  })
})
