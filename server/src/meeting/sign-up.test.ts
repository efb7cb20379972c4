import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { meetingSignUps, meetings } from './schema'
import { call, freshUser, withTestApp } from '../platform/test-app'
const t = withTestApp()

const newUser = () => freshUser(t.db)

const HOUR = 3_600_000
const FUTURE = Date.parse('2099-09-08T01:00:00Z')

/** A meeting of the test's own, starting `startOffset` hours after FUTURE and lasting `hours`. */
async function meetingAt(startOffset: number, hours = 1, base = FUTURE): Promise<number> {
  const text = { zh: '测试会议', en: 'Test meeting' }
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
    })
    .returning({ id: meetings.id })
  return row.id
}

const sign = (token: string | undefined, body: object, lang?: 'zh' | 'en') =>
  call<null>(t.app, 'POST', '/user-central/meetingSignUp/sign', { token, body, lang })
const status = (token: string | undefined, meetingId: number | string) =>
  call<{ signedUp: boolean }>(t.app, 'GET', `/user-central/meetingSignUp/status?meetingId=${meetingId}`, { token })
const signUpsOf = (userId: number, meetingId: number) =>
  t.db.$count(meetingSignUps, and(eq(meetingSignUps.userId, userId), eq(meetingSignUps.meetingId, meetingId)))

describe('POST /user-central/meetingSignUp/sign', () => {
  it('signs the user up for a meeting that has not started, and the status shows it', async () => {
    const { id, token } = await newUser()
    const meetingId = await meetingAt(0)
    assert.deepEqual((await status(token, meetingId)).body.data, { signedUp: false })
    const answer = await sign(token, { meetingId })
    assert.equal(answer.status, 200)
    assert.equal(answer.body.code, 200)
    assert.deepEqual((await status(token, meetingId)).body.data, { signedUp: true })
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
