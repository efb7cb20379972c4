import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import sharp from 'sharp'
import type { Page } from '../../../src/contract/common'
import type {
  IndustryReport,
  IndustryReportCard,
  ListingApplication,
  MapPoint,
  NewsCard,
  ParkRoadshow,
  ProjectArea,
} from '../../../src/contract/content'
import { multipart } from '../registration/testing'
import { assertAllRefused, call, demoToken, freshUser, HAN, withTestApp } from '../test-app'

const t = withTestApp()
const common = <T>(path: string, lang?: 'en') => call<T>(t.app, 'GET', `/common-client/${path}`, { lang })

describe('industrial interpretations', () => {
  it('lists them newest first, by industry, with their texts; a view is counted', async () => {
    const all = (await common<Page<IndustryReportCard>>('industry/reportList')).body.data
    assert.equal(all.total, 5)
    const industries = (await common<{ value: string; label: string }[]>('industry/reportIndustries', 'en')).body.data
    assert.equal(industries.length, 5)
    const energy = industries.find((i) => i.label === 'New Energy')!
    const only = (await common<Page<IndustryReportCard>>(`industry/reportList?industryId=${energy.value}`, 'en')).body
      .data
    assert.deepEqual(
      only.list.map((r) => r.industry),
      ['New Energy'],
    )
    const report = (await common<IndustryReport>(`industry/report?id=${only.list[0].id}`, 'en')).body.data
    assert.match(report.content, /<h3>Where to invest<\/h3>/)
    assert.doesNotMatch(report.title + report.content, HAN)
    const again = (await common<IndustryReport>(`industry/report?id=${only.list[0].id}`)).body.data
    assert.equal(again.views, report.views + 1)
    assert.equal((await common('industry/report?id=999')).status, 404)
  })
})

describe('park roadshows and the investment map', () => {
  it('recommends parks with the roadshow recording to watch', async () => {
    const roadshows = (await common<ParkRoadshow[]>('park/roadshowList', 'en')).body.data
    assert.ok(roadshows.length >= 3)
    assert.ok(roadshows.every((r) => r.videoId > 0 && r.park && r.reason && r.durationSeconds > 0))
  })

  it('places every project and park, narrows to an area and a kind, and counts the areas’ projects', async () => {
    const all = (await common<MapPoint[]>('investmentMap/points')).body.data
    const projects = all.filter((p) => p.kind === 'project')
    assert.ok(projects.length > 0 && all.some((p) => p.kind === 'park'))
    assert.ok(all.every((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180))
    const areas = (await call<ProjectArea[]>(t.app, 'GET', '/user-central/unify/projectAreaList', { lang: 'en' })).body
      .data
    assert.equal(
      areas.reduce((sum, a) => sum + a.projects, 0),
      projects.length,
    )
    const xiamen = areas.find((a) => a.areaId === 350200)!
    assert.equal(xiamen.name, 'Xiamen')
    const inXiamen = (await common<MapPoint[]>('investmentMap/points?kind=project&areaId=350200', 'en')).body.data
    assert.equal(inXiamen.length, xiamen.projects)
    assert.ok(inXiamen.every((p) => p.kind === 'project' && p.region === 'Xiamen'))
    await assertAllRefused(['investmentMap/points?kind=hotel', 'investmentMap/points?areaId=x'], (path) => common(path))
  })
})

describe('the news picked for a user', () => {
  it('answers the newest news to a visitor and puts what matches the user’s collects first', async () => {
    const visitor = (await common<Page<NewsCard>>('home/pickedInformationList?pageSize=5')).body.data
    assert.equal(visitor.list.length, 5)
    const times = visitor.list.map((n) => n.publishTime)
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    const token = await demoToken(t.db)
    const picked = await call<Page<NewsCard>>(t.app, 'GET', '/common-client/home/pickedInformationList', { token })
    assert.equal(picked.status, 200)
    assert.equal(picked.body.data.total, visitor.total)
  })
})

describe('applications to list a project or park', () => {
  const body = {
    kind: 'park',
    name: '集美软件园三期',
    areaId: 350200,
    industryId: 1,
    amount: 120000,
    availableFrom: '2026-10-01',
    contactName: '苏晴',
    phone: '13859201234',
    description: '标准厂房与研发楼，可拎包入驻，配套人才公寓。',
    images: [] as string[],
  }

  it('keeps an application with the applicant’s own pictures and lists it as submitted', async () => {
    const user = await freshUser(t.db)
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer()
    const form = multipart([{ filename: 'site.png', type: 'image/png', content: png }])
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/merchants-client/common/oss/getImageUrl',
      headers: { ...form.headers, accesstoken: user.token },
      payload: form.payload,
    })
    const url = uploaded.json().data.url as string
    const mine = await call<ListingApplication[]>(t.app, 'POST', '/merchants-client/listing/apply', {
      token: user.token,
      body: { ...body, images: [url] },
    })
    assert.equal(mine.status, 200)
    assert.deepEqual(
      mine.body.data.map((a) => [a.name, a.status]),
      [['集美软件园三期', 'submitted']],
    )
    const other = await freshUser(t.db)
    const stolen = await call(t.app, 'POST', '/merchants-client/listing/apply', {
      token: other.token,
      body: { ...body, images: [url] },
    })
    assert.equal(stolen.status, 400)
    assert.deepEqual((await call(t.app, 'GET', '/merchants-client/listing/mine', { token: other.token })).body.data, [])
  })

  it('asks a visitor to log in and refuses bad fields', async () => {
    assert.equal((await call(t.app, 'POST', '/merchants-client/listing/apply', { body })).body.code, 30000)
    const { token } = await freshUser(t.db)
    await assertAllRefused(
      [
        { ...body, kind: 'hotel' },
        { ...body, phone: '123' },
        { ...body, amount: 0 },
        { ...body, description: '短' },
        { ...body, availableFrom: 'soon' },
        { ...body, areaId: 999999 },
        { ...body, images: ['https://elsewhere.example/a.png'] },
      ],
      (b) => call(t.app, 'POST', '/merchants-client/listing/apply', { token, body: b }),
    )
  })
})
