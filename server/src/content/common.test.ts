import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { HOSTILE_PROJECT_IDS } from './projects.seed'
import type { Option, Page } from '../../../src/contract/common'
import type { NewsCard, NewsDetail, ProjectCard, ProjectDetail } from '../../../src/contract/content'
import { NEWS_CATEGORIES } from '../../../src/contract/content.codes'
import type { BaseConfig } from '../../../src/contract/fair'
import { assertAllRefused, call, withTestApp } from '../test-app'

const t = withTestApp()

describe('GET /common-client/home/baseConfig', () => {
  it('answers the fair settings in the envelope, localised by the lang header', async () => {
    const zh = await call<BaseConfig>(t.app, 'GET', '/common-client/home/baseConfig')
    assert.equal(zh.status, 200)
    assert.equal(zh.body.code, 200)
    assert.equal(zh.body.msg, 'success')
    const { fairName, servicePhone, ...rest } = zh.body.data
    assert.deepEqual(rest, {
      pointsMallSwitch: true,
      collectibleTasks: { home: 'cifit-home-bag', live: 'cifit-live-watch' },
      edition: 25,
      startDate: '2026-09-08',
      endDate: '2026-09-11',
    })
    assert.match(fairName, /投资贸易洽谈会/)
    assert.match(servicePhone, /^[\d-]+$/)
    const en = await call<BaseConfig>(t.app, 'GET', '/common-client/home/baseConfig', { lang: 'en' })
    assert.match(en.body.data.fairName, /International Fair for Investment and Trade/)
  })
})

describe('GET /common-client/home/projectSearch', () => {
  const search = (query: string, lang?: 'en') =>
    call<Page<ProjectCard>>(t.app, 'GET', `/common-client/home/projectSearch?${query}`, { lang })

  it('lists every project newest first without a keyword, paged', async () => {
    const { body } = await search('pageNum=1&pageSize=10')
    assert.equal(body.data.total, 60)
    assert.equal(body.data.list.length, 10)
    assert.equal(body.data.pageNum, 1)
    assert.equal(body.data.pageSize, 10)
    const times = body.data.list.map((p) => p.pushTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
  })

  it('finds a two-character Chinese keyword', async () => {
    const { body } = await search(`keyword=${encodeURIComponent('厦门')}&pageSize=50`)
    assert.ok(body.data.total > 0)
    assert.ok(body.data.list.every((p) => p.title.includes('厦门') || p.region.includes('厦门')))
  })

  it('finds English keywords case-insensitively and answers in English', async () => {
    const { body } = await search('keyword=XIAMEN&pageSize=50', 'en')
    assert.ok(body.data.total > 0)
    assert.ok(body.data.list.every((p) => /xiamen/i.test(p.title) || p.region === 'Xiamen'))
    assert.match(body.data.list[0].industry, /^[A-Za-z]/)
  })

  it('ranks title matches above summary-only matches', async () => {
    // 产业园 is in some titles and, as 产业园区, in the carrier named by other summaries.
    const { body } = await search(`keyword=${encodeURIComponent('产业园')}&pageSize=50`)
    const inTitle = body.data.list.map((p) => p.title.includes('产业园'))
    assert.ok(inTitle.includes(true) && inTitle.includes(false), 'both kinds of hit exist')
    assert.deepEqual(
      inTitle,
      [...inTitle].sort((a, b) => Number(b) - Number(a)),
    )
  })

  it('treats % and _ in the keyword literally', async () => {
    const { body } = await search('keyword=%25')
    assert.equal(body.data.total, 0)
  })

  it('rejects bad paging with a 400 envelope', async () => {
    await assertAllRefused(
      ['pageNum=-1', 'pageNum=0', 'pageSize=1000', 'pageSize=abc', `keyword=${'x'.repeat(51)}`],
      search,
    )
  })
})

describe('GET /common-client/home/informationSearch', () => {
  it('lists news cards without content, newest first', async () => {
    const { body } = await call<Page<NewsCard>>(t.app, 'GET', '/common-client/home/informationSearch?pageSize=50')
    assert.equal(body.data.total, 30)
    assert.ok(body.data.list.every((n) => !('content' in n) && n.cover.startsWith('/')))
    const times = body.data.list.map((n) => n.publishTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
  })

  it('filters by Chinese and English keywords', async () => {
    const zh = await call<Page<NewsCard>>(
      t.app,
      'GET',
      `/common-client/home/informationSearch?keyword=${encodeURIComponent('签约')}`,
    )
    assert.ok(zh.body.data.total > 0 && zh.body.data.total < 30)
    assert.ok(zh.body.data.list.every((n) => (n.title + n.summary).includes('签约')))
    const en = await call<Page<NewsCard>>(t.app, 'GET', '/common-client/home/informationSearch?keyword=matchmaking', {
      lang: 'en',
    })
    assert.ok(en.body.data.total > 0)
    assert.ok(en.body.data.list.every((n) => /matchmaking/i.test(n.title + n.summary)))
  })

  it('narrows to one category, each with at least five items, together covering every item', async () => {
    const labels: Record<string, string> = {
      fair: 'Fair News',
      investment: 'Investment News',
      policy: 'Policy Insights',
      media: 'Media Coverage',
    }
    let sum = 0
    for (const category of NEWS_CATEGORIES) {
      const { status, body } = await call<Page<NewsCard>>(
        t.app,
        'GET',
        `/common-client/home/informationSearch?category=${category}&pageSize=50`,
        { lang: 'en' },
      )
      assert.equal(status, 200, category)
      assert.ok(body.data.total >= 5, category)
      assert.equal(body.data.list.length, body.data.total)
      assert.ok(
        body.data.list.every((n) => n.category === labels[category]),
        category,
      )
      sum += body.data.total
    }
    assert.equal(sum, 30)
  })

  it('combines the category with a keyword', async () => {
    const { body } = await call<Page<NewsCard>>(
      t.app,
      'GET',
      `/common-client/home/informationSearch?category=fair&keyword=${encodeURIComponent('投洽会')}&pageSize=50`,
    )
    assert.ok(body.data.total > 0)
    assert.ok(body.data.list.every((n) => n.category === '大会动态' && (n.title + n.summary).includes('投洽会')))
  })

  it('pages a category with the category total', async () => {
    const all = await call<Page<NewsCard>>(
      t.app,
      'GET',
      '/common-client/home/informationSearch?category=investment&pageSize=50',
    )
    const second = await call<Page<NewsCard>>(
      t.app,
      'GET',
      '/common-client/home/informationSearch?category=investment&pageNum=2&pageSize=5',
    )
    assert.equal(second.body.data.total, all.body.data.total)
    assert.equal(second.body.data.pageNum, 2)
    assert.deepEqual(
      second.body.data.list.map((n) => n.id),
      all.body.data.list.slice(5, 10).map((n) => n.id),
    )
  })

  it('rejects an unknown category with a 400 envelope', async () => {
    await assertAllRefused(['sports', '0', 'FAIR'], (category) =>
      call(t.app, 'GET', `/common-client/home/informationSearch?category=${category}`),
    )
  })
})

describe('POST /common-client/project/list', () => {
  it('behaves like the merchants-client list', async () => {
    const { body } = await call<Page<ProjectCard>>(t.app, 'POST', '/common-client/project/list', {
      body: { pageNum: 2, pageSize: 5, keyword: '项目' },
    })
    assert.equal(body.code, 200)
    assert.equal(body.data.pageNum, 2)
    assert.equal(body.data.list.length, 5)
    const merchants = await call(t.app, 'POST', '/merchants-client/project/list', {
      body: { pageNum: 2, pageSize: 5, keyword: '项目' },
    })
    assert.deepEqual(merchants.body, body)
  })
})

describe('GET /common-client/project/industrySelect', () => {
  it('answers the industries as options', async () => {
    const { body } = await call<Option[]>(t.app, 'GET', '/common-client/project/industrySelect', { lang: 'en' })
    assert.equal(body.data.length, 10)
    assert.ok(body.data.every((o) => /^\d+$/.test(o.value) && /^[A-Z]/.test(o.label)))
    for (const [method, prefix] of [
      ['POST', '/common-client'],
      ['POST', '/merchants-client'],
    ] as const) {
      const other = await call(t.app, method, `${prefix}/project/industrySelect`, { lang: 'en' })
      assert.deepEqual(other.body, body, `${method} ${prefix}`)
    }
  })
})

describe('GET /common-client/home/projectDetail', () => {
  const detail = (query: string, lang?: 'en') =>
    call<ProjectDetail>(t.app, 'GET', `/common-client/home/projectDetail?${query}`, { lang })

  it('answers the project with a masked contact phone and sanitised rich text', async () => {
    const { body } = await detail('id=3&type=1')
    assert.equal(body.code, 200)
    assert.equal(body.data.id, 3)
    assert.equal(body.data.type, 1)
    assert.match(body.data.contactPhone, /^\d{3}\*{4}\d{4}$/)
    assert.match(body.data.content, /<h3>/)
    assert.ok(body.data.images.length >= 1 && body.data.images.every((src) => src.startsWith('/static/img/')))
  })

  it('switches language with the header', async () => {
    const zh = await detail('id=3')
    const en = await detail('id=3', 'en')
    assert.match(zh.body.data.title, /[\u4e00-\u9fff]/)
    assert.doesNotMatch(en.body.data.title, /[\u4e00-\u9fff]/)
    assert.doesNotMatch(en.body.data.content, /[\u4e00-\u9fff]/)
  })

  it('never serves script or javascript: links, even for hostile source HTML', async () => {
    for (const id of HOSTILE_PROJECT_IDS) {
      const { body } = await detail(`id=${id}`)
      assert.doesNotMatch(body.data.content, /<script|javascript:/i)
      assert.match(body.data.content, /<a>/)
    }
  })

  it('counts views', async () => {
    const first = await detail('id=5')
    const second = await detail('id=5')
    assert.equal(second.body.data.views, first.body.data.views + 1)
  })

  it('answers a localised 404 envelope for an unknown id or a wrong type', async () => {
    for (const query of ['id=99999', 'id=3&type=2']) {
      const { status, body } = await detail(query, 'en')
      assert.equal(status, 404)
      assert.deepEqual(body, { code: 404, msg: 'This content does not exist or was taken down', data: null })
    }
    const zh = await detail('id=99999')
    assert.equal(zh.body.msg, '内容不存在或已下线')
  })

  it('rejects ids that are not positive integers', async () => {
    for (const query of ['id=abc', 'id=-1', 'id=0', 'id=1.5', '', 'id=3&type=9', 'id=99999999999']) {
      const { status, body } = await detail(query)
      assert.equal(status, 400, query)
      assert.equal(body.code, 400)
    }
  })
})

describe('GET /common-client/home/informationDetail', () => {
  it('answers the news item with content', async () => {
    const { body } = await call<NewsDetail>(t.app, 'GET', '/common-client/home/informationDetail?id=2', { lang: 'en' })
    assert.equal(body.data.id, 2)
    assert.match(body.data.content, /^<p>/)
    assert.match(body.data.category, /^[A-Z]/)
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    assert.equal((await call(t.app, 'GET', '/common-client/home/informationDetail?id=4242')).status, 404)
    assert.equal((await call(t.app, 'GET', '/common-client/home/informationDetail?id=abc')).status, 400)
  })
})
