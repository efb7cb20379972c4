import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from '../../../src/contract/common'
import type {
  CommerceArticle,
  CommerceArticleCard,
  CommerceChange,
  CommerceFigure,
  CommerceRelease,
  CommerceStatistics,
} from '../../../src/contract/fair'
import { assertAllRefused, call, HAN, withTestApp } from '../test-app'

const t = withTestApp()
const get = <T>(path: string, lang?: 'en') => call<T>(t.app, 'GET', `/common-client/commerce/${path}`, { lang })

describe('commerce data', () => {
  it('answers the latest release of each indicator as the headline figures', async () => {
    const figures = (await get<CommerceFigure[]>('overview')).body.data
    assert.deepEqual(figures.map((f) => f.indicator).sort(), ['foreignCapital', 'investment', 'projects', 'trade'])
    assert.ok(figures.every((f) => f.period === '2026-08'))
  })

  it('gives investment year over year and a year’s breakdowns that add up to its totals', async () => {
    const stats = (await get<CommerceStatistics>('statistics')).body.data
    assert.equal(stats.year, 2026)
    assert.deepEqual(stats.years.slice(0, 2), [2026, 2025])
    assert.equal(stats.byYear[0].yoy, 0)
    assert.equal(stats.byYear.at(-1)!.yoy, 9.8)
    const total = stats.byIndustry.reduce((sum, s) => sum + s.investment, 0)
    assert.ok(Math.abs(total - stats.byYear.at(-1)!.investment) < 0.1)
    assert.equal(stats.byRegion.length, 6)
    const y2023 = (await get<CommerceStatistics>('statistics?year=2023', 'en')).body.data
    assert.equal(y2023.byRegion[0].label, 'Xiamen')
    assert.notDeepEqual(y2023.byIndustry, stats.byIndustry)
    assert.equal((await get('statistics?year=2001')).status, 404)
  })

  it('lists the releases newest first, of one indicator when asked', async () => {
    const all = (await get<Page<CommerceRelease>>('releases?pageSize=50')).body.data
    assert.equal(all.total, 16)
    const times = all.list.map((r) => r.publishTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    const trade = (await get<Page<CommerceRelease>>('releases?indicator=trade', 'en')).body.data
    assert.equal(trade.total, 4)
    assert.match(trade.list[0].title, /^Foreign trade, January–August 2026$/)
    await assertAllRefused(['releases?indicator=gdp', 'releases?pageSize=0'], (path) => get(path))
  })

  it('lists the reforms with what they took before and after', async () => {
    const changes = (await get<CommerceChange[]>('changes', 'en')).body.data
    assert.equal(changes[0].year, 2026)
    assert.equal(changes[0].after, 'Half a day, one online service')
    for (const c of changes) assert.doesNotMatch(c.title + c.before + c.after, HAN)
  })

  it('keeps the local cases and the public notices in two lists, each with its detail', async () => {
    const cases = (await get<Page<CommerceArticleCard>>('articleList?kind=case')).body.data
    const notices = (await get<Page<CommerceArticleCard>>('articleList?kind=notice')).body.data
    assert.deepEqual([cases.total, notices.total], [3, 3])
    assert.ok(cases.list.every((c) => c.kind === 'case'))
    assert.ok(!cases.list.some((c) => notices.list.some((n) => n.id === c.id)))
    const found = (await get<Page<CommerceArticleCard>>('articleList?kind=case&keyword=Haicang', 'en')).body.data
    assert.equal(found.total, 1)
    const detail = (await get<CommerceArticle>(`article?id=${notices.list[0].id}`)).body.data
    assert.equal(detail.kind, 'notice')
    assert.match(detail.content, /<p>/)
    assert.equal((await get('articleList')).status, 400)
    assert.equal((await get('article?id=999')).status, 404)
  })
})
