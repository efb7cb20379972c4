import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { buildApp } from './app'
import type { Database } from './platform/connect'
import { maintenanceFromEnv } from './platform/maintenance'
import { assertAllNotFound, call, demoToken, withTestApp, webRootWith } from './test-app'

const t = withTestApp({
  staticDir: webRootWith({ 'index.html': '<!doctype html><title>fair</title>', 'js/app.js': 'console.log(1)' }),
})

describe('envelope', () => {
  it('wraps /health', async () => {
    const { status, body } = await call(t.app, 'GET', '/health')
    assert.equal(status, 200)
    assert.deepEqual(body, { code: 200, msg: 'success', data: { status: 'ok' } })
  })

  it('answers unknown API routes and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/common-client/home/nothing'],
      ['POST', '/common-client/home/baseConfig'],
      ['GET', '/user-central'],
      ['POST', '/projectList'],
    ] as const) {
      const { status, body } = await call(t.app, method, url, { lang: 'en' })
      assert.equal(status, 404, url)
      assert.deepEqual(body, { code: 404, msg: 'Not found', data: null })
    }
  })

  it('answers body format errors with 4xx envelopes in the request language', async () => {
    const post = (payload: string, contentType: string, lang?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/merchants-client/project/list',
        payload,
        headers: { 'content-type': contentType, ...(lang ? { lang } : {}) },
      })
    const badJson = await post('{"pageNum":', 'application/json')
    assert.equal(badJson.statusCode, 400)
    assert.deepEqual(badJson.json(), { code: 400, msg: '请求体不是合法的 JSON', data: null })
    const xml = await post('<a/>', 'application/xml', 'en')
    assert.equal(xml.statusCode, 415)
    assert.deepEqual(xml.json(), { code: 415, msg: 'Unsupported content type', data: null })
    const text = await post('pageNum=1', 'text/plain', 'en')
    assert.equal(text.statusCode, 400)
    assert.equal(text.json().msg, 'The request body must be a JSON object')
    const huge = await post(JSON.stringify({ keyword: 'x'.repeat(300_000) }), 'application/json')
    assert.equal(huge.statusCode, 413)
    assert.equal(huge.json().code, 413)
  })

  it('answers a NUL byte or another control character in any text field with a 400, tabs and new lines pass', async () => {
    const token = await demoToken(t.db)
    for (const text of ['林\u0000思远', 'bell\u0007', 'del\u007f']) {
      const feedback = await call(t.app, 'POST', '/user-central/feedback/add', {
        token,
        lang: 'en',
        body: { content: text, type: 'other' },
      })
      assert.equal(feedback.status, 400, JSON.stringify(text))
      assert.equal(feedback.body.msg, 'The text contains invisible control characters; remove them and try again')
      const search = await call(t.app, 'GET', `/common-client/search/hotKeyword?keyword=${encodeURIComponent(text)}`)
      assert.equal(search.status, 400)
      assert.equal(search.body.msg, '内容含有不可见的控制字符，请删除后重试')
    }
    const list = await call(t.app, 'POST', '/merchants-client/project/list', {
      body: { keyword: 'a\tb\nc', pageNum: 1, pageSize: 5 },
    })
    assert.equal(list.status, 200)
  })

  it('answers data nested thousands deep, or text with half a character, with a 400 before any login', async () => {
    const nested = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    for (const url of ['/user-central/feedback/add', '/merchants-client/project/list']) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', lang: 'en' },
        payload: nested,
      })
      assert.deepEqual([answer.statusCode, answer.json().msg], [400, 'The request nests its data too deeply'], url)
    }
    const draft = await t.app.inject({
      method: 'POST',
      url: '/user-central/registration/draft/save',
      headers: { 'content-type': 'application/json', accesstoken: await demoToken(t.db) },
      payload: '{"form":"person","data":{"name":"\\ud800"}}',
    })
    assert.deepEqual([draft.statusCode, draft.json().msg], [400, '内容含有残缺的字符，请重新输入'])
  })

  it('answers unexpected failures with a 500 envelope that reveals nothing', async () => {
    const failing = {
      execute: () => Promise.reject(new Error('connection refused at 10.0.0.5')),
    } as unknown as Database
    const app = buildApp({ db: failing })
    try {
      const response = await app.inject({ method: 'GET', url: '/health', headers: { lang: 'en' } })
      assert.equal(response.statusCode, 500)
      assert.deepEqual(response.json(), { code: 500, msg: 'Something went wrong, please try again later', data: null })
    } finally {
      await app.close()
    }
  })
})

describe('areas under maintenance', () => {
  it('answers every route of a closed area with a 503 in the caller’s language, the other areas as usual', async () => {
    const app = buildApp({ db: t.db, maintenance: new Set(['media']) })
    try {
      for (const [lang, msg] of [
        ['zh', '该区域正在维护中，请稍后再来'],
        ['en', 'This area is under maintenance; please come back later'],
      ] as const) {
        const closed = await call(app, 'GET', '/common-client/wechat/content/videoList?pageNum=1&pageSize=5', { lang })
        assert.equal(closed.status, 503)
        assert.deepEqual(closed.body, { code: 503, msg, data: null })
      }
      const live = await call(app, 'GET', '/common-client/home/liveList?pageNum=1&pageSize=5')
      assert.equal(live.status, 503, 'lives are media too')
      const other = await call(app, 'GET', '/health')
      assert.equal(other.status, 200)
    } finally {
      await app.close()
    }
  })

  it('refuses to start when MAINTENANCE_AREAS names no area', () => {
    assert.throws(
      () => buildApp({ db: t.db, maintenance: maintenanceFromEnv({ MAINTENANCE_AREAS: 'media, medai' }, ['media']) }),
      /MAINTENANCE_AREAS names no area: medai/,
    )
    assert.deepEqual([...maintenanceFromEnv({ MAINTENANCE_AREAS: ' media ,' }, ['media'])], ['media'])
    assert.equal(maintenanceFromEnv({}, ['media']).size, 0)
  })
})

describe('placeholder images', () => {
  it('serves a generated SVG per kind and number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/img/project-3.svg' })
    assert.equal(response.statusCode, 200)
    assert.match(String(response.headers['content-type']), /^image\/svg\+xml/)
    assert.match(response.body, /^<svg [^>]*width="640"/)
    assert.match(response.body, /PROJECT 3/)
  })

  it('answers 404 envelopes for unknown kinds or names', async () => {
    await assertAllNotFound(t.app, [
      '/static/img/dragon-1.svg',
      '/static/img/project-x.svg',
      '/static/img/project-1.png',
      '/static/img/',
    ])
  })
})

describe('H5 app', () => {
  it('serves index.html for page routes (history fallback) with no-referrer', async () => {
    for (const url of [
      '/',
      '/projectList?industryId=3',
      '/home?token=abc',
      '/cifit/richDetail',
      '/meeting-details?meetingId=3',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      assert.equal(response.statusCode, 200, url)
      assert.match(String(response.headers['content-type']), /^text\/html/)
      assert.equal(response.headers['referrer-policy'], 'no-referrer')
      assert.match(response.body, /<title>fair<\/title>/)
    }
  })

  it('serves files as they are, and 404 for missing files and API paths', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/js/app.js' })
    assert.equal(js.statusCode, 200)
    assert.equal(js.body, 'console.log(1)')
    await assertAllNotFound(t.app, ['/js/missing.js', '/common-client/nothing', '/health/extra'])
  })
})

describe('request logging', () => {
  it('writes one line per answer, without credential queries', async () => {
    const lines: Record<string, unknown>[] = []
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) }
    const app = buildApp({ db: t.db, logger: { level: 'info', stream } })
    try {
      await app.inject({ method: 'GET', url: '/health' })
      await app.inject({ method: 'GET', url: '/common-client/nothing?token=secret&x=1' })
    } finally {
      await app.close()
    }
    const answers = lines.filter((line) => line.msg === 'answered')
    assert.equal(answers.length, 2)
    assert.equal(lines.filter((line) => line.reqId !== undefined).length, 2, 'no other per-request lines')
    assert.deepEqual(
      answers.map(({ method, url, status }) => ({ method, url, status })),
      [
        { method: 'GET', url: '/health', status: 200 },
        { method: 'GET', url: '/common-client/nothing?x=1', status: 404 },
      ],
    )
    assert.equal(typeof answers[0].ms, 'number')
    assert.doesNotMatch(JSON.stringify(lines), /secret/)
  })
})
