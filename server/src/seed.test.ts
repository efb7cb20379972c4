import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { count, eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { buildProjects } from './content/projects.seed'
import { createRandom } from './platform/random'
import { seedIfEmpty } from './seed'
import * as allTables from './tables'
import * as schema from './tables'
import { openEmptyDatabase, type TestApp, withTestApp } from './test-app'
import { sanitizeHtml } from '../../src/contract/sanitize-html'

const t = withTestApp()

const countOf = async (table: Parameters<TestApp['db']['$count']>[0]) => t.db.$count(table)

describe('seed', () => {
  it('meets the minimum amounts of demo content', async () => {
    const minimums: [Parameters<TestApp['db']['$count']>[0], number][] = [
      [schema.projects, 60],
      [schema.parks, 20],
      [schema.news, 30],
      [schema.meetings, 18],
      [schema.enterprises, 20],
      [schema.policies, 10],
      [schema.videos, 12],
      [schema.speakers, 10],
      [schema.exhibitions, 3],
      [schema.booths, 30],
      [schema.pushTimeRanges, 3],
      [schema.pointsRules, 8],
      [schema.searchRanks, 5],
      [schema.fairConfig, 1],
    ]
    for (const [table, minimum] of minimums) assert.ok((await countOf(table)) >= minimum)
    assert.equal(await t.db.$count(schema.projects, eq(schema.projects.type, 2)), 15)
    for (const kind of ['industry', 'carrier', 'invest_mode', 'park_type', 'estate_type'] as const) {
      assert.ok((await t.db.$count(schema.options, eq(schema.options.kind, kind))) >= 4, kind)
    }
    assert.equal(await t.db.$count(schema.commonModules, eq(schema.commonModules.type, 'banner')), 5)
    assert.equal(await t.db.$count(schema.commonModules, eq(schema.commonModules.type, 'entry')), 10)
  })

  it('gives every enterprise 2 to 4 products and every park one of the four price units', async () => {
    const perEnterprise = await t.db.select({ n: count() }).from(schema.products).groupBy(schema.products.enterpriseId)
    assert.equal(perEnterprise.length, 20)
    assert.ok(perEnterprise.every(({ n }) => n >= 2 && n <= 4))
    const units = new Set((await t.db.select({ unit: schema.parks.priceUnit }).from(schema.parks)).map((r) => r.unit))
    assert.deepEqual([...units].sort(), ['wan_yuan_per_mu', 'yuan_per_day', 'yuan_per_kwh', 'yuan_per_ton'])
  })

  it('holds the 2026 programme over 8–11 September (fair time) with overlaps, three follow-ups open for sign-up, the 2025 programme, 30 booth activities, and pushes projects within 120 days', async () => {
    const meetings = await t.db.select().from(schema.meetings).orderBy(schema.meetings.id)
    const fairDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
    const fair = meetings.filter((m) => m.edition === 2026 && fairDay(m.startTime).startsWith('2026-09'))
    assert.ok(fair.length >= 40, `${fair.length} meetings at the fair`)
    assert.deepEqual([...new Set(fair.map((m) => fairDay(m.startTime)))].sort(), [
      '2026-09-08',
      '2026-09-09',
      '2026-09-10',
      '2026-09-11',
    ])
    assert.deepEqual(new Set(fair.map((m) => m.kind)).size, 6, 'every kind of meeting is on the programme')
    const overlapping = fair.filter((m) =>
      fair.some((o) => o.id !== m.id && o.startTime < m.endTime && m.startTime < o.endTime),
    )
    assert.ok(overlapping.length > 20, 'parallel sessions overlap')
    const followUps = meetings.filter((m) => m.edition === 2026 && !fairDay(m.startTime).startsWith('2026-09'))
    assert.equal(followUps.length, 3)
    assert.ok(followUps.every((m) => m.startTime.getTime() > Date.now()))
    assert.ok(meetings.some((m) => m.edition === 2025))
    assert.ok(meetings.every((m) => m.endTime > m.startTime && m.venueZh && m.venueEn && m.roomZh && m.roomEn))
    const activities = await t.db.select().from(schema.boothActivities)
    assert.equal(activities.length, 30)
    assert.ok(activities.every((a) => a.titleZh && a.titleEn && a.booth.startsWith(a.hall)))
    const oldest = Date.now() - 120 * 86_400_000
    const pushed = await t.db.select({ at: schema.projects.pushTime }).from(schema.projects)
    assert.ok(pushed.every(({ at }) => at.getTime() >= oldest && at.getTime() <= Date.now()))
  })

  it('fills both languages and keeps titles unique', async () => {
    const rows = await t.db.select().from(schema.projects)
    assert.ok(
      rows.every(
        (p) => /[\u4e00-\u9fff]/.test(p.titleZh) && !/[\u4e00-\u9fff]/.test(p.titleEn + p.summaryEn + p.contentEn),
      ),
    )
    assert.equal(new Set(rows.map((p) => p.titleZh)).size, rows.length)
    assert.equal(new Set(rows.map((p) => p.titleEn)).size, rows.length)
    const news = await t.db.select({ zh: schema.news.titleZh, en: schema.news.titleEn }).from(schema.news)
    assert.equal(new Set(news.map((n) => n.zh)).size, news.length)
  })

  it('stores sanitised rich text only', async () => {
    const tables = [schema.projects, schema.parks, schema.news, schema.meetings, schema.enterprises, schema.policies]
    for (const table of tables) {
      const rows = await t.db.select({ zh: table.contentZh, en: table.contentEn }).from(table)
      assert.ok(rows.every((r) => !/<script|javascript:|onerror=/i.test(r.zh + r.en)))
    }
    const [project] = await t.db.select().from(schema.projects).where(eq(schema.projects.id, 1))
    assert.match(project.contentZh, /<p>.*<h3>.*<ul>.*<img src="\/static\/img\//)
  })

  it('links only to images that load', async () => {
    const urls = new Set<string>()
    for (const { cover, images } of await t.db
      .select({ cover: schema.projects.cover, images: schema.projects.images })
      .from(schema.projects)) {
      urls.add(cover)
      images.forEach((u) => urls.add(u))
    }
    for (const table of [schema.parks, schema.news, schema.meetings, schema.videos, schema.exhibitions]) {
      for (const { cover } of await t.db.select({ cover: table.cover }).from(table)) urls.add(cover)
    }
    for (const { image } of await t.db.select({ image: schema.commonModules.image }).from(schema.commonModules))
      urls.add(image)
    for (const url of urls) {
      assert.ok(url.startsWith('/'), url)
      const response = await t.app.inject({ method: 'GET', url })
      assert.equal(response.statusCode, 200, url)
    }
  })

  it('is idempotent and deterministic', async () => {
    const before = await countOf(schema.projects)
    assert.equal(await seedIfEmpty(t.db), false)
    assert.equal(await countOf(schema.projects), before)
    const now = new Date('2026-08-01T00:00:00Z')
    assert.deepEqual(buildProjects(createRandom(7), now), buildProjects(createRandom(7), now))
  })

  it('seeds nobody in production: no account, no verified identity, the fair content all the same', async () => {
    const empty = await openEmptyDatabase()
    try {
      assert.equal(await seedIfEmpty(empty.db, new Date(), 'production'), true)
      assert.equal(await empty.db.$count(schema.users), 0)
      assert.equal(await empty.db.$count(schema.realNameSubmissions), 0)
      assert.equal(await empty.db.$count(schema.collectibleDesigns), 4)
      assert.equal(await empty.db.$count(schema.projects), await countOf(schema.projects))
    } finally {
      await empty.close()
    }
  })

  it('continues identity sequences after the seeded ids', async () => {
    const [row] = await t.db
      .insert(schema.searchRanks)
      .values({ keywordZh: '测试', keywordEn: 'test', count: 1 })
      .returning({ id: schema.searchRanks.id })
    assert.ok(row.id > 10)
    await t.db.delete(schema.searchRanks).where(eq(schema.searchRanks.id, row.id))
  })

  it('exposes the points rules 31–38 as active', async () => {
    const rules = await t.db.select().from(schema.pointsRules)
    assert.deepEqual(rules.map((r) => r.actionType).sort(), [31, 32, 33, 34, 35, 36, 37, 38])
    assert.ok(rules.every((r) => r.status === 0 && r.frequency > 0 && r.point > 0))
  })
})

describe('stored rich text', () => {
  it('is already sanitised in every table (sanitising it again changes nothing)', async () => {
    const richColumns = Object.values(allTables as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) =>
        Object.entries(getTableColumns(table))
          .filter(([key]) => /^content(Zh|En)$/.test(key))
          .map(([key, column]) => ({ table, key, column })),
      )
    assert.ok(richColumns.length >= 10, 'the content tables are found')
    for (const { table, key, column } of richColumns) {
      const rows = await t.db.select({ html: sql<string>`${column}` }).from(table)
      const unsafe = rows.filter((row) => row.html !== sanitizeHtml(row.html))
      assert.equal(unsafe.length, 0, `${getTableName(table)}.${key}`)
    }
  })
})
