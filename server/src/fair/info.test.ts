import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from '../../../src/contract/common'
import type {
  AppDownload,
  Edition,
  EditionDetail,
  FairSummary,
  GuideChapter,
  GuideEntry,
  HonourList,
  HotelCard,
  HotelDetail,
  QuestionnaireStanding,
  StageInfo,
} from '../../../src/contract/fair'
import { QUESTIONNAIRE_ANSWERED } from '../../../src/contract/fair.codes'
import { assertAllRefused, call, demoToken, freshUser, HAN, withTestApp } from '../test-app'

const DAY_2 = new Date('2026-09-09T10:00:00+08:00')
let clockNow = DAY_2
const t = withTestApp({ clock: () => clockNow })

const common = <T>(path: string, lang?: 'en') => call<T>(t.app, 'GET', `/common-client/${path}`, { lang })

describe('the guide chapters', () => {
  it('answers the handbook with its texts in order, the care rule included, in both languages', async () => {
    const zh = (await common<GuideChapter[]>('cifit/guideChapters?prefix=handbook')).body.data
    assert.deepEqual(
      zh.map((c) => c.code),
      [
        'handbook.dates',
        'handbook.halls',
        'handbook.entry',
        'handbook.transport',
        'handbook.care',
        'handbook.services',
      ],
    )
    assert.match(zh.find((c) => c.code === 'handbook.care')!.content, /陪同/)
    assert.deepEqual(zh.find((c) => c.code === 'handbook.transport')!.phones, ['0592-5959800'])
    const en = (await common<GuideChapter[]>('cifit/guideChapters?prefix=handbook', 'en')).body.data
    for (const chapter of en) assert.doesNotMatch(chapter.title + chapter.content, HAN, chapter.code)
  })

  it('lists the exhibitor and participant guides, whose articles open with the ones under them', async () => {
    const exhibitor = (await common<GuideEntry[]>('cifit/guideList?prefix=exhibitor')).body.data
    assert.deepEqual(exhibitor.map((e) => e.code).sort(), [
      'exhibitor.apply',
      'exhibitor.build',
      'exhibitor.logistics',
      'exhibitor.staff',
    ])
    const apply = exhibitor.find((e) => e.code === 'exhibitor.apply')!
    const article = (await common<{ entries: GuideEntry[] }>(`cifit/guide?id=${apply.id}`)).body.data
    assert.deepEqual(
      article.entries.map((e) => e.code),
      ['exhibitor.apply.documents'],
    )
    assert.equal((await common<GuideEntry[]>('cifit/guideList?prefix=participant')).body.data.length, 4)
  })
})

describe('the fair stage', () => {
  it('says the fair is open on its days, counts the days before it, and closes after the last', async () => {
    const open = await common<StageInfo>('stage/cifit/info')
    assert.equal(open.status, 200)
    assert.equal(open.body.data.stage, 'open')
    assert.equal(open.body.data.edition, 25)
    assert.equal(open.body.data.exhibitionId, 'CIFIT2026')
    clockNow = new Date('2026-09-01T09:00:00+08:00')
    const before = (await common<StageInfo>('stage/cifit/info', 'en')).body.data
    assert.deepEqual([before.stage, before.daysToOpening], ['before', 7])
    assert.equal(before.venue, 'Xiamen International Conference and Exhibition Center')
    clockNow = new Date('2026-09-12T00:30:00+08:00')
    assert.equal((await common<StageInfo>('stage/cifit/info')).body.data.stage, 'closed')
    clockNow = DAY_2
  })
})

describe('editions and honours', () => {
  it('lists the editions newest first with their figures and details one with its highlights', async () => {
    const editions = (await common<Edition[]>('cifit/editions')).body.data
    assert.deepEqual(
      editions.map((e) => [e.year, e.edition]),
      [
        [2026, 25],
        [2025, 24],
        [2024, 23],
        [2023, 22],
      ],
    )
    assert.ok(editions[0].figures.investmentSigned > editions[1].figures.investmentSigned)
    const y23 = (await common<EditionDetail>('cifit/edition?year=2023', 'en')).body.data
    assert.match(y23.highlights, /<li>The Belt and Road pavilions opened.<\/li>/)
    assert.equal((await common('cifit/edition?year=2000')).status, 404)
  })

  it('groups an edition’s awards by category, the latest by default', async () => {
    const latest = (await common<HonourList>('cifit/honours')).body.data
    assert.equal(latest.year, 2025)
    assert.deepEqual(latest.years, [2025, 2024])
    assert.equal(latest.groups[0].category, '优秀组织奖')
    assert.equal(latest.groups[0].winners.length, 3)
    assert.equal(
      (await common<HonourList>('cifit/honours?year=2024', 'en')).body.data.groups[1].category,
      'Best Exhibition Award',
    )
    assert.equal((await common('cifit/honours?year=2019')).status, 404)
  })
})

describe('hotels', () => {
  it('lists the partner hotels nearest first, finds one by keyword, and details its booking contact', async () => {
    const list = (await common<Page<HotelCard>>('cifit/hotelList')).body.data
    assert.equal(list.total, 5)
    const distances = list.list.map((h) => h.distanceKm)
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b),
    )
    assert.ok(list.list.every((h) => h.priceMin <= h.priceMax))
    const found = (await common<Page<HotelCard>>('cifit/hotelList?keyword=Seaview', 'en')).body.data
    assert.deepEqual(
      found.list.map((h) => h.name),
      ['Xiamen Seaview Resort'],
    )
    const detail = (await common<HotelDetail>(`cifit/hotelInfo?id=${list.list[0].id}`)).body.data
    assert.equal(detail.bookingContact, '林晓雯')
    assert.match(detail.content, /协议价880—1680元/)
    assert.equal((await common('cifit/hotelInfo?id=999')).status, 404)
  })
})

describe('the app', () => {
  it('offers the app per platform', async () => {
    const download = (await common<AppDownload>('cifit/appDownload', 'en')).body.data
    assert.deepEqual(download.releases.map((r) => r.platform).sort(), ['android', 'harmony', 'ios'])
    assert.equal(download.miniProgramName, 'CIFIT')
  })
})

const answers = {
  role: 'investor',
  purpose: 'projects',
  source: 'app',
  satisfaction: '4',
  return: 'yes',
  suggestion: ' 更多签约区座位 ',
}

describe('the visitor survey', () => {
  it('keeps one answer per user and edition, even sent twice at once, and averages the satisfaction', async () => {
    const user = await freshUser(t.db)
    const before = (
      await call<QuestionnaireStanding>(t.app, 'GET', '/user-central/questionnaire/mine', { token: user.token })
    ).body.data
    assert.equal(before.answered, null)
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        call<QuestionnaireStanding>(t.app, 'POST', '/user-central/questionnaire/submit', {
          token: user.token,
          body: answers,
        }),
      ),
    )
    const codes = [first.body.code, second.body.code].sort()
    assert.deepEqual(codes, [200, QUESTIONNAIRE_ANSWERED])
    const mine = (
      await call<QuestionnaireStanding>(t.app, 'GET', '/user-central/questionnaire/mine', { token: user.token })
    ).body.data
    assert.equal(mine.answered?.answers.suggestion, '更多签约区座位')
    assert.equal(mine.answered?.answers.role, 'investor')
    const other = await freshUser(t.db)
    const after = (
      await call<QuestionnaireStanding>(t.app, 'POST', '/user-central/questionnaire/submit', {
        token: other.token,
        body: { ...answers, satisfaction: '5' },
      })
    ).body.data
    assert.equal(after.responses, before.responses + 2)
    const again = await call(t.app, 'POST', '/user-central/questionnaire/submit', {
      token: other.token,
      body: answers,
      lang: 'en',
    })
    assert.equal(again.status, 409)
    assert.match(again.body.msg, /already answered/)
  })

  it('asks a visitor to log in and refuses answers outside the choices', async () => {
    const visitor = await call(t.app, 'POST', '/user-central/questionnaire/submit', { body: answers })
    assert.equal(visitor.body.code, 30000)
    const { token } = await freshUser(t.db)
    await assertAllRefused(
      [
        { ...answers, role: 'spy' },
        { ...answers, satisfaction: '6' },
        { ...answers, suggestion: 'x'.repeat(501) },
        { role: 'visitor' },
      ],
      (body) => call(t.app, 'POST', '/user-central/questionnaire/submit', { token, body }),
    )
  })
})

describe('the year-end summary', () => {
  it('counts the demo user’s sign-ups, points and collectibles of the year, and only for them', async () => {
    const token = await demoToken(t.db)
    const summary = await call<FairSummary>(t.app, 'GET', '/user-central/fair/summary?year=2026', { token })
    assert.equal(summary.status, 200)
    assert.ok(summary.body.data.meetingsSignedUp > 0)
    assert.ok(summary.body.data.meetings.length > 0)
    assert.ok(summary.body.data.pointsBalance > 0)
    const fresh = await freshUser(t.db)
    const empty = (
      await call<FairSummary>(t.app, 'GET', '/user-central/fair/summary?year=2026', { token: fresh.token })
    ).body.data
    assert.deepEqual([empty.meetingsSignedUp, empty.pointsEarned, empty.collectibles, empty.firstDay], [0, 0, [], ''])
    assert.equal((await call(t.app, 'GET', '/user-central/fair/summary')).body.code, 30000)
  })
})
