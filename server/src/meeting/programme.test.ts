import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { meetingStaff } from './schema'
import type { Page } from '../../../src/contract/common'
import type {
  Agenda,
  BoothActivity,
  BoothActivityDetail,
  CalendarFile,
  MeetingCard,
  MeetingDetail,
  MeetingOptions,
  OfflineSheet,
  OfflineSignUp,
} from '../../../src/contract/meeting'
import { clockFromEnv } from '../platform/fair-clock'
import { call, freshUser, HAN, withTestApp } from '../test-app'

/** Day 2 of the fair, 10:00 local: day 1 is over, the 09:00 sessions run, the rest are open. */
const DAY_TWO_TEN = Date.parse('2026-09-09T10:00:00+08:00')
const t = withTestApp({ clock: () => new Date(DAY_TWO_TEN) })

const get = <T>(url: string, token?: string, lang?: 'zh' | 'en') => call<T>(t.app, 'GET', url, { token, lang })
/** A user who passed real-name verification, as signing up needs. */
const verifiedUser = (nickname = '测试用户') => freshUser(t.db, { nickname, realNameStatus: 2 })
const post = <T>(url: string, body: object, token?: string, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'POST', url, { token, body, lang })
const list = async (query: string, token?: string) =>
  (await get<Page<MeetingCard>>(`/common-client/meeting/list?pageSize=50&${query}`, token)).body.data
const fairDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10)

describe('GET /common-client/meeting/list and /meeting/options', () => {
  it('offers the four fair days, the kinds, the halls and the past edition, with the clock it reads', async () => {
    const { data } = (await get<MeetingOptions>('/common-client/meeting/options', undefined, 'en')).body
    assert.deepEqual(
      data.days.slice(0, 4).map((d) => d.value),
      ['2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11'],
    )
    assert.equal(data.days[0].label, 'Tue 8 Sep')
    assert.deepEqual(
      data.kinds.map((k) => k.value),
      ['mainForum', 'parallelForum', 'docking', 'roadshow', 'launch', 'multiParty'],
    )
    assert.ok(data.halls.some((h) => h.value === 'ICC'))
    assert.deepEqual(
      data.editions.map((e) => e.value),
      ['2025'],
    )
    assert.equal(data.now, DAY_TWO_TEN)
    const zh = (await get<MeetingOptions>('/common-client/meeting/options')).body.data
    assert.equal(zh.days[0].label, '9月8日 周二')
  })

  it('lists one day in time order with each meeting’s status on the clock', async () => {
    const day = await list('day=2026-09-09')
    assert.ok(day.total >= 10)
    assert.ok(day.list.every((m) => fairDay(m.startTime) === '2026-09-09'))
    assert.deepEqual(
      day.list.map((m) => m.startTime),
      [...day.list.map((m) => m.startTime)].sort((a, b) => a - b),
    )
    const at = (hhmm: string) => day.list.filter((m) => new Date(m.startTime).toISOString().slice(11, 16) === hhmm)
    assert.ok(
      at('01:00').every((m) => m.status === 'ongoing'),
      '09:00 local sessions run at 10:00',
    )
    assert.ok(at('06:00').every((m) => m.status === 'notStarted'))
    assert.ok((await list('day=2026-09-08')).list.every((m) => m.status === 'finished'))
  })

  it('filters by kind, hall, status, keyword and highlight, and counts seats left', async () => {
    const docking = await list('kind=docking')
    assert.ok(docking.total >= 8 && docking.list.every((m) => m.kind === 'docking'))
    assert.ok(docking.list.every((m) => m.seatsLeft !== null && m.seatsLeft <= 40))
    const c1 = await list('hall=C1')
    assert.ok(c1.total > 0 && c1.list.every((m) => m.hall === 'C1'))
    const open = await list('status=notStarted')
    assert.ok(open.list.every((m) => m.startTime > DAY_TWO_TEN))
    const found = await list(`keyword=${encodeURIComponent('对接会')}`)
    assert.ok(found.total > 0 && found.list.every((m) => /对接|Matchmaking/.test(m.title) || m.kind === 'docking'))
    const highlights = await list('highlight=true')
    assert.ok(highlights.total >= 5 && highlights.list.every((m) => m.highlight))
    assert.ok((await list('kind=multiParty')).list.some((m) => m.invitationOnly))
  })

  it('lists the reviews of a past edition, latest first, with replays', async () => {
    const reviews = await list('edition=2025&replay=true')
    assert.ok(reviews.total >= 10)
    assert.ok(reviews.list.every((m) => m.hasReplay && m.status === 'finished'))
    assert.ok(reviews.list[0].startTime > reviews.list.at(-1)!.startTime)
  })

  it('refuses bad filters with a 400 envelope in the asked language', async () => {
    for (const query of ['day=8-9', 'kind=party', 'hall=a1;drop', 'status=soon', 'edition=1']) {
      const answer = await get(`/common-client/meeting/list?${query}`, undefined, 'en')
      assert.equal(answer.status, 400, query)
      assert.equal(answer.body.code, 400)
      assert.ok(!HAN.test(answer.body.msg))
    }
  })
})

describe('GET /common-client/home/meetingDetail', () => {
  it('gives the kind, room, speakers, materials, live and seats, and the online room only to a signed-up user', async () => {
    const visitor = (await get<MeetingDetail>('/common-client/home/meetingDetail?id=12', undefined, 'en')).body.data
    assert.equal(visitor.kind, 'parallelForum')
    assert.equal(visitor.room, 'Multi-function Hall, 2F')
    assert.equal(visitor.hall, 'ICC')
    assert.ok(visitor.speakers.length === 2 && visitor.speakers.every((s) => s.name && !HAN.test(s.name)))
    assert.equal(visitor.hasOnlineRoom, true)
    assert.equal(visitor.online, null)
    assert.equal(visitor.capacity, 300)
    const { token } = await verifiedUser()
    assert.equal((await post('/user-central/meetingSignUp/sign', { meetingId: 12 }, token)).status, 200)
    const signedUp = (await get<MeetingDetail>('/common-client/home/meetingDetail?id=12', token)).body.data
    assert.match(signedUp.online?.room ?? '', /^\d{3} \d{3} \d{4}$/)
    assert.ok(signedUp.online?.password)
    assert.equal(signedUp.signedUpCount, visitor.signedUpCount + 1)
    const opening = (await get<MeetingDetail>('/common-client/home/meetingDetail?id=1')).body.data
    assert.ok(opening.materials.length > 0 && opening.materials.every((m) => m.url && m.name))
    assert.equal(opening.status, 'finished')
  })

  it('answers an unknown meeting with the seeds’ “contact the organiser” message', async () => {
    const answer = await get('/common-client/home/meetingDetail?id=99999', undefined, 'en')
    assert.equal(answer.status, 404)
    assert.match(answer.body.msg, /cannot be found|contact/i)
  })
})

describe('booth activities', () => {
  it('lists activities by day and hall with their status, and a visitor must log in to subscribe', async () => {
    const day = (await get<Page<BoothActivity>>('/common-client/boothActivity/list?pageSize=50&day=2026-09-09')).body
      .data
    assert.ok(day.total >= 7 && day.list.every((a) => fairDay(a.startTime) === '2026-09-09'))
    assert.ok(day.list.some((a) => a.status === 'notStarted'))
    const b1 = (await get<Page<BoothActivity>>('/common-client/boothActivity/list?pageSize=50&hall=B1')).body.data
    assert.ok(b1.total > 0 && b1.list.every((a) => a.hall === 'B1' && a.booth.startsWith('B1-')))
    const refused = await post('/user-central/boothActivity/subscribe', { activityId: day.list[0].id })
    assert.equal(refused.body.code, 30000)
  })

  it('subscribes and unsubscribes until an activity ends; a finished one allows nothing', async () => {
    const { token } = await verifiedUser()
    const activities = (await get<Page<BoothActivity>>('/common-client/boothActivity/list?pageSize=50', token)).body
      .data.list
    const open = activities.find((a) => a.status === 'notStarted')!
    const ended = activities.find((a) => a.status === 'finished')!
    for (let i = 0; i < 2; i++)
      assert.equal((await post('/user-central/boothActivity/subscribe', { activityId: open.id }, token)).status, 200)
    const detail = (await get<BoothActivityDetail>(`/common-client/boothActivity/detail?id=${open.id}`, token)).body
      .data
    assert.equal(detail.subscribed, true)
    assert.equal(detail.subscribers, open.subscribers + 1)
    assert.ok(detail.introduction.includes(detail.booth))
    const late = await post('/user-central/boothActivity/subscribe', { activityId: ended.id }, token, 'en')
    assert.equal(late.status, 400)
    assert.equal(late.body.msg, 'This activity has ended')
    await post('/user-central/boothActivity/unsubscribe', { activityId: open.id }, token)
    const after = (await get<BoothActivityDetail>(`/common-client/boothActivity/detail?id=${open.id}`, token)).body.data
    assert.equal(after.subscribed, false)
  })
})

describe('the agenda and calendar files', () => {
  it('lists sign-ups and subscriptions in time order with overlaps marked, and exports them as .ics', async () => {
    const { token } = await verifiedUser()
    // Two overlapping morning sessions of day 2 and one afternoon session.
    for (const meetingId of [12, 13, 15])
      assert.equal((await post('/user-central/meetingSignUp/sign', { meetingId }, token)).status, 200)
    const activity = (await get<Page<BoothActivity>>('/common-client/boothActivity/list?day=2026-09-10')).body.data
      .list[0]
    await post('/user-central/boothActivity/subscribe', { activityId: activity.id }, token)
    const agenda = (await get<Agenda>('/user-central/meetingSignUp/agenda', token)).body.data
    assert.equal(agenda.now, DAY_TWO_TEN)
    assert.deepEqual(
      agenda.entries.map((e) => `${e.kind}-${e.id}`),
      ['meeting-12', 'meeting-13', 'meeting-15', `activity-${activity.id}`],
    )
    assert.deepEqual(agenda.entries[0].overlaps, ['meeting-13'])
    assert.deepEqual(agenda.entries[2].overlaps, [])
    const file = (await get<CalendarFile>('/user-central/meetingSignUp/agenda.ics', token, 'en')).body.data
    assert.equal(file.filename, 'cifit-agenda.ics')
    assert.equal(file.content.match(/BEGIN:VEVENT/g)?.length, 4)
    // 10:45 on 9 September at the fair is 02:45 UTC.
    assert.match(file.content, /DTSTART:20260909T024500Z/)
    assert.match(file.content, /LOCATION:Xiamen International Conference Center Multi-function Hall\\, 2F/)
  })

  it('exports one meeting as .ics for anyone, and an empty agenda as a calendar without events', async () => {
    const file = (await get<CalendarFile>('/common-client/meeting/ics?id=1')).body.data
    assert.equal(file.content.match(/BEGIN:VEVENT/g)?.length, 1)
    assert.match(file.content, /SUMMARY:第二十五届投洽会开幕式/)
    const { token } = await verifiedUser()
    const empty = await get<CalendarFile>('/user-central/meetingSignUp/agenda.ics', token)
    assert.equal(empty.status, 200)
    assert.doesNotMatch(empty.body.data.content, /BEGIN:VEVENT/)
  })
})

describe('signing in at the door', () => {
  it('opens an hour before the start, closes at the end, counts once per user and lists my sign-ins', async () => {
    const { token } = await verifiedUser()
    const early = await post('/user-central/userMeetingSignUpOffline/save', { meetingId: 15 }, token, 'en')
    assert.equal(early.status, 400)
    assert.match(early.body.msg, /one hour before/)
    const over = await post('/user-central/userMeetingSignUpOffline/save', { meetingId: 1 }, token, 'en')
    assert.equal(over.body.msg, 'The meeting has ended; signing in is closed')
    const before = (await get<OfflineSheet>('/user-central/userMeetingSignUpOffline/list?meetingId=10', token)).body
      .data
    for (let i = 0; i < 2; i++)
      assert.equal((await post('/user-central/userMeetingSignUpOffline/save', { meetingId: 10 }, token)).status, 200)
    const sheet = (await get<OfflineSheet>('/user-central/userMeetingSignUpOffline/list?meetingId=10', token)).body.data
    assert.equal(sheet.signedIn, before.signedIn + 1)
    assert.equal(sheet.mine, true)
    assert.equal(sheet.attendees, null, 'a visitor does not see who signed in')
    const mine = (await get<OfflineSignUp[]>('/user-central/mine/offlineSignUpList', token)).body.data
    assert.deepEqual(
      mine.map((m) => m.meetingId),
      [10],
    )
  })

  it('shows the meeting’s staff who signed in', async () => {
    const staff = await verifiedUser('会务人员')
    const guest = await verifiedUser('来宾甲')
    await t.db.insert(meetingStaff).values({ meetingId: 11, userId: staff.id })
    await post('/user-central/userMeetingSignUpOffline/save', { meetingId: 11 }, guest.token)
    const sheet = (await get<OfflineSheet>('/user-central/userMeetingSignUpOffline/list?meetingId=11', staff.token))
      .body.data
    assert.ok(sheet.attendees?.some((a) => a.name === '来宾甲'))
  })
})

describe('the programme clock (FAIR_CLOCK)', () => {
  it('moves in local mode, runs on from the given moment, and is refused in production or when unreadable', () => {
    const { clock, report } = clockFromEnv({ FAIR_CLOCK: '2026-09-09T10:00:00+08:00' }, 'local')
    assert.ok(Math.abs(clock().getTime() - DAY_TWO_TEN) < 5_000)
    assert.match(report ?? '', /local mode only/)
    assert.throws(() => clockFromEnv({ FAIR_CLOCK: '2026-09-09T10:00:00+08:00' }, 'production'), /production/)
    assert.throws(() => clockFromEnv({ FAIR_CLOCK: 'soon' }, 'local'), /ISO/)
    assert.equal(clockFromEnv({}, 'production').report, null)
  })
})
