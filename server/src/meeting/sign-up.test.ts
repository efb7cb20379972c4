import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { meetingSignUps, meetings } from './schema'
import type { BatchSignUpResult, MySignUp, SlotFullData } from '../../../src/contract/meeting'
import { call, freshUser, withTestApp } from '../test-app'
const t = withTestApp()

/** A user who passed real-name verification, as signing up needs. */
const newUser = () => freshUser(t.db, { realNameStatus: 2 })

const HOUR = 3_600_000
const FUTURE = Date.parse('2099-09-08T01:00:00Z')

/** A meeting of the test's own, starting `startOffset` hours after FUTURE and lasting `hours`. */
async function meetingAt(
  startOffset: number,
  hours = 1,
  base = FUTURE,
  extra: { capacity?: number; invitationCode?: string; title?: string } = {},
): Promise<number> {
  const text = { zh: extra.title ?? '测试会议', en: extra.title ? `${extra.title} (en)` : 'Test meeting' }
  const [row] = await t.db
    .insert(meetings)
    .values({
      titleZh: text.zh,
      titleEn: text.en,
      summaryZh: text.zh,
      summaryEn: text.en,
      contentZh: '',
      contentEn: '',
      cover: '',
      venueZh: text.zh,
      venueEn: text.en,
      hostZh: text.zh,
      hostEn: text.en,
      startTime: new Date(base + startOffset * HOUR),
      endTime: new Date(base + (startOffset + hours) * HOUR),
      capacity: extra.capacity,
      invitationCode: extra.invitationCode,
    })
    .returning({ id: meetings.id })
  return row.id
}

const sign = (token: string | undefined, body: object, lang?: 'zh' | 'en') =>
  call<SlotFullData | null>(t.app, 'POST', '/user-central/meetingSignUp/sign', { token, body, lang })
const cancel = (token: string | undefined, meetingId: number | string, lang?: 'zh' | 'en') =>
  call<null>(t.app, 'POST', '/user-central/meetingSignUp/cancel', { token, body: { meetingId }, lang })
const batch = (token: string | undefined, body: object, lang?: 'zh' | 'en') =>
  call<BatchSignUpResult[]>(t.app, 'POST', '/user-central/meetingSignUp/batch', { token, body, lang })
const mine = (token: string | undefined, lang?: 'zh' | 'en') =>
  call<MySignUp[]>(t.app, 'GET', '/user-central/meetingSignUp/mine', { token, lang })
const status = (token: string | undefined, meetingId: number | string) =>
  call<{ signedUp: boolean }>(t.app, 'GET', `/user-central/meetingSignUp/status?meetingId=${meetingId}`, { token })
const signUpsOf = (userId: number, meetingId: number) =>
  t.db.$count(meetingSignUps, and(eq(meetingSignUps.userId, userId), eq(meetingSignUps.meetingId, meetingId)))

describe('POST /user-central/meetingSignUp/sign', () => {
  it('signs the user up for a meeting that has not started, and the status shows it', async () => {
    const { id, token } = await newUser()
    const meetingId = await meetingAt(0)
    assert.deepEqual((await status(token, meetingId)).body.data, { signedUp: false, reminder: false })
    const answer = await sign(token, { meetingId })
    assert.equal(answer.status, 200)
    assert.equal(answer.body.code, 200)
    assert.deepEqual((await status(token, meetingId)).body.data, { signedUp: true, reminder: false })
    assert.equal(await signUpsOf(id, meetingId), 1)
  })

  it('answers 409 to a second sign-up, and double submits at once make one sign-up', async () => {
    const { id, token } = await newUser()
    const meetingId = await meetingAt(10)
    const answers = await Promise.all(Array.from({ length: 5 }, () => sign(token, { meetingId })))
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409, 409])
    const again = await sign(token, { meetingId }, 'en')
    assert.equal(again.status, 409)
    assert.equal(again.body.msg, 'You have already signed up for this meeting')
    assert.equal((await sign(token, { meetingId })).body.msg, '您已报名该会议')
    assert.equal(await signUpsOf(id, meetingId), 1)
  })

  it('answers 404 with the seed message for an unknown meeting, in both languages', async () => {
    const { token } = await newUser()
    const zh = await sign(token, { meetingId: 999_999 })
    const en = await sign(token, { meetingId: 999_999 }, 'en')
    assert.equal(zh.status, 404)
    assert.equal(zh.body.code, 404)
    assert.equal(zh.body.msg, '会议不存在，请联系主办方')
    assert.equal(en.body.msg, 'Meeting cannot be found; contact the organiser')
  })

  it('refuses a meeting that has started: the registration deadline passed', async () => {
    const { id, token } = await newUser()
    const started = await meetingAt(-1, 3, Date.now())
    const zh = await sign(token, { meetingId: started })
    const en = await sign(token, { meetingId: started }, 'en')
    assert.equal(zh.status, 400)
    assert.equal(zh.body.msg, '报名已截止')
    assert.equal(en.body.msg, 'Registration deadline passed')
    assert.equal(await signUpsOf(id, started), 0)
  })

  it('allows two sign-ups in one time slot and refuses a third overlapping one; other slots stay open', async () => {
    const { id, token } = await newUser()
    const first = await meetingAt(100, 2)
    const second = await meetingAt(101, 2)
    const third = await meetingAt(101.5, 1)
    const later = await meetingAt(102, 1)
    assert.equal((await sign(token, { meetingId: first })).status, 200)
    assert.equal((await sign(token, { meetingId: second })).status, 200)
    const zh = await sign(token, { meetingId: third })
    const en = await sign(token, { meetingId: third }, 'en')
    assert.equal(zh.status, 409)
    assert.equal(zh.body.msg, '报名失败，该时间段已报名其他会议（请取消或选择其他会议）')
    assert.equal(
      en.body.msg,
      'Registration failed because another meeting is registered in the same time slot (cancel it or pick another)',
    )
    assert.equal(await signUpsOf(id, third), 0)
    // Starts when the first ends: only the second overlaps it.
    assert.equal((await sign(token, { meetingId: later })).status, 200)
  })

  it('needs a token: 30000 without one, 401 for an unknown one', async () => {
    const meetingId = await meetingAt(200)
    const none = await sign(undefined, { meetingId })
    assert.equal(none.status, 401)
    assert.equal(none.body.code, 30000)
    assert.equal(none.body.msg, '请先登录')
    assert.equal((await sign(undefined, { meetingId }, 'en')).body.msg, 'Please log in')
    assert.equal((await sign('no-such-token', { meetingId })).body.code, 401)
    assert.equal((await status(undefined, meetingId)).body.code, 30000)
  })

  it('answers 400 to a bad body or query', async () => {
    const { token } = await newUser()
    for (const body of [{}, { meetingId: 'x' }, { meetingId: 0 }, { meetingId: 1.5 }]) {
      const answer = await sign(token, body)
      assert.equal(answer.status, 400)
      assert.equal(answer.body.code, 400)
      assert.ok(answer.body.msg)
    }
    assert.equal((await status(token, 'x')).status, 400)
  })
})

describe('the sign-up rules', () => {
  it('needs real-name verification first, in both languages, and keeps nothing', async () => {
    const { id, token } = await freshUser(t.db)
    const meetingId = await meetingAt(300)
    const zh = await sign(token, { meetingId })
    assert.equal(zh.status, 403)
    assert.equal(zh.body.code, 40301)
    assert.equal(zh.body.msg, '报名前请先完成实名认证')
    assert.equal((await sign(token, { meetingId }, 'en')).body.msg, 'Complete real-name verification before signing up')
    assert.equal((await batch(token, { meetingIds: [meetingId] })).status, 403)
    assert.equal(await signUpsOf(id, meetingId), 0)
  })

  it('names the two meetings in the way of a third, in the request language', async () => {
    const { token } = await newUser()
    const first = await meetingAt(400, 2, FUTURE, { title: '甲论坛' })
    const second = await meetingAt(401, 2, FUTURE, { title: '乙论坛' })
    const third = await meetingAt(401.5, 1)
    await sign(token, { meetingId: first })
    await sign(token, { meetingId: second })
    const zh = await sign(token, { meetingId: third })
    assert.equal(zh.status, 409)
    assert.deepEqual(
      zh.body.data?.conflicts.map((c) => [c.id, c.title]),
      [
        [first, '甲论坛'],
        [second, '乙论坛'],
      ],
    )
    const en = await sign(token, { meetingId: third }, 'en')
    assert.deepEqual(
      en.body.data?.conflicts.map((c) => c.title),
      ['甲论坛 (en)', '乙论坛 (en)'],
    )
  })

  it('counts meetings at one instant: A 14:00-15:30 and C 15:45-17:00 leave room for B 14:30-16:00', async () => {
    const { id, token } = await newUser()
    const a = await meetingAt(1200, 1.5)
    const c = await meetingAt(1201.75, 1.25)
    const b = await meetingAt(1200.5, 1.5)
    assert.equal((await sign(token, { meetingId: a })).status, 200)
    assert.equal((await sign(token, { meetingId: c })).status, 200)
    const answer = await sign(token, { meetingId: b })
    assert.equal(answer.status, 200, answer.body.msg)
    assert.deepEqual(await Promise.all([a, b, c].map((meetingId) => signUpsOf(id, meetingId))), [1, 1, 1])
    // Two run at once 14:30-15:30 and 15:45-16:00 now: 15:30-16:00 is refused, naming B and C.
    const across = await meetingAt(1201.5, 0.5)
    const refused = await sign(token, { meetingId: across })
    assert.equal(refused.status, 409)
    assert.deepEqual(
      refused.body.data?.conflicts.map((m) => m.id),
      [b, c],
    )
    const between = await meetingAt(1201.5, 0.25)
    assert.equal((await sign(token, { meetingId: between })).status, 200, 'only B runs 15:30-15:45')
    // A batch of the three, earliest first, signs up for all of them too.
    const other = await newUser()
    const results = await batch(other.token, { meetingIds: [c, b, a] })
    assert.deepEqual(
      results.body.data.map((r) => [r.meetingId, r.outcome]),
      [
        [a, 'signedUp'],
        [b, 'signedUp'],
        [c, 'signedUp'],
      ],
    )
  })

  it('refuses three meetings at one instant, naming only the ones running where the limit is passed', async () => {
    const { id, token } = await newUser()
    const early = await meetingAt(1300, 1, FUTURE, { title: '早场' })
    const long = await meetingAt(1300, 4, FUTURE, { title: '长会' })
    const late = await meetingAt(1302.5, 1, FUTURE, { title: '晚场' })
    const wanted = await meetingAt(1302, 2)
    for (const meetingId of [early, long, late]) assert.equal((await sign(token, { meetingId })).status, 200)
    const zh = await sign(token, { meetingId: wanted })
    assert.equal(zh.status, 409)
    assert.equal(zh.body.msg, '报名失败，该时间段已报名其他会议（请取消或选择其他会议）')
    // The early session ended before the wanted one starts; the long one and the late one run with it 2:30-3:30.
    assert.deepEqual(
      zh.body.data?.conflicts.map((c) => [c.id, c.title]),
      [
        [long, '长会'],
        [late, '晚场'],
      ],
    )
    const en = await sign(token, { meetingId: wanted }, 'en')
    assert.equal(en.status, 409)
    assert.deepEqual(
      en.body.data?.conflicts.map((c) => c.title),
      ['长会 (en)', '晚场 (en)'],
    )
    assert.equal(await signUpsOf(id, wanted), 0)
  })

  it('lets meetings meet end to start: back to back is never at once', async () => {
    const { id, token } = await newUser()
    const first = await meetingAt(1400, 1)
    const second = await meetingAt(1400, 1)
    const next = await meetingAt(1401, 1)
    const after = await meetingAt(1401, 1)
    const before = await meetingAt(1399, 1)
    for (const meetingId of [first, second, next, after, before]) {
      const answer = await sign(token, { meetingId })
      assert.equal(answer.status, 200, answer.body.msg)
    }
    assert.deepEqual(
      await Promise.all([first, second, next, after, before].map((meetingId) => signUpsOf(id, meetingId))),
      [1, 1, 1, 1, 1],
    )
    const third = await meetingAt(1400.5, 1)
    const refused = await sign(token, { meetingId: third })
    assert.equal(refused.status, 409)
    assert.deepEqual(
      refused.body.data?.conflicts.map((c) => c.id),
      [first, second, next, after],
    )
  })

  it('keeps at most two of 20 concurrent sign-ups for overlapping meetings', async () => {
    const { id, token } = await newUser()
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => meetingAt(500 + i * 0.05, 2)))
    const answers = await Promise.all(ids.map((meetingId) => sign(token, { meetingId })))
    assert.equal(answers.filter((a) => a.status === 200).length, 2)
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.status === 409))
    const kept = await Promise.all(ids.map((meetingId) => signUpsOf(id, meetingId)))
    assert.equal(
      kept.reduce((a, b) => a + b, 0),
      2,
    )
  })

  it('gives the last seats to as many people as there are, however many ask at once', async () => {
    const meetingId = await meetingAt(600, 1, FUTURE, { capacity: 3 })
    const people = await Promise.all(Array.from({ length: 10 }, () => newUser()))
    const answers = await Promise.all(people.map(({ token }) => sign(token, { meetingId })))
    assert.equal(answers.filter((a) => a.status === 200).length, 3)
    const refused = answers.filter((a) => a.status !== 200)
    assert.ok(refused.every((a) => a.status === 409 && a.body.msg === '该会议名额已满'))
    assert.equal(await t.db.$count(meetingSignUps, eq(meetingSignUps.meetingId, meetingId)), 3)
  })

  it('lets only holders of the invitation code into an invited-only meeting', async () => {
    const { token } = await newUser()
    const meetingId = await meetingAt(700, 1, FUTURE, { invitationCode: 'CIFIT2026' })
    const without = await sign(token, { meetingId })
    assert.equal(without.status, 403)
    assert.equal(without.body.msg, '该会议仅限受邀嘉宾报名，请输入正确的邀请码')
    assert.equal((await sign(token, { meetingId, invitationCode: 'WRONG' }, 'en')).status, 403)
    assert.equal((await sign(token, { meetingId, invitationCode: ' CIFIT2026 ' })).status, 200)
  })

  it('cancels a sign-up until the meeting starts, which frees the slot for another', async () => {
    const { id, token } = await newUser()
    const first = await meetingAt(800, 2)
    const second = await meetingAt(800.5, 2)
    const third = await meetingAt(801, 1)
    await sign(token, { meetingId: first })
    await sign(token, { meetingId: second })
    assert.equal((await sign(token, { meetingId: third })).status, 409)
    assert.equal((await cancel(token, first)).status, 200)
    assert.equal(await signUpsOf(id, first), 0)
    assert.equal((await sign(token, { meetingId: third })).status, 200)
    const again = await cancel(token, first, 'en')
    assert.equal(again.status, 404)
    assert.equal(again.body.msg, 'You have not signed up for this meeting')
  })

  it('swaps a sign-up in the way for the new meeting in one step, and keeps it when the new one is refused', async () => {
    const { id, token } = await newUser()
    const first = await meetingAt(1100, 2)
    const second = await meetingAt(1100.5, 2)
    const wanted = await meetingAt(1101, 1)
    const fullOne = await meetingAt(1101, 1, FUTURE, { capacity: 1 })
    await sign(token, { meetingId: first })
    await sign(token, { meetingId: second })
    const other = await newUser()
    await sign(other.token, { meetingId: fullOne })

    const refused = await sign(token, { meetingId: fullOne, replacing: first })
    assert.equal(refused.status, 409)
    assert.equal(refused.body.msg, '该会议名额已满')
    assert.equal(await signUpsOf(id, first), 1, 'the sign-up given up comes back with the refusal')

    assert.equal((await sign(token, { meetingId: wanted, replacing: first })).status, 200)
    assert.deepEqual(await Promise.all([first, second, wanted].map((meetingId) => signUpsOf(id, meetingId))), [0, 1, 1])
    const notMine = await sign(token, { meetingId: fullOne, replacing: first })
    assert.equal(notMine.status, 404)
    assert.equal(notMine.body.msg, '您未报名该会议')
  })

  it('refuses to cancel once the meeting has started, and a finished meeting allows nothing', async () => {
    const { id, token } = await newUser()
    const started = await meetingAt(-1, 3, Date.now())
    const finished = await meetingAt(-5, 1, Date.now())
    await t.db.insert(meetingSignUps).values([
      { userId: id, meetingId: started },
      { userId: id, meetingId: finished },
    ])
    const zh = await cancel(token, started)
    assert.equal(zh.status, 400)
    assert.equal(zh.body.msg, '会议已开始，无法取消报名')
    assert.equal((await cancel(token, finished)).status, 400)
    assert.equal((await sign(token, { meetingId: finished })).status, 409)
    assert.equal(await signUpsOf(id, started), 1)
  })
})

describe('POST /user-central/meetingSignUp/batch', () => {
  it('shows what would happen without keeping anything, then does it, per meeting', async () => {
    const { id, token } = await newUser()
    // Day one: three overlapping meetings; day two: one more; and one that has started, and one unknown.
    const a = await meetingAt(900, 2, FUTURE, { title: '甲' })
    const b = await meetingAt(900.5, 2, FUTURE, { title: '乙' })
    const c = await meetingAt(901, 1)
    const nextDay = await meetingAt(924, 1)
    const started = await meetingAt(-1, 3, Date.now())
    const body = { meetingIds: [nextDay, c, 999_999, b, started, a] }

    const preview = await batch(token, { ...body, dryRun: true })
    assert.equal(preview.status, 200)
    const outcomes = (answer: typeof preview) =>
      Object.fromEntries(answer.body.data.map((r) => [r.meetingId, r.outcome]))
    const expected = {
      [a]: 'signedUp',
      [b]: 'signedUp',
      [c]: 'slotFull',
      [nextDay]: 'signedUp',
      [started]: 'closed',
      999999: 'notFound',
    }
    assert.deepEqual(outcomes(preview), expected)
    assert.equal(await t.db.$count(meetingSignUps, eq(meetingSignUps.userId, id)), 0)

    const done = await batch(token, body, 'en')
    assert.deepEqual(outcomes(done), expected)
    const third = done.body.data.find((r) => r.meetingId === c)
    assert.deepEqual(
      third?.conflicts.map((m) => m.title),
      ['甲 (en)', '乙 (en)'],
    )
    assert.equal(third?.msg.startsWith('Registration failed'), true)
    assert.equal(done.body.data.find((r) => r.meetingId === a)?.msg, 'Signed up')
    assert.equal(await t.db.$count(meetingSignUps, eq(meetingSignUps.userId, id)), 3)
  })

  it('answers 400 to an empty, repeated or oversized list', async () => {
    const { token } = await newUser()
    for (const meetingIds of [[], [1, 1], Array.from({ length: 21 }, (_, i) => i + 1), ['x']]) {
      const answer = await batch(token, { meetingIds })
      assert.equal(answer.status, 400, JSON.stringify(meetingIds))
    }
  })
})

describe('GET /user-central/meetingSignUp/mine', () => {
  it("lists the user's own sign-ups, earliest first, with the clock's status", async () => {
    const { id, token } = await newUser()
    const later = await meetingAt(1000, 1, FUTURE, { title: '后' })
    const now = Date.now()
    const ongoing = await meetingAt(-1, 3, now, { title: '中' })
    const finished = await meetingAt(-5, 1, now, { title: '前' })
    await t.db.insert(meetingSignUps).values([
      { userId: id, meetingId: ongoing },
      { userId: id, meetingId: finished },
    ])
    await sign(token, { meetingId: later })
    const other = await newUser()
    await sign(other.token, { meetingId: later })

    const answer = await mine(token)
    assert.deepEqual(
      answer.body.data.map((m) => [m.meetingId, m.title, m.status]),
      [
        [finished, '前', 'finished'],
        [ongoing, '中', 'ongoing'],
        [later, '后', 'notStarted'],
      ],
    )
    assert.equal((await mine(token, 'en')).body.data[2].title, '后 (en)')
    assert.equal((await mine(undefined)).body.code, 30000)
  })
})
