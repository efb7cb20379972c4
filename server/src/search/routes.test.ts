import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq, inArray, sql } from 'drizzle-orm'
import { listKeywords, setKeywordHidden } from './keywords.service'
import { searchRanks } from './schema'
import type { Page } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { NewsHit, ProjectHit } from '../../../src/contract/content'
import type { MeetingDetail } from '../../../src/contract/meeting'
import type { SearchHit, SearchRank } from '../../../src/contract/search'
import { videos } from '../media/schema'
import { userProfiles } from '../network/people.schema'
import { assertAllRefused, call, freshUser, withTestApp } from '../test-app'

const t = withTestApp()

const search = <T = SearchHit>(name: string, query: string, lang?: 'en') =>
  call<Page<T>>(t.app, 'GET', `/common-client/home/${name}?${query}`, { lang })
const kw = (keyword: string) => `keyword=${encodeURIComponent(keyword)}`

/** Per search: a 2-character Chinese keyword and an English one that find hits, and the type code of its hits. */
const CASES = [
  { name: 'informationSearch', zh: '投资', en: 'investment', type: ContentType.news },
  { name: 'projectSearch', zh: '厦门', en: 'Xiamen', type: ContentType.project },
  { name: 'parkSearch', zh: '产业', en: 'park', type: ContentType.park },
  { name: 'meetingSearch', zh: '论坛', en: 'forum', type: ContentType.meeting },
  { name: 'userInfoSearch', zh: '投资', en: 'investment', type: 0 },
  { name: 'dynamicSearch', zh: '项目', en: 'project', type: ContentType.dynamic },
] as const

const mentions = (hit: SearchHit, word: string) =>
  `${hit.title} ${hit.summary}`.toLowerCase().includes(word.toLowerCase())

for (const c of CASES) {
  describe(`GET /common-client/home/${c.name}`, () => {
    it('finds a 2-character Chinese keyword and answers SearchHits in Chinese', async () => {
      const { status, body } = await search(c.name, `${kw(c.zh)}&pageSize=50`)
      assert.equal(status, 200)
      assert.ok(body.data.total > 0, 'some hits')
      for (const hit of body.data.list) {
        assert.equal(hit.type, c.type)
        assert.equal(typeof hit.id, 'number')
        assert.equal(typeof hit.time, 'number')
        assert.match(hit.title, /[\u4e00-\u9fff]/)
      }
    })

    it('finds an English keyword in any case and answers in English', async () => {
      const { body } = await search(c.name, `${kw(c.en.toUpperCase())}&pageSize=50`, 'en')
      assert.ok(body.data.total > 0)
      assert.ok(
        body.data.list.every((hit) => !/[\u4e00-\u9fff]/.test(hit.title)),
        'English titles',
      )
      assert.ok(body.data.list.some((hit) => mentions(hit, c.en)))
    })

    it('finds the Chinese keyword from an English request too (both languages are searched)', async () => {
      const zh = await search(c.name, `${kw(c.zh)}&pageSize=50`)
      const en = await search(c.name, `${kw(c.zh)}&pageSize=50`, 'en')
      assert.equal(en.body.data.total, zh.body.data.total)
    })

    it('ranks title matches first', async () => {
      const { body } = await search(c.name, `${kw(c.zh)}&pageSize=50`)
      const inTitle = body.data.list.map((hit) => hit.title.includes(c.zh))
      assert.deepEqual(
        inTitle,
        [...inTitle].sort((a, b) => Number(b) - Number(a)),
      )
    })

    it('pages without overlap and counts every hit', async () => {
      const all = await search(c.name, 'pageSize=50')
      const first = await search(c.name, 'pageNum=1&pageSize=2')
      const second = await search(c.name, 'pageNum=2&pageSize=2')
      assert.equal(first.body.data.total, all.body.data.total)
      assert.deepEqual(
        first.body.data.list.map((h) => h.id),
        all.body.data.list.slice(0, 2).map((h) => h.id),
      )
      assert.deepEqual(
        second.body.data.list.map((h) => h.id),
        all.body.data.list.slice(2, 4).map((h) => h.id),
      )
      assert.equal(second.body.data.pageNum, 2)
    })

    it('rejects bad paging and over-long keywords with a 400 envelope', async () => {
      await assertAllRefused(
        ['pageSize=0', 'pageSize=51', 'pageSize=abc', 'pageNum=0', `keyword=${'x'.repeat(51)}`],
        (query) => search(c.name, query),
      )
    })
  })
}

describe('search hit shapes the list pages rely on', () => {
  it('project hits keep the card fields and the project kind', async () => {
    const { body } = await search<ProjectHit>('projectSearch', 'pageSize=50')
    assert.equal(body.data.total, 60)
    assert.ok(body.data.list.every((p) => p.type === ContentType.project && [1, 2].includes(p.projectType)))
    assert.ok(body.data.list.every((p) => typeof p.industry === 'string' && p.pushTime === p.time))
  })

  it('news hits keep the card fields and the category filter', async () => {
    const { body } = await search<NewsHit>('informationSearch', 'category=policy&pageSize=50', 'en')
    assert.ok(body.data.total > 0)
    assert.ok(
      body.data.list.every((n) => n.type === ContentType.news && n.publishTime === n.time && n.category.length > 0),
    )
    const labels = new Set(body.data.list.map((n) => n.category))
    assert.equal(labels.size, 1)
  })
})

describe('GET /common-client/home/userInfoSearch privacy', () => {
  it('finds only public business cards and never shows contact details', async () => {
    const { body } = await search('userInfoSearch', 'pageSize=50')
    const privateIds = (
      await t.db.select({ id: userProfiles.userId }).from(userProfiles).where(eq(userProfiles.isPublic, false))
    ).map((r) => r.id)
    assert.ok(privateIds.length > 0)
    assert.ok(body.data.list.every((hit) => !privateIds.includes(hit.id)))
    assert.deepEqual(Object.keys(body.data.list[0]).sort(), ['cover', 'id', 'summary', 'time', 'title', 'type'])
  })
})

describe('GET /common-client/home/merchantsStageSearch', () => {
  it('finds VIP roadshow videos only, as type 10 hits', async () => {
    const base = {
      summaryZh: '路演',
      summaryEn: 'Roadshow',
      cover: '/static/img/video-1.svg',
      durationSeconds: 300,
      publishTime: new Date(),
    }
    const inserted = await t.db
      .insert(videos)
      .values([
        { ...base, titleZh: '海丝路演：智慧港口', titleEn: 'Silk Road roadshow: smart port', kind: 'vip_roadshow' },
        { ...base, titleZh: '海丝路演：冷链物流', titleEn: 'Silk Road roadshow: cold chain', kind: 'vip_roadshow' },
        { ...base, titleZh: '海丝论坛回放', titleEn: 'Silk Road forum replay', kind: 'forum' },
      ])
      .returning({ id: videos.id, kind: videos.kind })
    try {
      const { body } = await search('merchantsStageSearch', `${kw('海丝')}&pageSize=50`)
      const roadshows = inserted.filter((v) => v.kind === 'vip_roadshow').map((v) => v.id)
      assert.deepEqual(body.data.list.map((h) => h.id).sort(), roadshows.sort())
      assert.ok(body.data.list.every((h) => h.type === ContentType.vipVideo))
      const en = await search('merchantsStageSearch', `${kw('silk road')}&pageSize=50`, 'en')
      assert.equal(en.body.data.total, 2)
      assert.match(en.body.data.list[0].title, /Silk Road roadshow/)
    } finally {
      await t.db.delete(videos).where(
        inArray(
          videos.id,
          inserted.map((v) => v.id),
        ),
      )
    }
  })

  it('rejects a bad pageSize with a 400 envelope', async () => {
    const { status } = await search('merchantsStageSearch', 'pageSize=0')
    assert.equal(status, 400)
  })
})

describe('GET /common-client/home/listSearchRank', () => {
  const ranks = async (lang?: 'en') =>
    (await call<SearchRank[]>(t.app, 'GET', '/common-client/home/listSearchRank', { lang })).body.data

  it('lists the hot keywords of the language, most searched first', async () => {
    const zh = await ranks()
    const en = await ranks('en')
    assert.ok(zh.length > 0 && zh.length <= 10)
    assert.match(zh[0].keyword, /[\u4e00-\u9fff]/)
    assert.ok(en.every((r) => !/[\u4e00-\u9fff]/.test(r.keyword)))
    const counts = zh.map((r) => r.count)
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    )
  })

  const searchAs = (
    keyword: string,
    who: { token?: string; remoteAddress?: string },
    query = 'pageNum=1&pageSize=10',
  ) => call(t.app, 'GET', `/common-client/home/informationSearch?${kw(keyword)}&${query}`, who)

  it('ranks keywords by the signed-in people who searched them, once per person and day; addresses count for nothing', async () => {
    const keyword = '量子计算'
    // The seeded ranking, lowered in order so that its last keyword is outnumbered by a few people.
    const seededLowest = Math.min(
      ...(await t.db.select({ count: searchRanks.count }).from(searchRanks)).map((r) => r.count),
    )
    await t.db.update(searchRanks).set({ count: sql`${searchRanks.count} - ${seededLowest - 2}` })
    const lowest = (await ranks()).at(-1)!.count
    assert.equal(lowest, 2)
    // Anonymous clients never put a keyword on the home page, however many addresses they come from.
    const addresses = Array.from({ length: 50 }, (_, i) => `10.1.1.${i}`)
    await Promise.all(addresses.map((remoteAddress) => searchAs(keyword, { remoteAddress })))
    assert.equal(
      (await ranks()).find((r) => r.keyword === keyword),
      undefined,
      'anonymous searches only',
    )
    const members = await Promise.all([1, 2, 3].map(() => freshUser(t.db)))
    for (const member of members) {
      // One person repeating a search, paging, from another address: one count.
      await searchAs(keyword, { token: member.token })
      await searchAs(keyword, { token: member.token }, 'pageNum=2&pageSize=10')
      await searchAs(keyword, { token: member.token, remoteAddress: '10.1.0.99' })
    }
    // ...and more anonymous searches once people searched it add nothing either.
    await Promise.all(addresses.map((remoteAddress) => searchAs(keyword, { remoteAddress: `${remoteAddress}0` })))
    const after = (await ranks()).find((r) => r.keyword === keyword)
    assert.equal(after?.count, 3)
    assert.equal(
      (await ranks('en')).find((r) => r.keyword === keyword),
      undefined,
    )
  })

  it('never shows a keyword an operator hid, counted or seeded, until it is shown again', async () => {
    const top = (await ranks())[0].keyword
    await setKeywordHidden(t.db, 'zh', top, true)
    assert.ok(!(await ranks()).some((r) => r.keyword === top))
    assert.ok((await listKeywords(t.db, 'zh')).some((k) => k.keyword === top && k.hidden))
    await setKeywordHidden(t.db, 'zh', top, false)
    assert.equal((await ranks())[0].keyword, top)
  })
})

describe('GET /common-client/home/meetingDetail', () => {
  it('answers a meeting with its times, venue, host and sanitised content in both languages', async () => {
    const zh = await call<MeetingDetail>(t.app, 'GET', '/common-client/home/meetingDetail?id=1')
    assert.equal(zh.status, 200)
    assert.match(zh.body.data.title, /开幕式/)
    assert.ok(zh.body.data.endTime > zh.body.data.startTime)
    assert.ok(zh.body.data.venue.length > 0 && zh.body.data.host.length > 0)
    assert.ok(!/<script/i.test(zh.body.data.content))
    const en = await call<MeetingDetail>(t.app, 'GET', '/common-client/home/meetingDetail?id=1', { lang: 'en' })
    assert.match(en.body.data.title, /Opening Ceremony/)
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    assert.equal((await call(t.app, 'GET', '/common-client/home/meetingDetail?id=99999')).status, 404)
    assert.equal((await call(t.app, 'GET', '/common-client/home/meetingDetail?id=abc')).status, 400)
  })
})
