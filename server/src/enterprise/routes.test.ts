import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { count, eq, isNotNull } from 'drizzle-orm'
import { inquiries } from './schema'
import { enterprises, products } from './schema'
import type { Option, Page } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type { ProjectCard } from '../../../src/contract/content'
import type {
  AtlasIndustry,
  EnterpriseBooth,
  EnterpriseDetail,
  EnterpriseHit,
  ProductCard,
  ProductDetail,
  ProductHit,
} from '../../../src/contract/enterprise'
import { projects } from '../content/schema'
import { booths } from '../exhibition/schema'
import { call, demoToken, freshUser, HAN, openTestApp, type TestApp, withTestApp } from '../test-app'

let token: string
const t = withTestApp({}, async ({ db }) => {
  token = await demoToken(db)
})

const get = <T>(url: string, options: { lang?: 'en'; token?: string } = {}) => call<T>(t.app, 'GET', url, options)
const post = <T>(url: string, body: unknown, options: { lang?: 'en'; token?: string } = {}) =>
  call<T>(t.app, 'POST', url, { body, ...options })
const total = async (table: typeof enterprises | typeof products) =>
  (await t.db.select({ n: count() }).from(table))[0].n
const industries = async () => (await get<Option[]>('/common-client/project/industrySelect')).body.data

describe('GET /common-client/home/enterpriseSearch', () => {
  it('pages through every enterprise once, in both languages', async () => {
    const all = await total(enterprises)
    const seen: EnterpriseHit[] = []
    for (const pageNum of [1, 2, 3, 4])
      seen.push(
        ...(await get<Page<EnterpriseHit>>(`/common-client/home/enterpriseSearch?pageNum=${pageNum}&pageSize=8`)).body
          .data.list,
      )
    assert.equal(seen.length, all)
    assert.equal(new Set(seen.map((e) => e.enterpriseId)).size, all)
    assert.ok(seen.every((e) => HAN.test(e.name) && e.logo.startsWith('/') && e.industry && e.region))
    const en = (await get<Page<EnterpriseHit>>('/common-client/home/enterpriseSearch?pageSize=50', { lang: 'en' })).body
      .data
    assert.equal(en.total, all)
    assert.ok(en.list.every((e) => !HAN.test(e.name) && !HAN.test(e.industry)))
  })

  it('gives exhibitors with a booth type 5 and their booth id, the others type 22 and their own id', async () => {
    const { list } = (await get<Page<EnterpriseHit>>('/common-client/home/enterpriseSearch?pageSize=50')).body.data
    const withBooth = list.filter((e) => e.boothId !== null)
    const without = list.filter((e) => e.boothId === null)
    assert.ok(withBooth.length > 0 && without.length > 0)
    for (const hit of withBooth) {
      assert.equal(hit.type, ContentType.booth)
      assert.equal(hit.id, hit.boothId)
      const [booth] = await t.db.select().from(booths).where(eq(booths.id, hit.id))
      assert.equal(booth.enterpriseId, hit.enterpriseId)
    }
    for (const hit of without) {
      assert.equal(hit.type, ContentType.enterprise)
      assert.equal(hit.id, hit.enterpriseId)
    }
    assert.ok(list.every((e) => e.title === e.name && e.cover === e.logo))
  })

  it('filters by keyword in either language and by industry', async () => {
    const zh = (
      await get<Page<EnterpriseHit>>(`/common-client/home/enterpriseSearch?keyword=${encodeURIComponent('鹭岛')}`)
    ).body.data
    assert.ok(zh.total >= 1)
    assert.ok(zh.list.every((e) => e.name.includes('鹭岛')))
    const en = (await get<Page<EnterpriseHit>>('/common-client/home/enterpriseSearch?keyword=ludao', { lang: 'en' }))
      .body.data
    assert.deepEqual(
      en.list.map((e) => e.enterpriseId),
      zh.list.map((e) => e.enterpriseId),
    )
    const none = (await get<Page<EnterpriseHit>>('/common-client/home/enterpriseSearch?keyword=zzzqqq')).body.data
    assert.equal(none.total, 0)

    const [industry] = await industries()
    const byIndustry = (
      await get<Page<EnterpriseHit>>(`/common-client/home/enterpriseSearch?industryId=${industry.value}&pageSize=50`)
    ).body.data
    const expected = (
      await t.db
        .select({ n: count() })
        .from(enterprises)
        .where(eq(enterprises.industryId, Number(industry.value)))
    )[0].n
    assert.ok(expected > 0)
    assert.equal(byIndustry.total, expected)
    assert.ok(byIndustry.list.every((e) => e.industry === industry.label))
  })

  it('narrows to investment institutions', async () => {
    const { list, total: n } = (
      await get<Page<EnterpriseHit>>('/common-client/home/enterpriseSearch?institution=1&pageSize=50')
    ).body.data
    const expected = (
      await t.db.select({ n: count() }).from(enterprises).where(eq(enterprises.investmentInstitution, true))
    )[0].n
    assert.ok(expected >= 6)
    assert.equal(n, expected)
    assert.ok(list.every((e) => e.investmentInstitution))
  })

  it('answers 400 for bad paging, filters and keywords', async () => {
    for (const query of ['pageNum=0', 'pageSize=51', 'industryId=abc', 'institution=2', `keyword=${'x'.repeat(51)}`]) {
      const { status, body } = await get(`/common-client/home/enterpriseSearch?${query}`)
      assert.equal(status, 400, query)
      assert.equal(body.code, 400, query)
      assert.ok(body.msg.length > 0)
    }
  })
})

describe('GET /common-client/home/productSearch', () => {
  it('answers type 9 hits, name matches first, in both languages', async () => {
    const { body } = await get<Page<ProductHit>>(
      `/common-client/home/productSearch?keyword=${encodeURIComponent('机器人')}`,
    )
    assert.ok(body.data.total > 0)
    assert.ok(
      body.data.list.every((h) => h.type === ContentType.product && h.title.includes('机器人') && h.enterpriseName),
    )
    const en = await get<Page<ProductHit>>('/common-client/home/productSearch?keyword=robot', { lang: 'en' })
    assert.equal(en.body.data.total, body.data.total)
    assert.ok(en.body.data.list.every((h) => /robot/i.test(h.title)))
    assert.equal((await get('/common-client/home/productSearch?pageSize=0')).status, 400)
  })
})

describe('GET /common-client/home/enterpriseDetail', () => {
  it('answers the enterprise with its counts and facts, localised', async () => {
    const { status, body } = await get<EnterpriseDetail>('/common-client/home/enterpriseDetail?id=1')
    assert.equal(status, 200)
    const d = body.data
    assert.ok(HAN.test(d.name) && HAN.test(d.content))
    assert.match(d.content, /<h3>/)
    assert.doesNotMatch(d.content, /<script/i)
    assert.equal(
      d.productCount,
      (await t.db.select({ n: count() }).from(products).where(eq(products.enterpriseId, 1)))[0].n,
    )
    assert.equal(
      d.projectCount,
      (await t.db.select({ n: count() }).from(projects).where(eq(projects.enterpriseId, 1)))[0].n,
    )
    assert.ok(d.images.length > 0 && d.foundedYear! > 1900)
    assert.equal(d.followed, false)
    const en = (await get<EnterpriseDetail>('/common-client/home/enterpriseDetail?id=1', { lang: 'en' })).body.data
    assert.ok(!HAN.test(en.name) && !HAN.test(en.industry))
  })

  it('answers 404, no merchant found, for an unknown id and 400 for a bad one', async () => {
    const missing = await get('/common-client/home/enterpriseDetail?id=999999')
    assert.equal(missing.status, 404)
    assert.equal(missing.body.code, 404)
    // Seed 001: "No merchant found".
    assert.equal(missing.body.msg, '未找到该商家')
    assert.equal(
      (await get('/common-client/home/enterpriseDetail?id=999999', { lang: 'en' })).body.msg,
      'No merchant found',
    )
    assert.equal((await get('/common-client/home/enterpriseDetail?id=abc')).status, 400)
    assert.equal((await get('/common-client/home/enterpriseDetail')).status, 400)
  })
})

describe('product list and detail', () => {
  it("lists all products, one enterprise's, by keyword and by industry, paged", async () => {
    const all = await total(products)
    const first = (await get<Page<ProductCard>>('/merchants-client/product/list?pageNum=1&pageSize=10')).body.data
    assert.equal(first.total, all)
    assert.equal(first.list.length, 10)
    const second = (await get<Page<ProductCard>>('/merchants-client/product/list?pageNum=2&pageSize=10')).body.data
    assert.equal(new Set([...first.list, ...second.list].map((p) => p.id)).size, 20)

    const own = (await get<Page<ProductCard>>('/merchants-client/product/list?enterpriseId=2&pageSize=50')).body.data
    assert.ok(own.total >= 2)
    assert.ok(own.list.every((p) => p.enterpriseId === 2))

    const [industry] = await industries()
    const inIndustry = (
      await get<Page<ProductCard>>(`/merchants-client/product/list?industryId=${industry.value}&pageSize=50`)
    ).body.data
    assert.ok(inIndustry.total > 0 && inIndustry.total < all)
    assert.ok(inIndustry.list.every((p) => p.industry === industry.label))

    const keyword = (
      await get<Page<ProductCard>>('/merchants-client/product/list?keyword=module&pageSize=50', { lang: 'en' })
    ).body.data
    assert.ok(keyword.total > 0)
    assert.ok(keyword.list.every((p) => /module/i.test(p.name) || /module/i.test(p.summary)))
    for (const q of ['enterpriseId=0', 'pageSize=100', 'industryId=x'])
      assert.equal((await get(`/merchants-client/product/list?${q}`)).status, 400, q)
  })

  it('answers a product with specs and rich text in both languages; 404 for an unknown one', async () => {
    const zh = (await get<ProductDetail>('/common-client/product/info?id=1')).body.data
    const en = (await get<ProductDetail>('/common-client/product/info?id=1', { lang: 'en' })).body.data
    assert.ok(zh.specs.length >= 4)
    assert.equal(zh.specs[0][0], '型号')
    assert.equal(en.specs[0][0], 'Model')
    assert.ok(HAN.test(zh.content) && !HAN.test(en.content))
    assert.ok(zh.images.length >= 1 && zh.enterpriseLogo.startsWith('/'))
    assert.equal((await get('/common-client/product/info?id=999999')).status, 404)
    assert.equal((await get('/common-client/product/info?id=-1')).status, 400)
  })
})

describe("an enterprise's projects, booths and the atlas", () => {
  it('lists the linked projects as project cards', async () => {
    const [linked] = await t.db
      .select({ enterpriseId: projects.enterpriseId })
      .from(projects)
      .where(isNotNull(projects.enterpriseId))
      .limit(1)
    const id = linked.enterpriseId!
    const page = (await get<Page<ProjectCard>>(`/common-client/enterprise/projectList?enterpriseId=${id}&pageSize=50`))
      .body.data
    const expected = (await t.db.select({ n: count() }).from(projects).where(eq(projects.enterpriseId, id)))[0].n
    assert.equal(page.total, expected)
    assert.ok(page.list.every((p) => p.title && typeof p.pushTime === 'number'))
    const word = page.list[0].title.slice(0, 4)
    const narrowed = (
      await get<Page<ProjectCard>>(
        `/common-client/enterprise/projectList?enterpriseId=${id}&keyword=${encodeURIComponent(word)}`,
      )
    ).body.data
    assert.ok(narrowed.total >= 1 && narrowed.total <= expected)
    assert.ok(narrowed.list.some((p) => p.id === page.list[0].id))
    assert.ok(narrowed.list[0].title.includes(word), 'title hits come first')
    assert.equal(
      (await get<Page<ProjectCard>>(`/common-client/enterprise/projectList?enterpriseId=${id}&keyword=zzzqqq`)).body
        .data.total,
      0,
    )
    assert.equal((await get('/common-client/enterprise/projectList?enterpriseId=999999')).status, 404)
    assert.equal((await get('/common-client/enterprise/projectList')).status, 400)
  })

  it('lists booths with their exhibitions', async () => {
    const [booth] = await t.db.select().from(booths).limit(1)
    const page = (
      await get<Page<EnterpriseBooth>>(`/common-client/enterprise/boothList?enterpriseId=${booth.enterpriseId}`, {
        lang: 'en',
      })
    ).body.data
    assert.ok(page.total >= 1)
    assert.ok(page.list.some((b) => b.boothId === booth.id))
    assert.ok(page.list.every((b) => b.exhibitionName && !HAN.test(b.exhibitionName) && b.startDate))
    const boothNo = (
      await get<Page<EnterpriseBooth>>(
        `/common-client/enterprise/boothList?enterpriseId=${booth.enterpriseId}&keyword=${booth.boothNo}`,
      )
    ).body.data
    assert.deepEqual(
      boothNo.list.map((b) => b.boothId),
      [booth.id],
    )
    assert.equal((await get('/common-client/enterprise/boothList?enterpriseId=999999')).status, 404)
  })

  it('groups every enterprise by industry with counts', async () => {
    const atlas = (await get<AtlasIndustry[]>('/common-client/enterprise/atlas')).body.data
    assert.equal(
      atlas.reduce((n, g) => n + g.count, 0),
      await total(enterprises),
    )
    assert.ok(atlas.every((g) => g.count === g.enterprises.length && g.count > 0 && HAN.test(g.industry)))
    const en = (await get<AtlasIndustry[]>('/common-client/enterprise/atlas', { lang: 'en' })).body.data
    assert.deepEqual(
      en.map((g) => g.industryId),
      atlas.map((g) => g.industryId),
    )
    assert.ok(en.every((g) => !HAN.test(g.industry)))
  })
})

describe('follow an enterprise', () => {
  it('needs a login: 30000 without a token, 401 with a bad one', async () => {
    const body = { targetId: 1, targetType: ContentType.enterprise }
    const anonymous = await post('/user-central/userFollowData/add', body)
    assert.equal(anonymous.body.code, 30000)
    const bad = await post('/user-central/userFollowData/add', body, { token: 'not-a-token' })
    assert.equal(bad.body.code, 401)
  })

  it('toggles, and the detail shows the followed state to that user only', async () => {
    const body = { targetId: 3, targetType: ContentType.enterprise }
    assert.deepEqual((await post('/user-central/userFollowData/add', body, { token })).body.data, { followed: true })
    assert.equal(
      (await get<EnterpriseDetail>('/common-client/home/enterpriseDetail?id=3', { token })).body.data.followed,
      true,
    )
    assert.equal((await get<EnterpriseDetail>('/common-client/home/enterpriseDetail?id=3')).body.data.followed, false)
    assert.deepEqual((await post('/user-central/userFollowData/add', body, { token })).body.data, { followed: false })
    assert.equal(
      (await get<EnterpriseDetail>('/common-client/home/enterpriseDetail?id=3', { token })).body.data.followed,
      false,
    )
  })

  it('answers 404 for an unknown enterprise and 400 for a bad payload', async () => {
    assert.equal(
      (
        await post(
          '/user-central/userFollowData/add',
          { targetId: 999999, targetType: ContentType.enterprise },
          { token },
        )
      ).status,
      404,
    )
    assert.equal(
      (await post('/user-central/userFollowData/add', { targetId: 1, targetType: 99 }, { token })).status,
      400,
    )
    assert.equal(
      (await post('/user-central/userFollowData/add', { targetType: ContentType.enterprise }, { token })).status,
      400,
    )
  })
})

describe('purchase enquiries', () => {
  const valid = {
    productId: 5,
    quantity: 20,
    unit: 'set',
    requirements: '需要 CE 认证，含安装调试',
    phone: '13800138000',
  }

  it('needs a login: 30000 without a token, 401 with a bad one', async () => {
    assert.equal((await post('/user-central/userInquiry/add', valid)).body.code, 30000)
    assert.equal((await post('/user-central/userInquiry/add', valid, { token: 'nope' })).body.code, 401)
    assert.equal((await get('/user-central/unify/checkInquiryApply?productId=5')).body.code, 30000)
    assert.equal((await get('/user-central/unify/checkInquiryApply?productId=5', { token: 'nope' })).body.code, 401)
  })

  it('rejects each bad field with a 400 that names it, in the request language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ quantity: 'many' }, 'quantity'],
      [{ unit: 'barrel' }, 'unit'],
      [{ requirements: '   ' }, 'requirements'],
      [{ requirements: 'x'.repeat(501) }, 'requirements'],
      [{ phone: '12345' }, 'phone'],
      [{ phone: '' }, 'phone'],
      [{ productId: 0 }, 'productId'],
    ]
    for (const [change, field] of cases) {
      const zh = await post('/user-central/userInquiry/add', { ...valid, ...change }, { token })
      assert.equal(zh.status, 400, JSON.stringify(change))
      assert.equal(zh.body.code, 400)
      assert.match(zh.body.msg, new RegExp(field), JSON.stringify(change))
      assert.ok(HAN.test(zh.body.msg))
      const en = await post('/user-central/userInquiry/add', { ...valid, ...change }, { token, lang: 'en' })
      assert.ok(!HAN.test(en.body.msg) && en.body.msg.includes(field))
    }
    for (const field of ['quantity', 'unit', 'requirements', 'phone']) {
      const payload: Record<string, unknown> = { ...valid }
      delete payload[field]
      const res = await post('/user-central/userInquiry/add', payload, { token })
      assert.equal(res.status, 400, field)
      assert.match(res.body.msg, new RegExp(field))
    }
    assert.equal(await t.db.$count(inquiries, eq(inquiries.productId, valid.productId)), 0)
  })

  it('stores an enquiry once, reports it as applied, and answers 404 for an unknown product', async () => {
    assert.deepEqual((await get('/user-central/unify/checkInquiryApply?productId=5', { token })).body.data, {
      applied: false,
    })
    const added = await post<{ id: number }>('/user-central/userInquiry/add', valid, { token })
    assert.equal(added.status, 200)
    assert.ok(added.body.data.id > 0)
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, added.body.data.id))
    assert.equal(row.quantity, 20)
    assert.equal(row.unit, 'set')
    assert.equal(row.phone, '13800138000')
    assert.deepEqual((await get('/user-central/unify/checkInquiryApply?productId=5', { token })).body.data, {
      applied: true,
    })
    assert.deepEqual((await get('/user-central/unify/checkInquiryApply?productId=6', { token })).body.data, {
      applied: false,
    })

    const again = await post('/user-central/userInquiry/add', valid, { token, lang: 'en' })
    assert.equal(again.body.code, 409)
    assert.match(again.body.msg, /already/)
    assert.equal(await t.db.$count(inquiries, eq(inquiries.productId, valid.productId)), 1)

    assert.equal((await post('/user-central/userInquiry/add', { ...valid, productId: 999999 }, { token })).status, 404)
    assert.equal((await get('/user-central/unify/checkInquiryApply?productId=x', { token })).status, 400)
  })
})

describe('the contact number of an enquiry', () => {
  const codes = new Map<string, string>()
  let app: TestApp
  before(async () => {
    app = await openTestApp({ login: { sender: { send: async ({ account, code }) => void codes.set(account, code) } } })
  })
  after(() => app.close())
  const enquire = (token: string, phone: string, phoneCode?: string) =>
    call<{ id: number }>(app.app, 'POST', '/user-central/userInquiry/add', {
      token,
      lang: 'en',
      body: {
        productId: 7,
        quantity: 3,
        unit: 'set',
        requirements: 'Delivery to Xiamen',
        phone,
        ...(phoneCode ? { phoneCode } : {}),
      },
    })

  it("is the account's own, or another one confirmed with the code sent to it; never a stranger's on the caller's word", async () => {
    const user = await freshUser(app.db)
    const stranger = '13912340000'
    const refused = await enquire(user.token, stranger)
    assert.equal(refused.status, 403)
    assert.equal(refused.body.msg, "Use your account's mobile number, or enter the code sent to this number")
    await call(app.app, 'POST', '/user-central/login/sendCode', { body: { method: 'phone', account: stranger } })
    const code = codes.get(stranger)!
    assert.equal((await enquire(user.token, stranger, code === '000000' ? '111111' : '000000')).status, 403)
    assert.equal(await app.db.$count(inquiries, eq(inquiries.userId, user.id)), 0)
    assert.equal((await enquire(user.token, stranger, code)).status, 200)
    const own = await freshUser(app.db)
    assert.equal((await enquire(own.token, own.phone)).status, 200)
  })
})
