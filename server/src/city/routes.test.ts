import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, count, eq } from 'drizzle-orm'
import { cities, clusters, investmentServices, userDefaultAreas } from './schema'
import type {
  AreaInfo,
  CityContact,
  ClusterCard,
  ClusterDetail,
  ManualChapter,
  MemberUnit,
  ServiceCard,
  ServiceDetail,
} from '../../../src/contract/city'
import type { Option, Page } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import { ensureDemoUser } from '../demo-user.seed'
import { call, demoToken, HAN, withTestApp } from '../test-app'

const t = withTestApp()

const XIAMEN = 350200
const get = <T>(url: string, lang?: 'en') => call<T>(t.app, 'GET', url, { lang })

describe('GET /common-client/wechat/content/getAreaInfo', () => {
  it('answers Xiamen as the home city (type 1) with figures, showcase and images, in both languages', async () => {
    const zh = await get<AreaInfo>(`/common-client/wechat/content/getAreaInfo?areaId=${XIAMEN}`)
    const en = await get<AreaInfo>(`/common-client/wechat/content/getAreaInfo?areaId=${XIAMEN}`, 'en')
    assert.equal(zh.status, 200)
    assert.equal(zh.body.data.name, '厦门')
    assert.equal(en.body.data.name, 'Xiamen')
    assert.equal(zh.body.data.cityType, 1)
    assert.equal(zh.body.data.group, 'xiamen')
    assert.match(zh.body.data.content, HAN)
    assert.doesNotMatch(en.body.data.content, HAN)
    assert.doesNotMatch(zh.body.data.content, /<script|javascript:/i)
    assert.ok(zh.body.data.figures.gdp > 8000 && zh.body.data.figures.population > 500)
    assert.deepEqual(zh.body.data.figures, en.body.data.figures)
    assert.ok(zh.body.data.images.length > 0)
  })

  it('answers other member units as type 2', async () => {
    const res = await get<AreaInfo>('/common-client/wechat/content/getAreaInfo?areaId=350100', 'en')
    assert.equal(res.body.data.name, 'Fuzhou')
    assert.equal(res.body.data.cityType, 2)
    assert.equal(res.body.data.group, 'fujian')
  })

  it('answers 404 for an area that is not a member unit and 400 for a missing or malformed area id', async () => {
    assert.equal((await get('/common-client/wechat/content/getAreaInfo?areaId=999999')).body.code, 404)
    for (const query of ['', '?areaId=abc', '?areaId=0']) {
      const res = await get(`/common-client/wechat/content/getAreaInfo${query}`, 'en')
      assert.equal(res.status, 400, query)
      assert.equal(res.body.code, 400, query)
    }
  })
})

describe('POST /merchants-client/areaInfo/areaInfoHasAccounts', () => {
  it('lists every member unit once, Xiamen first, grouped in order, with localised names', async () => {
    const zh = await call<MemberUnit[]>(t.app, 'POST', '/merchants-client/areaInfo/areaInfoHasAccounts')
    const en = await call<MemberUnit[]>(t.app, 'POST', '/merchants-client/areaInfo/areaInfoHasAccounts', { lang: 'en' })
    assert.equal(zh.status, 200)
    const [{ n }] = await t.db.select({ n: count() }).from(cities)
    assert.equal(zh.body.data.length, n)
    assert.equal(zh.body.data[0].id, XIAMEN)
    assert.deepEqual(
      zh.body.data.map((u) => u.id),
      en.body.data.map((u) => u.id),
    )
    const groups = zh.body.data.map((u) => u.group)
    assert.deepEqual(
      groups,
      [...groups].sort(
        (a, b) =>
          ['xiamen', 'fujian', 'province', 'overseas'].indexOf(a) -
          ['xiamen', 'fujian', 'province', 'overseas'].indexOf(b),
      ),
    )
    for (const id of [350100, 350500, 350600, 350300, 350400, 350700, 350800, 350900, 620100, 440300, 310000]) {
      assert.ok(
        zh.body.data.some((u) => u.id === id),
        String(id),
      )
    }
    assert.ok(groups.includes('overseas'))
    assert.ok(zh.body.data.every((u) => HAN.test(u.name)))
    assert.ok(en.body.data.every((u) => !HAN.test(u.name)))
  })
})

describe('POST /common-client/userDefaultArea/setDefaultArea', () => {
  const set = (body: unknown, token?: string) =>
    call(t.app, 'POST', '/common-client/userDefaultArea/setDefaultArea', { body, token, lang: 'en' })

  it('answers 30000 without a token and stores nothing', async () => {
    const res = await set({ areaId: 350100 })
    assert.equal(res.body.code, 30000)
    assert.equal(await t.db.$count(userDefaultAreas), 0)
  })

  it('stores the chosen unit for the signed-in user; choosing again replaces it', async () => {
    const token = await demoToken(t.db)
    const user = await ensureDemoUser(t.db)
    assert.equal((await set({ areaId: 350100 }, token)).body.code, 200)
    assert.equal((await set({ areaId: 620100 }, token)).body.code, 200)
    const rows = await t.db.select().from(userDefaultAreas).where(eq(userDefaultAreas.userId, user.id))
    assert.deepEqual(
      rows.map((r) => r.areaId),
      [620100],
    )
  })

  it('answers 404 for an unknown unit and 400 for a bad area id', async () => {
    const token = await demoToken(t.db)
    assert.equal((await set({ areaId: 999999 }, token)).body.code, 404)
    assert.equal((await set({ areaId: 'x' }, token)).body.code, 400)
    assert.equal((await set({}, token)).body.code, 400)
  })
})

describe('clusters', () => {
  const list = (query: string, lang?: 'en') => get<Page<ClusterCard>>(`/common-client/city/clusterList?${query}`, lang)

  it('lists only the chosen city’s clusters, pages through them, in both languages', async () => {
    const total = await t.db.$count(clusters, eq(clusters.cityId, XIAMEN))
    assert.ok(total > 5)
    const first = await list(`areaId=${XIAMEN}&pageSize=5`)
    const second = await list(`areaId=${XIAMEN}&pageSize=5&pageNum=2`)
    assert.equal(first.body.data.total, total)
    assert.equal(first.body.data.list.length, 5)
    assert.equal(second.body.data.list.length, total - 5)
    const ids = [...first.body.data.list, ...second.body.data.list].map((c) => c.id)
    assert.equal(new Set(ids).size, total)
    assert.ok(first.body.data.list.every((c) => c.areaId === XIAMEN && HAN.test(c.title) && c.industry))
    const en = await list(`areaId=${XIAMEN}&pageSize=5`, 'en')
    assert.deepEqual(
      en.body.data.list.map((c) => c.id),
      first.body.data.list.map((c) => c.id),
    )
    assert.ok(en.body.data.list.every((c) => !HAN.test(c.title)))
    const fuzhou = await list('areaId=350100')
    assert.ok(fuzhou.body.data.list.length > 0 && fuzhou.body.data.list.every((c) => c.areaId === 350100))
  })

  it('filters by keyword in either language and by industry', async () => {
    const zh = await list(`areaId=${XIAMEN}&keyword=${encodeURIComponent('生物医药')}`)
    assert.equal(zh.body.data.total, 1)
    const en = await list(`areaId=${XIAMEN}&keyword=biomedicine`, 'en')
    assert.deepEqual(
      en.body.data.list.map((c) => c.id),
      zh.body.data.list.map((c) => c.id),
    )
    assert.equal((await list(`areaId=${XIAMEN}&keyword=%25`)).body.data.total, 0)

    const industries = (await get<Option[]>('/common-client/city/clusterIndustrySelect')).body.data
    assert.ok(industries.length > 1)
    const industryId = industries[0].value
    const filtered = await list(`areaId=${XIAMEN}&industryId=${industryId}`)
    const expected = await t.db.$count(
      clusters,
      and(eq(clusters.cityId, XIAMEN), eq(clusters.industryId, Number(industryId))),
    )
    assert.equal(filtered.body.data.total, expected)
    assert.ok(filtered.body.data.list.every((c) => c.industry === industries[0].label))
    const enIndustries = (await get<Option[]>('/common-client/city/clusterIndustrySelect', 'en')).body.data
    assert.deepEqual(
      enIndustries.map((o) => o.value),
      industries.map((o) => o.value),
    )
    assert.doesNotMatch(enIndustries[0].label, HAN)
  })

  it('answers 404 for an unknown city and 400 for bad paging', async () => {
    assert.equal((await list('areaId=999999')).body.code, 404)
    assert.equal((await list(`areaId=${XIAMEN}&pageSize=500`)).body.code, 400)
    assert.equal((await list('pageNum=1')).body.code, 400)
  })

  it('opens any cluster by id with its city, sanitised text and key enterprises; 404 for an unknown id', async () => {
    const [other] = await t.db.select().from(clusters).where(eq(clusters.cityId, 440300))
    const zh = await get<ClusterDetail>(`/common-client/city/clusterDetail?id=${other.id}`)
    const en = await get<ClusterDetail>(`/common-client/city/clusterDetail?id=${other.id}`, 'en')
    assert.equal(zh.body.data.title, other.titleZh)
    assert.equal(en.body.data.title, other.titleEn)
    assert.equal(zh.body.data.cityName, '深圳')
    assert.equal(en.body.data.cityName, 'Shenzhen')
    assert.deepEqual(zh.body.data.keyEnterprises, other.keyEnterprisesZh)
    assert.match(zh.body.data.content, /<p>/)
    assert.equal((await get('/common-client/city/clusterDetail?id=999999')).body.code, 404)
    assert.equal((await get('/common-client/city/clusterDetail?id=x')).body.code, 400)
  })

  it('can be collected with content type 8 (and an unknown cluster cannot)', async () => {
    const token = await demoToken(t.db)
    const collect = (contentId: number) =>
      call<{ collected: boolean }>(t.app, 'POST', '/user-central/unify/collect', {
        token,
        body: { contentId, contentType: ContentType.cluster },
      })
    assert.equal((await collect(1)).body.data.collected, true)
    assert.equal((await collect(1)).body.data.collected, false)
    assert.equal((await collect(999999)).body.code, 404)
  })
})

describe('investment services', () => {
  const list = (query: string, lang?: 'en') => get<Page<ServiceCard>>(`/common-client/city/serviceList?${query}`, lang)

  it('lists a city’s services with localised categories, filtered by category and keyword', async () => {
    const all = await list(`areaId=${XIAMEN}`)
    assert.equal(all.body.data.total, await t.db.$count(investmentServices, eq(investmentServices.cityId, XIAMEN)))
    const categories = (await get<Option[]>('/common-client/city/serviceCategorySelect')).body.data
    const enCategories = (await get<Option[]>('/common-client/city/serviceCategorySelect', 'en')).body.data
    assert.deepEqual(
      categories.map((c) => c.value),
      enCategories.map((c) => c.value),
    )
    assert.ok(categories.some((c) => c.value === 'talent'))
    const talent = await list(`areaId=${XIAMEN}&category=talent`)
    assert.equal(talent.body.data.total, 1)
    assert.equal(talent.body.data.list[0].category, categories.find((c) => c.value === 'talent')!.label)
    const en = await list(`areaId=${XIAMEN}&category=talent`, 'en')
    assert.equal(en.body.data.list[0].category, 'Talent services')
    const keyword = await list(`areaId=${XIAMEN}&keyword=${encodeURIComponent('一网通办')}`)
    assert.equal(keyword.body.data.total, 1)
    assert.equal((await list(`areaId=${XIAMEN}&category=bogus`)).body.code, 400)
    assert.equal((await list('areaId=999999')).body.code, 404)
  })

  it('opens a service with its contact and rich text; 404 for an unknown id; collects with type 26', async () => {
    const first = (await list(`areaId=${XIAMEN}`)).body.data.list[0]
    const zh = await get<ServiceDetail>(`/common-client/city/serviceDetail?id=${first.id}`)
    const en = await get<ServiceDetail>(`/common-client/city/serviceDetail?id=${first.id}`, 'en')
    assert.equal(zh.body.data.title, first.title)
    assert.match(zh.body.data.contactPhone, /^\+?[\d-]{7,}$/)
    assert.match(zh.body.data.content, /<ol>/)
    assert.doesNotMatch(en.body.data.content, HAN)
    assert.equal((await get('/common-client/city/serviceDetail?id=999999')).body.code, 404)
    const token = await demoToken(t.db)
    const collect = await call<{ collected: boolean }>(t.app, 'POST', '/user-central/unify/collect', {
      token,
      body: { contentId: first.id, contentType: ContentType.service },
    })
    assert.equal(collect.body.data.collected, true)
  })
})

describe('contacts and manual', () => {
  it('lists a city’s contacts with whole phones, in both languages; 404 for an unknown city', async () => {
    const zh = await get<CityContact[]>(`/common-client/city/contactList?areaId=${XIAMEN}`)
    const en = await get<CityContact[]>(`/common-client/city/contactList?areaId=${XIAMEN}`, 'en')
    assert.ok(zh.body.data.length >= 3)
    assert.ok(zh.body.data.every((c) => HAN.test(c.department) && /\d{7,}/.test(c.phone.replace(/-/g, ''))))
    assert.ok(en.body.data.every((c) => !HAN.test(c.department + c.person + c.address)))
    assert.equal((await get('/common-client/city/contactList?areaId=999999')).body.code, 404)
    assert.equal((await get('/common-client/city/contactList')).body.code, 400)
  })

  it('answers the manual chapters in order, Xiamen with more than the others; 404 for an unknown city', async () => {
    const xiamen = await get<ManualChapter[]>(`/common-client/city/manual?areaId=${XIAMEN}`)
    const fuzhou = await get<ManualChapter[]>('/common-client/city/manual?areaId=350100', 'en')
    assert.ok(xiamen.body.data.length > fuzhou.body.data.length)
    assert.equal(xiamen.body.data[0].title, '城市概况')
    assert.equal(fuzhou.body.data[0].title, 'The city')
    assert.match(fuzhou.body.data[0].content, /Fuzhou/)
    assert.equal((await get('/common-client/city/manual?areaId=999999')).body.code, 404)
  })
})
