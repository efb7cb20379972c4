import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, count, eq, gte, type SQL } from 'drizzle-orm'
import { projects } from './schema'
import type { Option } from '../../../src/contract/common'
import type { ProjectCard, ProjectListQuery } from '../../../src/contract/content'
import { assertAllRefused, assertDefaultPage, call, postList, withTestApp } from '../test-app'

const t = withTestApp()

const list = (body?: Partial<ProjectListQuery> | string, lang?: 'en') =>
  postList<ProjectCard>(t.app, '/merchants-client/project/list', body, lang)
const options = async (name: string, lang?: 'en') =>
  (await call<Option[]>(t.app, 'POST', `/merchants-client/project/${name}`, { lang })).body.data
const countWhere = async (where: SQL | undefined) =>
  (await t.db.select({ n: count() }).from(projects).where(where))[0].n

describe('POST /merchants-client/project/*Select', () => {
  it('answers localised options for every filter', async () => {
    const expected = { industrySelect: 10, carrierSelect: 6, pInvestModeSelect: 6, pushTimeSelect: 4 }
    for (const [name, size] of Object.entries(expected)) {
      const zh = await options(name)
      const en = await options(name, 'en')
      assert.equal(zh.length, size, name)
      assert.deepEqual(
        zh.map((o) => o.value),
        en.map((o) => o.value),
      )
      assert.match(zh[0].label, /[\u4e00-\u9fff]/)
      assert.doesNotMatch(en[0].label, /[\u4e00-\u9fff]/)
    }
    assert.deepEqual(
      (await options('pushTimeSelect', 'en')).slice(0, 3).map((o) => o.label),
      ['Within 7 days', 'Within 30 days', 'Within 90 days'],
    )
  })
})

describe('POST /merchants-client/project/list', () => {
  it('defaults to page 1 of 10 when the body is missing or empty', async () => {
    for (const body of [undefined, '', '{}']) assertDefaultPage(await list(body), 60)
  })

  it('pages through every project exactly once, newest first', async () => {
    const seen: ProjectCard[] = []
    for (let pageNum = 1; pageNum <= 4; pageNum++) {
      const { body } = await list({ pageNum, pageSize: 16 })
      assert.equal(body.data.total, 60)
      seen.push(...body.data.list)
    }
    assert.equal(seen.length, 60)
    assert.equal(new Set(seen.map((p) => p.id)).size, 60)
    const times = seen.map((p) => p.pushTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
  })

  it('narrows by each filter, matching a direct count', async () => {
    const [industry] = await options('industrySelect')
    const [, carrier] = await options('carrierSelect')
    const [mode] = await options('pInvestModeSelect')
    const cases: [Partial<ProjectListQuery>, SQL][] = [
      [{ industryId: industry.value }, eq(projects.industryId, Number(industry.value))],
      [{ carrierId: carrier.value }, eq(projects.carrierId, Number(carrier.value))],
      [{ investModeId: mode.value }, eq(projects.investModeId, Number(mode.value))],
      [{ type: 2 }, eq(projects.type, 2)],
      [
        { type: 1, industryId: industry.value },
        and(eq(projects.type, 1), eq(projects.industryId, Number(industry.value)))!,
      ],
    ]
    for (const [filter, where] of cases) {
      const { body } = await list({ ...filter, pageSize: 50 })
      const expected = await countWhere(where)
      assert.ok(expected > 0 && expected < 60, JSON.stringify(filter))
      assert.equal(body.data.total, expected, JSON.stringify(filter))
      assert.equal(body.data.list.length, Math.min(expected, 50))
    }
    const { body } = await list({ type: 2, pageSize: 50 })
    assert.ok(body.data.list.every((p) => p.type === 2))
  })

  it('filters by push time relative to now', async () => {
    const ranges = await options('pushTimeSelect')
    const totals: number[] = []
    for (const [index, days] of [7, 30, 90].entries()) {
      const { body } = await list({ pushTimeId: ranges[index].value })
      const since = Date.now() - days * 86_400_000
      assert.equal(body.data.total, await countWhere(gte(projects.pushTime, new Date(since))), `${days} days`)
      assert.ok(body.data.list.every((p) => p.pushTime >= since - 60_000))
      totals.push(body.data.total)
    }
    assert.ok(totals[0] > 0 && totals[0] < totals[1] && totals[1] < totals[2] && totals[2] < 60, String(totals))
  })

  it('treats an empty filter id as "any" and an unknown one as matching nothing', async () => {
    assert.equal((await list({ industryId: '', pushTimeId: '' })).body.data.total, 60)
    assert.equal((await list({ pushTimeId: '999' })).body.data.total, 0)
    assert.equal((await list({ industryId: '999' })).body.data.total, 0)
  })

  it('combines keyword and filters, in English too', async () => {
    const { body } = await list({ keyword: 'project', type: 1, pageSize: 50 }, 'en')
    assert.equal(body.data.total, await countWhere(eq(projects.type, 1)))
    assert.ok(body.data.list.every((p) => p.title.endsWith('Project')))
  })

  it('answers 400 envelopes for bad input, never 500', async () => {
    const bad: (Record<string, unknown> | string)[] = [
      { pageNum: -1 },
      { pageSize: 1000 },
      { pageNum: 'abc' },
      { type: 3 },
      { industryId: 'abc' },
      { keyword: 'x'.repeat(51) },
      '{"pageNum": 1,',
      '[1,2]',
      'null',
      '"text"',
    ]
    await assertAllRefused(bad, (body) =>
      typeof body === 'string' ? list(body) : list(body as Partial<ProjectListQuery>),
    )
  })

  it('explains bad input in the request language', async () => {
    assert.equal((await list({ pageSize: 1000 }, 'en')).body.msg, '"pageSize" must be at most 50')
    assert.equal((await list({ pageSize: 1000 })).body.msg, '参数 pageSize 不能大于 50')
    assert.equal((await list('{bad', 'en')).body.msg, 'The request body is not valid JSON')
  })
})
