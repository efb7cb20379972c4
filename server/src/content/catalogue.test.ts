import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, count, eq } from 'drizzle-orm'
import { projectBrowsingRecords } from './catalogue.schema'
import { parks, policies, projects } from './schema'
import type { Option, Page } from '../../../src/contract/common'
import type {
  FairArticle,
  ParkCard,
  PolicyCard,
  PolicyDetail,
  ProjectCard,
  Roadshow,
} from '../../../src/contract/content'
import type { Agreement } from '../../../src/contract/fair'
import { call, demoToken, HAN, withTestApp } from '../test-app'

const t = withTestApp()

const get = <T>(url: string, lang?: 'en') => call<T>(t.app, 'GET', url, { lang })
const post = <T>(url: string, body?: unknown, lang?: 'en') => call<T>(t.app, 'POST', url, { body, lang })
const policyCount = async (where?: ReturnType<typeof eq>) =>
  (await t.db.select({ n: count() }).from(policies).where(where))[0].n

describe('GET /common-client/home/policySearch', () => {
  it('pages through every policy once as type-3 hits, newest first, in both languages', async () => {
    const total = await policyCount()
    const seen: PolicyCard[] = []
    for (const pageNum of [1, 2, 3])
      seen.push(
        ...(await get<Page<PolicyCard>>(`/common-client/home/policySearch?pageNum=${pageNum}&pageSize=4`)).body.data
          .list,
      )
    assert.equal(seen.length, total)
    assert.equal(new Set(seen.map((p) => p.id)).size, total)
    assert.ok(
      seen.every(
        (p) => p.type === 3 && HAN.test(p.title) && HAN.test(p.issuer) && p.category && p.cover.startsWith('/'),
      ),
    )
    assert.deepEqual(
      seen.map((p) => p.time),
      seen.map((p) => p.time).sort((a, b) => b - a),
    )
    const en = await get<Page<PolicyCard>>('/common-client/home/policySearch?pageSize=50', 'en')
    assert.equal(en.body.data.total, total)
    assert.ok(en.body.data.list.every((p) => !HAN.test(p.title) && !HAN.test(p.issuer) && !HAN.test(p.category)))
  })

  it('ranks title hits above issuer or summary hits for a keyword, in either language', async () => {
    const { body } = await get<Page<PolicyCard>>(
      `/common-client/home/policySearch?keyword=${encodeURIComponent('商务')}&pageSize=50`,
    )
    assert.ok(body.data.total > 1)
    const inTitle = body.data.list.map((p) => p.title.includes('商务'))
    assert.ok(inTitle[0])
    assert.deepEqual(
      inTitle,
      [...inTitle].sort((a, b) => Number(b) - Number(a)),
    )
    const en = await get<Page<PolicyCard>>('/common-client/home/policySearch?keyword=double%20HUNDRED', 'en')
    assert.equal(en.body.data.total, 1)
    assert.match(en.body.data.list[0].title, /Double Hundred/)
    assert.equal((await get<Page<PolicyCard>>('/common-client/home/policySearch?keyword=zzzqqq')).body.data.total, 0)
  })

  it('narrows by category and by the goldkey zone, matching a direct count', async () => {
    const categories = (await get<Option[]>('/common-client/policy/categorySelect')).body.data
    const enCategories = (await get<Option[]>('/common-client/policy/categorySelect', 'en')).body.data
    assert.deepEqual(
      categories.map((c) => c.value),
      enCategories.map((c) => c.value),
    )
    assert.match(categories[0].label, HAN)
    assert.doesNotMatch(enCategories[0].label, HAN)
    const first = categories[0]
    const byCategory = await get<Page<PolicyCard>>(
      `/common-client/home/policySearch?categoryId=${first.value}&pageSize=50`,
    )
    assert.equal(byCategory.body.data.total, await policyCount(eq(policies.category, Number(first.value))))
    assert.ok(byCategory.body.data.total > 0)
    assert.ok(byCategory.body.data.list.every((p) => p.category === first.label))
    const goldkey = await get<Page<PolicyCard>>('/common-client/home/policySearch?goldkey=true&pageSize=50')
    const goldkeyCount = await policyCount(eq(policies.goldkey, true))
    assert.equal(goldkey.body.data.total, goldkeyCount)
    assert.ok(goldkeyCount > 0 && goldkeyCount < (await policyCount()))
    assert.equal(
      (await get<Page<PolicyCard>>('/common-client/home/policySearch?categoryId=')).body.data.total,
      await policyCount(),
    )
    assert.equal((await get<Page<PolicyCard>>('/common-client/home/policySearch?categoryId=99')).body.data.total, 0)
  })

  it('answers 400 for bad input', async () => {
    for (const query of ['pageNum=0', 'pageSize=500', 'categoryId=abc', 'goldkey=maybe', `keyword=${'x'.repeat(51)}`]) {
      const res = await get(`/common-client/home/policySearch?${query}`)
      assert.equal(res.status, 400, query)
      assert.equal(res.body.code, 400, query)
    }
  })
})

describe('GET /common-client/home/policyDetail', () => {
  it('answers the policy with sanitised rich text in the request language; 404 unknown, 400 bad id', async () => {
    const zh = await get<PolicyDetail>('/common-client/home/policyDetail?id=1')
    assert.equal(zh.status, 200)
    assert.match(zh.body.data.title, HAN)
    assert.match(zh.body.data.content, /<p>/)
    assert.doesNotMatch(zh.body.data.content, /<script/i)
    const en = await get<PolicyDetail>('/common-client/home/policyDetail?id=1', 'en')
    assert.doesNotMatch(en.body.data.title, HAN)
    assert.equal(en.body.data.id, 1)
    assert.equal((await get('/common-client/home/policyDetail?id=9999')).status, 404)
    assert.equal((await get('/common-client/home/policyDetail?id=abc')).status, 400)
    assert.equal((await get('/common-client/home/policyDetail')).status, 400)
  })
})

describe('GET /common-client/operateCommonAgreementInfo/info', () => {
  it('answers the user agreement and privacy policy in both languages; 404 unknown type, 400 bad type', async () => {
    for (const type of ['user', 'privacy']) {
      const zh = await get<Agreement>(`/common-client/operateCommonAgreementInfo/info?type=${type}`)
      const en = await get<Agreement>(`/common-client/operateCommonAgreementInfo/info?type=${type}`, 'en')
      assert.equal(zh.body.data.type, type)
      assert.match(zh.body.data.title, HAN)
      assert.doesNotMatch(en.body.data.title, HAN)
      assert.match(en.body.data.content, /<h3>/)
    }
    assert.equal((await get('/common-client/operateCommonAgreementInfo/info?type=unknown')).status, 404)
    assert.equal((await get('/common-client/operateCommonAgreementInfo/info?type=%3Cx%3E')).status, 400)
    assert.equal((await get('/common-client/operateCommonAgreementInfo/info')).status, 400)
  })
})

describe('GET /common-client/cifit/article', () => {
  it('finds a fair article by id or by code, the same in both ways; 400 without either, 404 unknown', async () => {
    const byCode = await get<FairArticle>('/common-client/cifit/article?code=introduction')
    assert.equal(byCode.status, 200)
    const byId = await get<FairArticle>(`/common-client/cifit/article?id=${byCode.body.data.id}`)
    assert.deepEqual(byId.body.data, byCode.body.data)
    assert.match(byCode.body.data.title, HAN)
    const en = await get<FairArticle>('/common-client/cifit/article?code=introduction', 'en')
    assert.match(en.body.data.title, /CIFIT|Fair/)
    assert.equal((await get('/common-client/cifit/article')).status, 400)
    assert.equal((await get('/common-client/cifit/article?id=0')).status, 400)
    assert.equal((await get('/common-client/cifit/article?code=nothing-here')).status, 404)
    assert.equal((await get('/common-client/cifit/article?id=9999')).status, 404)
  })
})

describe('GET /common-client/project/roadshowList', () => {
  it('lists projects with a roadshow video, each with the video id and the project', async () => {
    const { body } = await get<Page<Roadshow>>('/common-client/project/roadshowList?pageSize=50')
    assert.ok(body.data.total >= 8)
    for (const r of body.data.list) {
      assert.ok(r.videoId > 0 && r.projectId > 0)
      const [project] = await t.db.select().from(projects).where(eq(projects.id, r.projectId))
      assert.equal(r.projectTitle, project.titleZh)
      assert.equal(r.projectType, project.type)
    }
    const en = await get<Page<Roadshow>>('/common-client/project/roadshowList?pageSize=2&pageNum=2', 'en')
    assert.equal(en.body.data.list.length, 2)
    assert.doesNotMatch(en.body.data.list[0].projectTitle, HAN)
    const keyword = body.data.list[0].projectTitle.slice(0, 4)
    const found = await get<Page<Roadshow>>(
      `/common-client/project/roadshowList?keyword=${encodeURIComponent(keyword)}`,
    )
    assert.ok(found.body.data.list[0].projectTitle.includes(keyword))
    assert.equal((await get('/common-client/project/roadshowList?pageNum=x')).status, 400)
  })
})

describe('project lists: hot, member city and major variants', () => {
  it('hot projects come most viewed first', async () => {
    const { body } = await post<Page<ProjectCard>>('/merchants-client/project/list', { sort: 'hot', pageSize: 20 })
    const views = body.data.list.map((p) => p.views)
    assert.deepEqual(
      views,
      [...views].sort((a, b) => b - a),
    )
    assert.equal(body.data.total, 60)
  })

  it('narrows to a member city by its area code (Xiamen 350200), matching a direct count', async () => {
    const { body } = await post<Page<ProjectCard>>('/merchants-client/project/list', { areaId: 350200, pageSize: 50 })
    const expected = (await t.db.select({ n: count() }).from(projects).where(eq(projects.areaId, 350200)))[0].n
    assert.ok(expected > 0 && expected < 60)
    assert.equal(body.data.total, expected)
    assert.ok(body.data.list.every((p) => p.region === '厦门市'))
    const en = await post<Page<ProjectCard>>('/merchants-client/project/list', { areaId: 350200, pageSize: 50 }, 'en')
    assert.ok(en.body.data.list.every((p) => p.region === 'Xiamen'))
    assert.equal(
      (await post<Page<ProjectCard>>('/merchants-client/project/list', { areaId: 310000 })).body.data.total,
      0,
    )
    assert.equal((await post('/merchants-client/project/list', { areaId: 12 })).status, 400)
  })

  it('listMajorProject answers only major projects (type 2), with its own industry filter', async () => {
    const { body } = await post<Page<ProjectCard>>('/merchants-client/project/listMajorProject', {
      pageSize: 50,
      type: 1,
    })
    const majors = (await t.db.select({ n: count() }).from(projects).where(eq(projects.type, 2)))[0].n
    assert.equal(body.data.total, majors)
    assert.ok(body.data.list.every((p) => p.type === 2))
    const industries = (await post<Option[]>('/merchants-client/project/industrySelectMajorProject')).body.data
    const enIndustries = (await post<Option[]>('/merchants-client/project/industrySelectMajorProject', undefined, 'en'))
      .body.data
    assert.deepEqual(
      industries.map((o) => o.value),
      enIndustries.map((o) => o.value),
    )
    assert.ok(industries.length > 0)
    for (const industry of industries) {
      const n = (
        await t.db
          .select({ n: count() })
          .from(projects)
          .where(and(eq(projects.type, 2), eq(projects.industryId, Number(industry.value))))
      )[0].n
      assert.ok(n > 0, industry.label)
      const page = await post<Page<ProjectCard>>('/merchants-client/project/listMajorProject', {
        industryId: industry.value,
        pageSize: 50,
      })
      assert.equal(page.body.data.total, n)
    }
    assert.equal((await post('/merchants-client/project/listMajorProject', { pageSize: 0 })).status, 400)
  })

  it('hot parks come most viewed first, and opening a park counts a view', async () => {
    const { body } = await post<Page<ParkCard>>('/merchants-client/park/list', { sort: 'hot', pageSize: 20 })
    const ids = body.data.list.map((p) => p.id)
    const viewsOf = async (id: number) =>
      (await t.db.select({ v: parks.views }).from(parks).where(eq(parks.id, id)))[0].v
    const views = await Promise.all(ids.map(viewsOf))
    assert.deepEqual(
      views,
      [...views].sort((a, b) => b - a),
    )
    const before = await viewsOf(ids[0])
    await get(`/common-client/home/parkDetail?id=${ids[0]}`)
    assert.equal(await viewsOf(ids[0]), before + 1)
    assert.equal((await post('/merchants-client/park/list', { sort: 'coolest' })).status, 400)
  })
})

describe('POST /user-central/unify/projectBrowsingRecord', () => {
  it('needs a login: 30000 without a token, 401 with an unknown one', async () => {
    const none = await post('/user-central/unify/projectBrowsingRecord', { projectId: 1 })
    assert.equal(none.status, 401)
    assert.equal(none.body.code, 30000)
    const stale = await call(t.app, 'POST', '/user-central/unify/projectBrowsingRecord', {
      body: { projectId: 1 },
      token: 'nope',
    })
    assert.equal(stale.body.code, 401)
  })

  it('stores one record per user and project, counting repeat views; 404 unknown project, 400 bad id', async () => {
    const token = await demoToken(t.db)
    const record = (projectId: unknown) =>
      call(t.app, 'POST', '/user-central/unify/projectBrowsingRecord', { body: { projectId }, token })
    assert.equal((await record(3)).status, 200)
    assert.equal((await record(3)).status, 200)
    assert.equal((await record(5)).status, 200)
    const rows = await t.db.select().from(projectBrowsingRecords).where(eq(projectBrowsingRecords.projectId, 3))
    assert.equal(rows.length, 1)
    assert.equal(rows[0].times, 2)
    const counted = await call<number>(t.app, 'GET', '/user-central/unify/projectBrowsingRecord/count', { token })
    assert.equal(counted.body.data, 2)
    assert.equal((await record(9999)).status, 404)
    assert.equal((await record('x')).status, 400)
  })
})
