import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { recordWatchBeat } from './evidence.service'
import { pointsEvidence } from './schema'
import { pointsRecords, pointsRules } from './schema'
import { claimPoints, listFinishedEvents } from './service'
import type { Page } from '../../../src/contract/common'
import type {
  FinishedEvent,
  MemberConfig,
  PointsAddResult,
  PointsDetail,
  PointsInfo,
  PointsLevel,
  PointsRule,
} from '../../../src/contract/points'
import { users } from '../account/schema'
import { meetingSignUps } from '../meeting/schema'
import { hasAnySignUp } from '../meeting/sign-ups.service'
import { call, freshUser, withTestApp } from '../test-app'
const t = withTestApp()

const newUser = () => freshUser(t.db)

const add = (token: string | undefined, body: object) =>
  call<PointsAddResult>(t.app, 'POST', '/user-central/userPoints/add', { token, body })
const info = (token: string) => call<PointsInfo>(t.app, 'GET', '/user-central/userPoints/info', { token })
const ruleOf = async (actionType: number) =>
  (await t.db.select().from(pointsRules).where(eq(pointsRules.actionType, actionType)))[0]
const rowsOf = (userId: number, actionType: number) =>
  t.db.$count(pointsRecords, and(eq(pointsRecords.userId, userId), eq(pointsRecords.actionType, actionType)))

/** The user opens `count` different news (32) or project (33) details through the API, as long ago as a countdown takes. */
async function viewDetails(user: { id: number; token: string }, actionType: 32 | 33, count: number) {
  for (let i = 1; i <= count; i += 1) {
    const url =
      actionType === 32 ? `/common-client/home/informationDetail?id=${i}` : `/common-client/home/projectDetail?id=${i}`
    assert.equal((await call(t.app, 'GET', url, { token: user.token })).status, 200)
  }
  await t.db
    .update(pointsEvidence)
    .set({ startedAt: new Date(Date.now() - 10_000) })
    .where(eq(pointsEvidence.userId, user.id))
}

describe('POST /user-central/userPoints/add', () => {
  it('credits exactly the frequency when 50 claims for one action arrive at once', async () => {
    const user = await newUser()
    const { id, token } = user
    const rule = await ruleOf(32)
    await viewDetails(user, 32, rule.frequency + 5)
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(token, { actionType: 32 })))
    const credited = answers.filter((a) => a.status === 200)
    assert.equal(credited.length, rule.frequency)
    assert.ok(
      answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.code === 409 && a.body.msg),
    )
    assert.equal(await rowsOf(id, 32), rule.frequency)
    assert.deepEqual((await info(token)).body.data.balance, rule.frequency * rule.point)
    assert.equal(credited[0].body.data.point, rule.point)
    assert.equal(credited[0].body.data.reason, rule.nameZh)
  })

  it('credits a repeated idempotency key once and answers the first result again', async () => {
    const user = await newUser()
    const { id, token } = user
    await viewDetails(user, 33, 2)
    const first = await add(token, { actionType: 33, idempotencyKey: 'claim-33-a' })
    const again = await Promise.all([1, 2, 3].map(() => add(token, { actionType: 33, idempotencyKey: 'claim-33-a' })))
    assert.equal(first.status, 200)
    for (const answer of again) assert.deepEqual(answer.body, first.body)
    assert.equal(await rowsOf(id, 33), 1)
    assert.equal((await add(token, { actionType: 33, idempotencyKey: 'claim-33-b' })).status, 200)
    assert.equal(await rowsOf(id, 33), 2)
    const reused = await call(t.app, 'POST', '/user-central/userPoints/add', {
      token,
      body: { actionType: 31, idempotencyKey: 'claim-33-a' },
      lang: 'en',
    })
    assert.equal(reused.status, 409)
    assert.equal(reused.body.msg, 'This request key was already used for another points task')
    assert.equal(await rowsOf(id, 31), 0)
  })

  it('counts real-name verification and meeting sign-up once ever', async () => {
    const { id, token } = await newUser()
    await t.db.update(users).set({ realNameStatus: 2 }).where(eq(users.id, id))
    await t.db.insert(meetingSignUps).values({ userId: id, meetingId: 2 })
    for (const actionType of [37, 38]) {
      assert.equal((await add(token, { actionType })).status, 200)
      assert.equal((await add(token, { actionType })).status, 409)
      const later = new Date(Date.now() + 40 * 86_400_000)
      await assert.rejects(claimPoints(t.db, id, actionType, 'zh', { now: later, hasMeetingSignUp: hasAnySignUp }), {
        httpStatus: 409,
      })
      assert.equal(await rowsOf(id, actionType), 1)
    }
    const finished = (await call<FinishedEvent[]>(t.app, 'GET', '/user-central/userPoints/listFinishEvent', { token }))
      .body.data
    assert.deepEqual(
      finished.filter((e) => e.type >= 37),
      [
        { type: 37, total: 1 },
        { type: 38, total: 1 },
      ],
    )
    assert.equal(finished.length, 8)
  })

  it('credits real-name verification only once verified, and meeting sign-up only after a sign-up (403 before)', async () => {
    const { id, token } = await newUser()
    const zh = await add(token, { actionType: 37 })
    assert.equal(zh.status, 403)
    assert.equal(zh.body.msg, '完成实名认证后才能领取该积分')
    assert.equal((await add(token, { actionType: 38 })).body.msg, '报名会议后才能领取该积分')
    assert.equal(
      (await call(t.app, 'POST', '/user-central/userPoints/add', { token, body: { actionType: 37 }, lang: 'en' })).body
        .msg,
      'Complete real-name verification to receive these points',
    )
    assert.equal(
      (await call(t.app, 'POST', '/user-central/userPoints/add', { token, body: { actionType: 38 }, lang: 'en' })).body
        .msg,
      'Sign up for a meeting to receive these points',
    )
    await t.db.update(users).set({ realNameStatus: 1 }).where(eq(users.id, id))
    assert.equal((await add(token, { actionType: 37 })).status, 403)
    assert.equal((await rowsOf(id, 37)) + (await rowsOf(id, 38)), 0)

    await t.db.update(users).set({ realNameStatus: 2 }).where(eq(users.id, id))
    await t.db.insert(meetingSignUps).values({ userId: id, meetingId: 3 })
    for (const actionType of [37, 38]) {
      const claims = await Promise.all([1, 2, 3].map(() => add(token, { actionType })))
      assert.deepEqual(claims.map((c) => c.status).sort(), [200, 409, 409])
      assert.equal(await rowsOf(id, actionType), 1)
    }
  })

  it('starts a new day for daily actions at 00:00 in the fair time zone (UTC+8)', async () => {
    const { id } = await newUser()
    const lastSecond = new Date('2026-09-08T15:59:59Z')
    const midnight = new Date('2026-09-08T16:00:00Z')
    const beforeMidnight = new Date('2026-09-08T01:00:00Z')
    await claimPoints(t.db, id, 31, 'zh', { now: beforeMidnight })
    await assert.rejects(claimPoints(t.db, id, 31, 'zh', { now: lastSecond }), { httpStatus: 409 })
    const sign = (events: FinishedEvent[]) => events.find((e) => e.type === 31)?.total
    assert.equal(sign(await listFinishedEvents(t.db, id, lastSecond)), 1)
    assert.equal(sign(await listFinishedEvents(t.db, id, midnight)), 0)
    await claimPoints(t.db, id, 31, 'zh', { now: midnight })
    assert.equal(sign(await listFinishedEvents(t.db, id, midnight)), 1)
    assert.equal(await rowsOf(id, 31), 2)
  })

  it('refuses an unknown or inactive action type with a 400', async () => {
    const { id, token } = await newUser()
    for (const body of [{ actionType: 99 }, { actionType: 'x' }, {}, { actionType: 32, idempotencyKey: '' }]) {
      const { status, body: answer } = await add(token, body)
      assert.equal(status, 400)
      assert.equal(answer.code, 400)
    }
    await t.db.update(pointsRules).set({ status: 1 }).where(eq(pointsRules.actionType, 36))
    try {
      assert.equal((await add(token, { actionType: 36 })).status, 400)
    } finally {
      await t.db.update(pointsRules).set({ status: 0 }).where(eq(pointsRules.actionType, 36))
    }
    assert.equal(await t.db.$count(pointsRecords, eq(pointsRecords.userId, id)), 0)
  })

  it('needs a token: 30000 without one, 401 for an unknown one', async () => {
    assert.equal((await add(undefined, { actionType: 32 })).body.code, 30000)
    assert.equal((await add('no-such-token', { actionType: 32 })).body.code, 401)
    for (const path of ['info', 'listFinishEvent', 'detailList']) {
      assert.equal((await call(t.app, 'GET', `/user-central/userPoints/${path}`)).body.code, 30000)
      assert.equal(
        (await call(t.app, 'GET', `/user-central/userPoints/${path}`, { token: 'no-such-token' })).body.code,
        401,
      )
    }
  })
})

describe('points only for actions the server saw', () => {
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000)
  const notSeen = { httpStatus: 403, messageKey: 'points.actionNotSeen' }

  it('credits reading a news or project detail once the server served it 3 s earlier, one claim per view', async () => {
    const { id, token } = await newUser()
    await assert.rejects(claimPoints(t.db, id, 32, 'zh', { now: later(5) }), notSeen)
    const refused = await call(t.app, 'POST', '/user-central/userPoints/add', {
      token,
      body: { actionType: 32 },
      lang: 'en',
    })
    assert.equal(refused.status, 403)
    assert.equal(
      refused.body.msg,
      'No matching view, watch or share was recorded, so these points cannot be claimed yet',
    )
    await call(t.app, 'GET', '/common-client/home/informationDetail?id=3', { token })
    await assert.rejects(claimPoints(t.db, id, 32, 'zh'), notSeen, 'the countdown has not passed on the server clock')
    assert.equal((await claimPoints(t.db, id, 32, 'zh', { now: later(3) })).point, (await ruleOf(32)).point)
    await assert.rejects(claimPoints(t.db, id, 32, 'zh', { now: later(4) }), notSeen, 'the view is spent')
    await call(t.app, 'GET', '/common-client/home/informationDetail?id=3', { token })
    await assert.rejects(
      claimPoints(t.db, id, 32, 'zh', { now: later(10) }),
      notSeen,
      'the same news again the same day is no new view',
    )
    await call(t.app, 'GET', '/common-client/home/projectDetail?id=2', { token })
    await claimPoints(t.db, id, 33, 'zh', { now: later(3) })
    // A view without a token belongs to nobody.
    await call(t.app, 'GET', '/common-client/home/projectDetail?id=3')
    await assert.rejects(claimPoints(t.db, id, 33, 'zh', { now: later(5) }), notSeen)
  })

  it('credits a cloud-space visit and a recorded share', async () => {
    const { id, token } = await newUser()
    await assert.rejects(claimPoints(t.db, id, 34, 'zh', { now: later(5) }), notSeen)
    await call(t.app, 'GET', '/common-client/wechat/content/vipVideoHome', { token })
    await claimPoints(t.db, id, 34, 'zh', { now: later(3) })
    await assert.rejects(claimPoints(t.db, id, 35, 'zh'), notSeen)
    await call(t.app, 'POST', '/user-central/share/shareHandler', {
      token,
      body: { url: 'https://fair.example/newsDetails?id=3' },
    })
    await claimPoints(t.db, id, 35, 'zh')
  })

  it('credits watching a meeting after 30 s of heartbeats on the server clock, each beat counting at most 15 s', async () => {
    const { id, token } = await newUser()
    assert.equal(
      (await call(t.app, 'POST', '/user-central/userPoints/watchBeat', { token, body: { liveId: 1 } })).status,
      200,
    )
    assert.equal(
      (await call(t.app, 'POST', '/user-central/userPoints/watchBeat', { token, body: { liveId: 99_999 } })).status,
      404,
    )
    await t.db.delete(pointsEvidence).where(eq(pointsEvidence.userId, id))
    const start = Date.now()
    const at = (seconds: number) => new Date(start + seconds * 1000)
    // Two beats far apart: the gap counts 15 s, not 100.
    await recordWatchBeat(t.db, id, 1, at(0))
    await recordWatchBeat(t.db, id, 1, at(100))
    await assert.rejects(claimPoints(t.db, id, 36, 'zh', { now: at(101) }), notSeen)
    // Beats every 10 s while playing, the claim as the 30 s countdown ends.
    for (const second of [0, 10, 20]) await recordWatchBeat(t.db, id, 2, at(second))
    await assert.rejects(claimPoints(t.db, id, 36, 'zh', { now: at(21) }), notSeen)
    assert.equal((await claimPoints(t.db, id, 36, 'zh', { now: at(30) })).point, (await ruleOf(36)).point)
  })
})

describe('points reading calls', () => {
  it('lists the eight rules in the request language', async () => {
    const zh = (await call<PointsRule[]>(t.app, 'GET', '/user-central/userPoints/ruleList')).body.data
    const en = (await call<PointsRule[]>(t.app, 'GET', '/user-central/userPoints/ruleList', { lang: 'en' })).body.data
    assert.deepEqual(
      zh.map((r) => r.actionType),
      [31, 32, 33, 34, 35, 36, 37, 38],
    )
    assert.equal(zh[0].name, '每日签到')
    assert.equal(en[0].name, 'Daily sign-in')
    assert.deepEqual(
      en.map(({ name: _name, ...rest }) => rest),
      zh.map(({ name: _name, ...rest }) => rest),
    )
  })

  it('lists levels and member benefits in both languages, and places the balance on a level', async () => {
    const zh = (await call<PointsLevel[]>(t.app, 'GET', '/user-central/userPoints/levelList')).body.data
    const en = (await call<PointsLevel[]>(t.app, 'GET', '/user-central/userPoints/levelList', { lang: 'en' })).body.data
    assert.equal(zh.length, 5)
    assert.equal(zh[0].name, '普通会员')
    assert.equal(en[0].name, 'Member')
    assert.equal(zh[0].minPoints, 0)
    const benefitsZh = (await call<MemberConfig>(t.app, 'GET', '/user-central/userPoints/memberConfig')).body.data
      .benefits
    const benefitsEn = (await call<MemberConfig>(t.app, 'GET', '/user-central/userPoints/memberConfig', { lang: 'en' }))
      .body.data.benefits
    assert.equal(benefitsZh.length, benefitsEn.length)
    assert.match(benefitsZh[0], /积分/)
    assert.match(benefitsEn[0], /points/)

    const { id, token } = await newUser()
    assert.deepEqual((await info(token)).body.data, { balance: 0, level: 1 })
    await t.db.insert(pointsRecords).values({ userId: id, actionType: 37, point: zh[2].minPoints })
    assert.deepEqual((await info(token)).body.data, { balance: zh[2].minPoints, level: 3 })
  })

  it('pages the ledger newest first with the reason in the request language', async () => {
    const { id, token } = await newUser()
    const base = Date.parse('2026-09-08T02:00:00Z')
    await t.db.insert(pointsRecords).values(
      [31, 32, 33].map((actionType, i) => ({
        userId: id,
        actionType,
        point: 2,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    const page1 = (
      await call<Page<PointsDetail>>(t.app, 'GET', '/user-central/userPoints/detailList?pageNum=1&pageSize=2', {
        token,
        lang: 'en',
      })
    ).body.data
    assert.equal(page1.total, 3)
    assert.deepEqual(
      page1.list.map((d) => d.actionType),
      [33, 32],
    )
    assert.equal(page1.list[0].reason, 'Browse projects')
    assert.equal(page1.list[0].createTime, base + 120_000)
    const page2 = (
      await call<Page<PointsDetail>>(t.app, 'GET', '/user-central/userPoints/detailList?pageNum=2&pageSize=2', {
        token,
      })
    ).body.data
    assert.deepEqual(
      page2.list.map((d) => [d.actionType, d.reason]),
      [[31, '每日签到']],
    )
    assert.equal((await call(t.app, 'GET', '/user-central/userPoints/detailList?pageSize=500', { token })).status, 400)
  })
})
