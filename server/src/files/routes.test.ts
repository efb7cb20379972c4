import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { contentAppendixes, fileDocuments } from './schema'
import { STATIC_FILES_DIR } from './write-pdfs'
import type { Option, Page } from '../../../src/contract/common'
import type { Appendix, DownloadRecord, FileDocument } from '../../../src/contract/files'
import { users } from '../account/schema'
import { createSession } from '../account/sessions'
import { assertAllNotFound, call, demoToken, withTestApp } from '../test-app'

let token: string
let otherToken: string
const t = withTestApp({}, async ({ db }) => {
  token = await demoToken(db)
  const [other] = await db
    .insert(users)
    .values({ nickname: 'Other visitor', avatar: '', phone: '13900000077' })
    .returning()
  otherToken = await createSession(db, other.id)
})

const files = (query: string, lang?: 'en') =>
  call<Page<FileDocument>>(t.app, 'GET', `/common-client/files/list?${query}`, { lang })
const records = (tk: string | undefined, query = 'pageNum=1&pageSize=10', lang?: 'en') =>
  call<Page<DownloadRecord>>(t.app, 'GET', `/user-central/userDownloadAppendixRecord/page?${query}`, {
    token: tk,
    lang,
  })
const save = (tk: string | undefined, body: unknown, lang?: 'en') =>
  call<{ id: number }>(t.app, 'POST', '/user-central/userDownloadAppendixRecord/save', { token: tk, body, lang })
const remove = (tk: string | undefined, body: unknown, lang?: 'en') =>
  call<null>(t.app, 'POST', '/user-central/userDownloadAppendixRecord/delete', { token: tk, body, lang })

describe('material centre', () => {
  it('lists categories in both languages with the same values', async () => {
    const zh = await call<Option[]>(t.app, 'GET', '/common-client/files/categoryList')
    const en = await call<Option[]>(t.app, 'GET', '/common-client/files/categoryList', { lang: 'en' })
    assert.equal(zh.status, 200)
    assert.ok(zh.body.data.length >= 4)
    assert.deepEqual(
      zh.body.data.map((o) => o.value),
      en.body.data.map((o) => o.value),
    )
    assert.equal(zh.body.data[0].label, '展会指南')
    assert.equal(en.body.data[0].label, 'Fair guide')
  })

  it('pages documents newest first and the pages do not overlap', async () => {
    const [{ total }] = await t.db.select({ total: count() }).from(fileDocuments)
    const first = await files('pageNum=1&pageSize=10')
    const second = await files('pageNum=2&pageSize=10')
    assert.equal(first.body.data.total, total)
    assert.equal(first.body.data.list.length, Math.min(10, total))
    assert.equal(second.body.data.list.length, total - first.body.data.list.length)
    const ids = [...first.body.data.list, ...second.body.data.list].map((d) => d.id)
    assert.equal(new Set(ids).size, total)
    const times = first.body.data.list.map((d) => d.publishTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
  })

  it('filters by category and by keyword in either language', async () => {
    const reports = await files('pageNum=1&pageSize=50&categoryId=3')
    assert.ok(reports.body.data.total > 0)
    assert.ok(reports.body.data.list.every((d) => d.categoryId === 3 && d.category === '投资报告'))
    const zh = await files(`pageNum=1&pageSize=50&keyword=${encodeURIComponent('参展商')}`)
    assert.deepEqual(
      zh.body.data.list.map((d) => d.name),
      ['2026参展商手册'],
    )
    const en = await files('pageNum=1&pageSize=50&keyword=exhibitor', 'en')
    assert.ok(en.body.data.list.some((d) => d.name === 'CIFIT 2026 Exhibitor Manual'))
    const none = await files('pageNum=1&pageSize=50&keyword=zzzz-no-such')
    assert.equal(none.body.data.total, 0)
  })

  it('answers one document by id in the request language and 404, a deleted file, for an unknown id', async () => {
    const zh = await call<FileDocument>(t.app, 'GET', '/common-client/files/info?id=1')
    const en = await call<FileDocument>(t.app, 'GET', '/common-client/files/info?id=1', { lang: 'en' })
    assert.equal(zh.body.data.name, '2026投洽会参会指南')
    assert.equal(en.body.data.name, 'CIFIT 2026 Visitor Guide')
    assert.equal(en.body.data.category, 'Fair guide')
    const missing = await call(t.app, 'GET', '/common-client/files/info?id=99999', { lang: 'en' })
    assert.equal(missing.status, 404)
    assert.equal(missing.body.code, 404)
    // Seed 001: "This file has been deleted".
    assert.equal(missing.body.msg, 'This file has been deleted')
    assert.equal((await call(t.app, 'GET', '/common-client/files/info?id=99999')).body.msg, '该文件已被删除')
  })

  it('rejects bad list and info queries with 400', async () => {
    for (const query of ['pageNum=0&pageSize=10', 'pageNum=1&pageSize=500', 'pageNum=1&pageSize=10&categoryId=abc']) {
      const response = await files(query)
      assert.equal(response.status, 400, query)
      assert.equal(response.body.code, 400, query)
    }
    assert.equal((await call(t.app, 'GET', '/common-client/files/info?id=x')).status, 400)
  })

  it('serves every seeded PDF as application/pdf with the size the list reports', async () => {
    const all = await files('pageNum=1&pageSize=50')
    const pdfs = all.body.data.list.filter((d) => d.url.endsWith('.pdf'))
    assert.ok(pdfs.length >= 10)
    for (const doc of pdfs) {
      const response = await t.app.inject({ method: 'GET', url: doc.url })
      assert.equal(response.statusCode, 200, doc.url)
      assert.equal(response.headers['content-type'], 'application/pdf')
      assert.match(String(response.headers['content-disposition']), /^inline/)
      assert.equal(response.rawPayload.length, doc.size, doc.url)
      assert.equal(response.rawPayload.subarray(0, 8).toString('latin1'), '%PDF-1.4')
    }
    const image = all.body.data.list.find((d) => d.url.endsWith('.svg'))!
    const svg = await t.app.inject({ method: 'GET', url: image.url })
    assert.equal(svg.rawPayload.length, image.size)
  })

  it('answers 404 for unknown or unsafe file names', async () => {
    await assertAllNotFound(t.app, [
      '/static/files/nope.pdf',
      '/static/files/..%2Fpackage.json',
      '/static/files/fair-guide-2026.PDF',
    ])
  })
})

describe('content appendixes', () => {
  it('lists the documents attached to a project, localised', async () => {
    const zh = await call<Appendix[]>(
      t.app,
      'GET',
      '/common-client/home/getContentAppendixes?contentId=1&contentType=2',
    )
    const en = await call<Appendix[]>(
      t.app,
      'GET',
      '/common-client/home/getContentAppendixes?contentId=1&contentType=2',
      { lang: 'en' },
    )
    const attached = await t.db.select().from(contentAppendixes).where(eq(contentAppendixes.contentId, 1))
    assert.equal(zh.status, 200)
    assert.equal(zh.body.data.length, attached.filter((a) => a.contentType === 2).length)
    assert.ok(zh.body.data.length > 0)
    assert.deepEqual(
      zh.body.data.map((a) => a.id),
      en.body.data.map((a) => a.id),
    )
    assert.notEqual(zh.body.data[0].name, en.body.data[0].name)
    assert.ok(zh.body.data.every((a) => a.url.startsWith('/static/') && a.size > 0))
  })

  it('answers an empty list for content without appendixes and 404 for unknown content', async () => {
    const none = await call<Appendix[]>(
      t.app,
      'GET',
      '/common-client/home/getContentAppendixes?contentId=50&contentType=2',
    )
    assert.deepEqual(none.body.data, [])
    const unknown = await call(
      t.app,
      'GET',
      '/common-client/home/getContentAppendixes?contentId=999999&contentType=2',
      { lang: 'en' },
    )
    assert.equal(unknown.status, 404)
    assert.equal(unknown.body.msg, 'This file has been deleted')
  })

  it('rejects a missing or unknown content type with 400', async () => {
    for (const query of ['contentId=1', 'contentId=1&contentType=99', 'contentId=abc&contentType=2']) {
      const response = await call(t.app, 'GET', `/common-client/home/getContentAppendixes?${query}`)
      assert.equal(response.status, 400, query)
    }
  })
})

describe('download records', () => {
  it('needs a token: 30000 without one, 401 with a bad one, on every call', async () => {
    for (const run of [
      () => records(undefined),
      () => save(undefined, { appendixId: 1 }),
      () => remove(undefined, { id: 1 }),
    ]) {
      const response = await run()
      assert.equal(response.status, 401)
      assert.equal(response.body.code, 30000)
    }
    for (const run of [
      () => records('bad-token'),
      () => save('bad-token', { appendixId: 1 }),
      () => remove('bad-token', { id: 1 }),
    ]) {
      const response = await run()
      assert.equal(response.status, 401)
      assert.equal(response.body.code, 401)
    }
  })

  it('saves by appendix id or by URL, lists newest first in the request language, and keeps one row per file', async () => {
    const first = await save(token, { appendixId: 4 })
    assert.equal(first.status, 200)
    const byUrl = await save(token, { url: '/static/files/ftz-policy-brief.pdf', name: '预对接资料', size: 1500 })
    assert.equal(byUrl.status, 200)
    const again = await save(token, { appendixId: 4 })
    assert.equal(again.body.data.id, first.body.data.id)

    const zh = await records(token)
    assert.equal(zh.body.data.total, 2)
    assert.equal(zh.body.data.list[0].id, first.body.data.id)
    assert.equal(zh.body.data.list[0].name, '2026参展商手册')
    assert.equal(zh.body.data.list[0].appendixId, 4)
    assert.equal(zh.body.data.list[1].name, '预对接资料')
    assert.equal(zh.body.data.list[1].appendixId, null)
    const en = await records(token, undefined, 'en')
    assert.equal(en.body.data.list[0].name, 'CIFIT 2026 Exhibitor Manual')
  })

  it('pages the records', async () => {
    for (let id = 1; id <= 12; id++) await save(otherToken, { appendixId: id })
    const first = await records(otherToken, 'pageNum=1&pageSize=5')
    const third = await records(otherToken, 'pageNum=3&pageSize=5')
    assert.equal(first.body.data.total, 12)
    assert.equal(first.body.data.list.length, 5)
    assert.equal(third.body.data.list.length, 2)
  })

  it("shows a user only their own records and deletes only their own (404 for another user's id)", async () => {
    const mine = (await records(token)).body.data.list
    const theirs = (await records(otherToken, 'pageNum=1&pageSize=50')).body.data.list
    assert.ok(theirs.every((r) => !mine.some((m) => m.id === r.id)))

    const foreign = await remove(otherToken, { id: mine[0].id }, 'en')
    assert.equal(foreign.status, 404)
    assert.equal((await records(token)).body.data.total, mine.length)

    const deleted = await remove(token, { id: mine[0].id })
    assert.equal(deleted.status, 200)
    const after = await records(token)
    assert.equal(after.body.data.total, mine.length - 1)
    assert.ok(!after.body.data.list.some((r) => r.id === mine[0].id))
    assert.equal((await remove(token, { id: mine[0].id })).status, 404)
  })

  it('answers 404 for an unknown appendix and 400 for bad payloads, in both languages', async () => {
    assert.equal((await save(token, { appendixId: 99999 })).status, 404)
    const bad: unknown[] = [
      {},
      { appendixId: 'x' },
      { url: 'javascript:alert(1)', name: 'x' },
      { url: '/static/files/a.pdf', name: '   ' },
      { url: '//evil.example/a.pdf', name: 'a' },
    ]
    for (const body of bad) {
      const zh = await save(token, body)
      assert.equal(zh.status, 400, JSON.stringify(body))
      assert.equal(zh.body.code, 400)
    }
    const zh = await remove(token, { id: 'one' })
    const en = await remove(token, { id: 'one' }, 'en')
    assert.equal(zh.status, 400)
    assert.notEqual(zh.body.msg, en.body.msg)
    assert.equal((await records(token, 'pageNum=0&pageSize=10')).status, 400)
  })
})

describe('demo PDFs in the repository', () => {
  it('match the generator output, so the seeded sizes are the served sizes', async () => {
    const { FILE_DOCUMENTS } = await import('./catalogue.fixtures')
    const { isPdfDocument } = await import('./seed')
    const { renderPdf } = await import('./pdf.seed')
    for (const doc of FILE_DOCUMENTS.filter(isPdfDocument)) {
      assert.ok(readFileSync(join(STATIC_FILES_DIR, doc.file)).equals(renderPdf(doc.pages)), doc.file)
    }
  })
})
