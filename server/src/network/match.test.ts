import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { person } from './testing'
import type { Page } from '../../../src/contract/common'
import type { Agenda } from '../../../src/contract/meeting'
import type {
  AgendaConflict,
  MatchQuota,
  MatchResult,
  MeetingRequest,
  NegotiateOptions,
  Recommendations,
} from '../../../src/contract/network'
import { MATCHES_PER_DAY, NetworkCode } from '../../../src/contract/network.codes'
import { projects } from '../content/schema'
import { enterpriseMembers } from '../enterprise/schema'
import { meetingSignUps } from '../meeting/schema'
import { DAY_MS } from '../platform/fair-clock'
import { call, freshUser, withTestApp } from '../test-app'

let now = new Date('2026-09-07T10:00:00+08:00')
const t = withTestApp({ clock: () => now })

const post = <T>(url: string, token: string | undefined, body: unknown, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'POST', `/user-central/${url}`, { token, body, lang })
const get = <T>(url: string, token?: string, lang?: 'zh' | 'en') => call<T>(t.app, 'GET', url, { token, lang })
/** network/negotiate/request, about a topic unless the body says otherwise. */
const ask = <T = MeetingRequest>(token: string | undefined, body: object, lang?: 'zh' | 'en') =>
  post<T>('network/negotiate/request', token, { topic: '储能项目合作', ...body }, lang)

const slot = (day: number, hhmm: string) => Date.parse(`2026-09-${String(day).padStart(2, '0')}T${hhmm}:00+08:00`)

/** Someone in new energy who seeks investment and follows biomedicine. */
const seeker = () => person(t.app, t.db, { industryId: 4, interests: [3], offers: ['markets'], seeks: ['investment'] })

describe('recommendations (/mypage-engine)', () => {
  it('recommends people, exhibitors and projects from the card, each with its reason in the request’s language', async () => {
    const me = await seeker()
    const investor = await person(t.app, t.db, { industryId: 4, offers: ['investment'], seeks: ['projects'] })
    const people = await get<Recommendations>('/user-central/network/match/recommendations?kind=person', me.token, 'en')
    assert.equal(people.body.data.personalised, true)
    const found = people.body.data.items.find((item) => item.id === investor.id)
    assert.equal(found?.reason, 'both in New Energy; you seek investment, they invest')
    assert.ok(people.body.data.items.every((item) => item.kind === 'person' && item.id !== me.id && item.reason))
    const zh = await get<Recommendations>('/user-central/network/match/recommendations?kind=person', me.token)
    assert.equal(
      zh.body.data.items.find((item) => item.id === investor.id)?.reason,
      '同属新能源；您寻求投资，对方可提供投资',
    )
    const scores = people.body.data.items.map((item) => item.score)
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    )
    const exhibitors = await get<Recommendations>(
      '/user-central/network/match/recommendations?kind=exhibitor',
      me.token,
      'en',
    )
    assert.ok(exhibitors.body.data.items.length > 0)
    assert.ok(exhibitors.body.data.items.every((item) => /exhibiting at booth \S+/.test(item.reason)))
    const projects = await get<Recommendations>(
      '/user-central/network/match/recommendations?kind=project',
      me.token,
      'en',
    )
    assert.ok(projects.body.data.items.some((item) => /in Biomedicine, an industry you follow/.test(item.reason)))
    assert.ok(projects.body.data.items.every((item) => /the project seeks investment of CNY/.test(item.reason)))
    const mixed = await get<Recommendations>('/user-central/network/match/recommendations', me.token)
    assert.deepEqual(mixed.body.data.quota, {
      day: '2026-09-07',
      quota: MATCHES_PER_DAY,
      used: 0,
      remaining: MATCHES_PER_DAY,
    })
  })

  it('recommends nothing personal when personalised recommendation is off, and says so; a card comes first', async () => {
    const me = await seeker()
    await post('userSetting/update', me.token, { recommend: false })
    const off = await get<Recommendations>('/user-central/network/match/recommendations', me.token, 'en')
    assert.deepEqual([off.body.data.personalised, off.body.data.items], [false, []])
    assert.match(off.body.data.notice, /Personalised recommendation is off/)
    await post('userSetting/update', me.token, { recommend: true })
    assert.equal(
      (await get<Recommendations>('/user-central/network/match/recommendations', me.token)).body.data.personalised,
      true,
    )
    const cardless = await freshUser(t.db)
    const refused = await get('/user-central/network/match/recommendations', cardless.token)
    assert.equal(refused.body.code, NetworkCode.cardRequired)
    assert.equal((await get('/user-central/network/match/recommendations?kind=city', cardless.token)).status, 400)
  })
})

describe('the daily match quota', () => {
  it('lets at most the quota through on the fair’s day however many arrive at once; the same target again is free', async () => {
    const me = await seeker()
    const answers = await Promise.all(
      Array.from({ length: MATCHES_PER_DAY + 5 }, (_, i) =>
        post<MatchResult>('network/match', me.token, { kind: 'project', id: i + 1 }, 'en'),
      ),
    )
    assert.equal(answers.filter((a) => a.status === 200).length, MATCHES_PER_DAY)
    const refused = answers.filter((a) => a.status !== 200)
    assert.ok(refused.every((a) => a.status === 429 && a.body.code === NetworkCode.quotaReached))
    assert.equal(refused[0].body.msg, `No matches left today (${MATCHES_PER_DAY} a day); come back tomorrow`)
    assert.deepEqual((refused[0].body.data as unknown as MatchQuota).remaining, 0)
    const first = answers.find((a) => a.status === 200) as (typeof answers)[number]
    const again = await post<MatchResult>('network/match', me.token, {
      kind: 'project',
      id: first.body.data.match.targetId,
    })
    assert.equal(again.status, 200)
    assert.equal(again.body.data.match.id, first.body.data.match.id)
    const quota = await get<MatchQuota>('/user-central/network/match/quota', me.token)
    assert.deepEqual([quota.body.data.used, quota.body.data.remaining], [MATCHES_PER_DAY, 0])
    now = new Date(now.getTime() + DAY_MS)
    const tomorrow = await post<MatchResult>('network/match', me.token, { kind: 'project', id: 30 })
    assert.deepEqual(
      [tomorrow.status, tomorrow.body.data.quota.day, tomorrow.body.data.quota.remaining],
      [200, '2026-09-08', MATCHES_PER_DAY - 1],
    )
    now = new Date(now.getTime() - DAY_MS)
    assert.equal((await post('network/match', me.token, { kind: 'person', id: me.id })).body.code, NetworkCode.self)
    assert.equal((await post('network/match', me.token, { kind: 'project', id: 99999 })).status, 404)
    const list = await get<Page<{ kind: string }>>('/user-central/network/match/list?pageSize=50', me.token)
    assert.equal(list.body.data.total, MATCHES_PER_DAY + 1)
  })
})

describe('meeting requests (/mypage-negotiate)', () => {
  const setUp = async () => {
    const me = await seeker()
    const investor = await person(t.app, t.db, { industryId: 4, offers: ['investment'], seeks: ['projects'] })
    const match = (await post<MatchResult>('network/match', me.token, { kind: 'person', id: investor.id })).body.data
      .match
    return { me, investor, match }
  }

  it('offers the meeting points and each fair day’s slots', async () => {
    const options = await get<NegotiateOptions>('/common-client/network/negotiate/options', undefined, 'en')
    assert.ok(options.body.data.points.length >= 3)
    assert.deepEqual(
      options.body.data.days.map((d) => d.date),
      ['2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11'],
    )
    assert.equal(options.body.data.days[0].slots[0], slot(8, '09:00'))
    assert.equal(options.body.data.days[0].slots.length, 16)
  })

  it('offers only the slots still ahead on the fair’s clock', async () => {
    now = new Date(slot(9, '12:10'))
    const options = await get<NegotiateOptions>('/common-client/network/negotiate/options', undefined, 'en')
    assert.deepEqual(
      options.body.data.days.map((d) => d.date),
      ['2026-09-09', '2026-09-10', '2026-09-11'],
    )
    assert.equal(options.body.data.days[0].slots[0], slot(9, '12:30'))
    now = new Date(slot(11, '17:00'))
    const after = await get<NegotiateOptions>('/common-client/network/negotiate/options', undefined, 'en')
    assert.deepEqual(after.body.data.days, [])
    now = new Date('2026-09-07T10:00:00+08:00')
  })

  it('refuses a slot in the way of the user’s agenda, naming it; checks the slot and the point', async () => {
    const { me, match } = await setUp()
    await t.db.insert(meetingSignUps).values({ userId: me.id, meetingId: 1 })
    const conflict = await ask<{ conflicts: AgendaConflict[] }>(me.token, {
      matchId: match.id,
      startTime: slot(8, '09:30'),
      pointId: 1,
    })
    assert.equal(conflict.status, 409)
    assert.equal(conflict.body.code, NetworkCode.agendaConflict)
    assert.equal(conflict.body.msg, '该时段与您日程中的「第二十五届投洽会开幕式暨国际投资论坛」冲突，请选择其他时段')
    assert.deepEqual(
      conflict.body.data.conflicts.map((c) => [c.kind, c.id]),
      [['meeting', 1]],
    )
    for (const [startTime, pointId, field, problem] of [
      [slot(8, '09:10'), 1, 'startTime', 'slot'],
      [slot(8, '17:00'), 1, 'startTime', 'slot'],
      [slot(12, '10:00'), 1, 'startTime', 'slot'],
      [slot(8, '10:30'), 999, 'pointId', 'unknownOption'],
    ] as const) {
      const refused = await ask(me.token, { matchId: match.id, startTime, pointId })
      assert.deepEqual(refused.body.data, { field, problem }, `${startTime} ${pointId}`)
    }
    now = new Date(slot(8, '12:00'))
    const past = await ask(me.token, {
      matchId: match.id,
      startTime: slot(8, '11:00'),
      pointId: 1,
    })
    assert.deepEqual(past.body.data, { field: 'startTime', problem: 'past' })
    now = new Date('2026-09-07T10:00:00+08:00')
    assert.equal(
      (
        await ask((await seeker()).token, {
          matchId: match.id,
          startTime: slot(9, '10:00'),
          pointId: 1,
        })
      ).status,
      404,
    )
  })

  it('goes from a match to a meeting in both agendas: another slot proposed, then accepted', async () => {
    const { me, investor, match } = await setUp()
    const sent = await ask<MeetingRequest>(me.token, {
      matchId: match.id,
      topic: '  储能电站联合投资  ',
      startTime: slot(9, '14:00'),
      pointId: 1,
      note: '储能项目',
    })
    assert.equal(sent.status, 200, JSON.stringify(sent.body))
    assert.deepEqual(
      [sent.body.data.status, sent.body.data.awaitingMe, sent.body.data.direction, sent.body.data.topic],
      ['pending', false, 'sent', '储能电站联合投资'],
    )
    for (const lang of ['zh', 'en'] as const) {
      const received = await get<Page<MeetingRequest>>(
        '/user-central/network/negotiate/list?box=received',
        investor.token,
        lang,
      )
      assert.deepEqual(
        received.body.data.list.map((r) => [r.id, r.awaitingMe, r.counterpart.userId, r.topic]),
        [[sent.body.data.id, true, me.id, '储能电站联合投资']],
      )
    }
    const sentList = await get<Page<MeetingRequest>>('/user-central/network/negotiate/list?box=sent', me.token)
    assert.equal(sentList.body.data.list[0].topic, '储能电站联合投资')
    assert.equal(
      (await post('network/negotiate/accept', me.token, { id: sent.body.data.id })).body.code,
      NetworkCode.notPending,
    )
    const proposed = await post<MeetingRequest>('network/negotiate/propose', investor.token, {
      id: sent.body.data.id,
      startTime: slot(9, '14:30'),
      pointId: 2,
    })
    assert.deepEqual(
      [
        proposed.body.data.awaitingMe,
        proposed.body.data.proposals,
        proposed.body.data.point.id,
        proposed.body.data.topic,
      ],
      [false, 1, 2, '储能电站联合投资'],
    )
    const accepted = await post<MeetingRequest>('network/negotiate/accept', me.token, { id: sent.body.data.id }, 'en')
    assert.deepEqual([accepted.body.data.status, accepted.body.data.topic], ['accepted', '储能电站联合投资'])
    for (const [who, other] of [
      [me, investor],
      [investor, me],
    ]) {
      const agenda = await get<Agenda>('/user-central/meetingSignUp/agenda', who.token, 'en')
      const entry = agenda.body.data.entries.find((e) => e.kind === 'negotiation' && e.id === sent.body.data.id)
      assert.equal(entry?.startTime, slot(9, '14:30'))
      assert.equal(entry?.title, `Meeting with ${other.card.name}: 储能电站联合投资`)
      assert.match(entry?.place ?? '', /Hall B3/)
    }
    const ics = await get<{ content: string }>('/user-central/meetingSignUp/agenda.ics', me.token)
    assert.match(ics.body.data.content, /mypage-negotiate\?id=/)
    assert.match(ics.body.data.content, /储能电站联合投资/)
    assert.equal(
      (await post('network/negotiate/accept', investor.token, { id: sent.body.data.id })).body.code,
      NetworkCode.notPending,
    )
    const stranger = await seeker()
    assert.equal((await post('network/negotiate/accept', stranger.token, { id: sent.body.data.id })).status, 404)
    const conflicting = await ask(me.token, { matchId: match.id, startTime: slot(9, '14:30'), pointId: 1 }, 'en')
    assert.match(conflicting.body.msg, /conflicts with “Meeting with .+: 储能电站联合投资” in your agenda/)
    const cancelled = await post<MeetingRequest>('network/negotiate/cancel', investor.token, {
      id: sent.body.data.id,
      reason: '行程有变',
    })
    assert.equal(cancelled.body.data.status, 'cancelled')
    const after = await get<Agenda>('/user-central/meetingSignUp/agenda', me.token)
    assert.ok(!after.body.data.entries.some((e) => e.kind === 'negotiation'))
  })

  it('declines with a reason; names the waiting side’s own conflicts in its list', async () => {
    const { me, investor, match } = await setUp()
    await t.db.insert(meetingSignUps).values({ userId: investor.id, meetingId: 1 })
    const sent = await ask<MeetingRequest>(me.token, {
      matchId: match.id,
      startTime: slot(8, '10:00'),
      pointId: 1,
    })
    const listed = await get<Page<MeetingRequest>>(
      '/user-central/network/negotiate/list?box=received&status=pending',
      investor.token,
    )
    assert.deepEqual(
      listed.body.data.list[0].conflicts.map((c) => c.id),
      [1],
    )
    assert.equal(
      (await post('network/negotiate/accept', investor.token, { id: sent.body.data.id })).body.code,
      NetworkCode.agendaConflict,
    )
    const declined = await post<MeetingRequest>('network/negotiate/decline', investor.token, {
      id: sent.body.data.id,
      reason: '时间冲突',
    })
    assert.deepEqual([declined.body.data.status, declined.body.data.reason], ['declined', '时间冲突'])
    const sentList = await get<Page<MeetingRequest>>('/user-central/network/negotiate/list?box=sent', me.token)
    assert.equal(sentList.body.data.list[0].status, 'declined')
  })

  it('holds one meeting per table in a slot, however many are accepted at once', async () => {
    const pairs = await Promise.all(Array.from({ length: 3 }, () => setUp()))
    const requests: MeetingRequest[] = []
    for (const { me, match } of pairs)
      requests.push(
        (
          await ask<MeetingRequest>(me.token, {
            matchId: match.id,
            startTime: slot(10, '16:00'),
            pointId: 3,
          })
        ).body.data,
      )
    const answers = await Promise.all(
      pairs.map(({ investor }, i) => post('network/negotiate/accept', investor.token, { id: requests[i].id }, 'en')),
    )
    assert.equal(answers.filter((a) => a.status === 200).length, 1)
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.body.code === NetworkCode.pointTaken))
  })

  it('never gives the person asking two meetings in one slot, however many are accepted at once', async () => {
    const { me, investor, match } = await setUp()
    const second = await person(t.app, t.db, { industryId: 4, offers: ['investment'], seeks: ['projects'] })
    const secondMatch = (await post<MatchResult>('network/match', me.token, { kind: 'person', id: second.id })).body
      .data.match
    const requests = await Promise.all(
      [match, secondMatch].map(
        async (m, i) =>
          (
            await ask<MeetingRequest>(me.token, {
              matchId: m.id,
              startTime: slot(10, '14:00'),
              pointId: i + 1,
            })
          ).body.data,
      ),
    )
    const answers = await Promise.all(
      [investor, second].map((p, i) => post('network/negotiate/accept', p.token, { id: requests[i].id }, 'en')),
    )
    assert.deepEqual(answers.map((a) => a.status).toSorted(), [200, 409])
    const loser = answers.findIndex((a) => a.status === 409)
    assert.equal(answers[loser].body.code, NetworkCode.agendaConflict)
    assert.equal(
      answers[loser].body.msg,
      'The other person already has another meeting (09-10 14:00-14:30) at this time; choose another slot',
    )
    const again = await post('network/negotiate/accept', [investor, second][loser].token, { id: requests[loser].id })
    assert.equal(again.body.msg, '对方在该时段已有另一场洽谈（09-10 14:00-14:30），请选择其他时段')
    const agenda = await get<Agenda>('/user-central/meetingSignUp/agenda', me.token)
    assert.equal(agenda.body.data.entries.filter((e) => e.startTime === slot(10, '14:00')).length, 1)
  })

  it('never gives the person accepting two meetings in one slot, however many they accept at once, naming the one in the way', async () => {
    const investor = await person(t.app, t.db, { industryId: 4, offers: ['investment'], seeks: ['projects'] })
    const askers = await Promise.all([seeker(), seeker()])
    const requests: MeetingRequest[] = []
    for (const [i, asker] of askers.entries()) {
      const { match } = (await post<MatchResult>('network/match', asker.token, { kind: 'person', id: investor.id }))
        .body.data
      const asked = await ask<MeetingRequest>(asker.token, {
        matchId: match.id,
        topic: ['储能电站融资', '光伏组件出口'][i],
        startTime: slot(11, '10:00'),
        pointId: i + 1,
      })
      requests.push(asked.body.data)
    }
    const answers = await Promise.all(
      requests.map((request) =>
        post<{ conflicts: AgendaConflict[] }>('network/negotiate/accept', investor.token, { id: request.id }, 'en'),
      ),
    )
    assert.deepEqual(answers.map((a) => a.status).toSorted(), [200, 409])
    const won = answers.findIndex((a) => a.status === 200)
    const refused = answers[1 - won]
    const inTheWay = `${askers[won].card.name}: ${requests[won].topic}`
    assert.equal(refused.body.code, NetworkCode.agendaConflict)
    assert.equal(refused.body.msg, `This slot conflicts with “Meeting with ${inTheWay}” in your agenda; choose another`)
    assert.deepEqual(
      refused.body.data.conflicts.map((c) => [c.kind, c.id]),
      [['negotiation', requests[won].id]],
    )
    const again = await post('network/negotiate/accept', investor.token, { id: requests[1 - won].id })
    assert.equal(
      again.body.msg,
      `该时段与您日程中的「与${askers[won].card.name}洽谈：${requests[won].topic}」冲突，请选择其他时段`,
    )
    const agenda = await get<Agenda>('/user-central/meetingSignUp/agenda', investor.token)
    assert.deepEqual(
      agenda.body.data.entries.filter((e) => e.startTime === slot(11, '10:00')).map((e) => e.id),
      [requests[won].id],
    )
    const waiting = await get<Page<MeetingRequest>>('/user-central/network/negotiate/list?box=received', investor.token)
    assert.equal(waiting.body.data.list.find((r) => r.id === requests[1 - won].id)?.status, 'pending')
  })

  it('refuses another slot in the way of either person’s agenda, naming it (the other’s own meetings by time only)', async () => {
    const { me, investor, match } = await setUp()
    const second = await person(t.app, t.db, { industryId: 4, offers: ['investment'], seeks: ['projects'] })
    const secondMatch = (await post<MatchResult>('network/match', me.token, { kind: 'person', id: second.id })).body
      .data.match
    const elsewhere = await ask<MeetingRequest>(me.token, {
      matchId: secondMatch.id,
      topic: '光伏组件出口',
      startTime: slot(10, '15:00'),
      pointId: 2,
    })
    assert.equal((await post('network/negotiate/accept', second.token, { id: elsewhere.body.data.id })).status, 200)
    await t.db.insert(meetingSignUps).values({ userId: me.id, meetingId: 1 })
    const sent = (await ask<MeetingRequest>(me.token, { matchId: match.id, startTime: slot(10, '09:00'), pointId: 1 }))
      .body.data
    const proposeAt = (startTime: number, lang?: 'en') =>
      post<MeetingRequest>('network/negotiate/propose', investor.token, { id: sent.id, startTime, pointId: 1 }, lang)

    const theirs = await proposeAt(slot(10, '15:00'), 'en')
    assert.deepEqual([theirs.status, theirs.body.code], [409, NetworkCode.agendaConflict])
    assert.equal(
      theirs.body.msg,
      'The other person already has another meeting (09-10 15:00-15:30) at this time; choose another slot',
    )
    assert.equal(
      (await proposeAt(slot(10, '15:00'))).body.msg,
      '对方在该时段已有另一场洽谈（09-10 15:00-15:30），请选择其他时段',
    )
    const programme = await proposeAt(slot(8, '09:30'))
    assert.match(
      programme.body.msg,
      /^对方在该时段已有日程「第二十五届投洽会开幕式暨国际投资论坛」（09-08 \d\d:\d\d-\d\d:\d\d），请选择其他时段$/,
    )
    const listed = await get<Page<MeetingRequest>>('/user-central/network/negotiate/list?box=received', investor.token)
    assert.deepEqual(
      listed.body.data.list.map((r) => [r.id, r.startTime, r.awaitingMe]),
      [[sent.id, slot(10, '09:00'), true]],
    )
    const moved = await proposeAt(slot(10, '15:30'))
    assert.deepEqual([moved.status, moved.body.data.startTime], [200, slot(10, '15:30')])
  })

  it('asks for a topic of 2 to 50 characters, refusing any other beside the field in the caller’s language', async () => {
    const { me, match } = await setUp()
    const form = { matchId: match.id, startTime: slot(9, '11:00'), pointId: 1 }
    const words = { zh: '请填写洽谈主题（2-50个字）', en: 'Please give the meeting a topic of 2 to 50 characters' }
    for (const body of [
      form,
      { ...form, topic: '' },
      { ...form, topic: ' 储 ' },
      { ...form, topic: '   ' },
      { ...form, topic: '投'.repeat(51) },
      { ...form, topic: 7 },
      { ...form, topic: null },
      { ...form, topic: { text: '储能合作' } },
    ])
      for (const lang of ['zh', 'en'] as const) {
        const refused = await post('network/negotiate/request', me.token, body, lang)
        assert.equal(refused.status, 400, JSON.stringify(body))
        assert.deepEqual(refused.body.data, { field: 'topic', problem: 'topic' }, JSON.stringify(body))
        assert.equal(refused.body.msg, words[lang])
      }
    const longest = await ask<MeetingRequest>(me.token, { ...form, topic: '投'.repeat(50) })
    assert.deepEqual([longest.status, longest.body.data.topic], [200, '投'.repeat(50)])
    const shortest = await ask<MeetingRequest>(me.token, { ...form, startTime: slot(9, '11:30'), topic: ' 洽谈 ' })
    assert.equal(shortest.body.data.topic, '洽谈')
  })

  it('meets an exhibitor through the account acting for it; a project without one has nobody to meet', async () => {
    const me = await seeker()
    const contact = await person(t.app, t.db)
    await t.db.insert(enterpriseMembers).values({ userId: contact.id, enterpriseId: 3 })
    const exhibitor = (await post<MatchResult>('network/match', me.token, { kind: 'exhibitor', id: 3 })).body.data.match
    assert.equal(exhibitor.meetWith?.userId, contact.id)
    const request = await ask<MeetingRequest>(me.token, {
      matchId: exhibitor.id,
      startTime: slot(11, '09:00'),
      pointId: 1,
    })
    assert.equal(request.body.data.counterpart.userId, contact.id)
    const [lonely] = await t.db
      .select({ id: projects.id })
      .from(projects)
      .where(
        sql`${projects.enterpriseId} is null or ${projects.enterpriseId} not in (select ${enterpriseMembers.enterpriseId} from ${enterpriseMembers})`,
      )
      .limit(1)
    const project = (await post<MatchResult>('network/match', me.token, { kind: 'project', id: lonely.id })).body.data
      .match
    assert.equal(project.meetWith, null)
    const refused = await ask(me.token, {
      matchId: project.id,
      startTime: slot(11, '09:30'),
      pointId: 1,
    })
    assert.equal(refused.body.code, NetworkCode.nobodyToMeet)
  })
})
