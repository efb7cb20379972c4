import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { collectibleDesigns, collectibleDraws, collectibleTasks, collectibleTimers, ownedCollectibles } from './schema'
import { GIVER, HOME_TASK, LIVE_TASK } from './seed'
import { drawCollectible, getTaskInfo, NftType } from './service'
import type { DrawResult, OwnedCollectible, TaskInfo } from '../../../src/contract/collectible'
import type { BaseConfig } from '../../../src/contract/fair'
import { realNameSubmissions } from '../account/real-name.schema'
import { DAY_MS, fairDate } from '../platform/fair-clock'
import { call, demoToken, freshUser, withTestApp } from '../test-app'

/** The demo user's token, taken first so their seeded editions are numbered before any test draw. */
let demo: string
const t = withTestApp({}, async ({ db }) => {
  demo = await demoToken(db)
})

/** A fresh user; `verified` adds an approved real-name submission (an adult unless a later adultFrom is given). */
async function newUser(verified?: { adultFrom: string }) {
  const user = await freshUser(t.db, { realNameStatus: verified ? 2 : 0 })
  if (verified) {
    await t.db
      .insert(realNameSubmissions)
      .values({ userId: user.id, method: 'idCard', realName: '测试', material: '', status: 2, ...verified })
  }
  return user
}
const adult = { adultFrom: '2008-05-01' }
// Turns 18 five years from today, whatever today is.
const minor = { adultFrom: fairDate(new Date(Date.now() + 5 * 365 * DAY_MS)) }

const post = <T>(path: string, body: object, lang?: 'en') =>
  call<T>(t.app, 'POST', `/collectible/${path}`, { body, lang })
const taskInfo = (token: string, taskId: string, lang?: 'en') =>
  post<TaskInfo>('getUserTaskInfo', { token, taskId }, lang)
const drawPassive = (token: string, taskId: string, lang?: 'en') =>
  post<DrawResult>('drawPassiveTaskNft', { token, taskId }, lang)
const drawActive = (token: string, taskId: string, lang?: 'en') =>
  post<DrawResult>('drawInitiativeTaskNft', { token, taskId }, lang)
const mine = (token: string, lang?: 'en') => post<OwnedCollectible[]>('myCollectibles', { token }, lang)
const gift = (token: string, collectibleId: number, receiverPhone: string, lang?: 'en') =>
  post<null>('giftCollectible', { token, collectibleId, receiverPhone }, lang)

/** Moves the user's running timer back, as if the countdown began `seconds` ago. */
const rewindTimer = (userId: number, taskId: string, seconds: number) =>
  t.db
    .update(collectibleTimers)
    .set({ startedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(collectibleTimers.userId, userId), eq(collectibleTimers.taskId, taskId)))
const drawsOf = (userId: number, taskId: string) =>
  t.db.$count(collectibleDraws, and(eq(collectibleDraws.userId, userId), eq(collectibleDraws.taskId, taskId)))

/** A task made for one test, with one design of `supply` editions. */
async function testTask(id: string, over: Partial<typeof collectibleTasks.$inferInsert> & { supply: number }) {
  const { supply, ...task } = over
  await t.db.insert(collectibleTasks).values({
    id,
    placement: 'test',
    nftType: NftType.passive,
    taskDuration: 10,
    timesPerUser: 1,
    winRate: 1000,
    ...task,
  })
  const [design] = await t.db
    .insert(collectibleDesigns)
    .values({ taskId: id, nameZh: '测试藏品', nameEn: 'Test piece', img: '/static/img/collectible-9.svg', supply })
    .returning()
  return design
}

describe('token and body checks', () => {
  it('answers 401 without a token or with an unknown one, in the request language', async () => {
    const missing = await post('getUserTaskInfo', { taskId: HOME_TASK })
    assert.equal(missing.status, 401)
    assert.deepEqual(missing.body, { code: 30000, msg: '请先登录', data: null })
    const unknown = await post('myCollectibles', { token: 'f'.repeat(64) }, 'en')
    assert.equal(unknown.status, 401)
    assert.equal(unknown.body.code, 401)
    assert.equal(unknown.body.msg, 'Your session has expired, please log in again')
    assert.equal((await post('drawPassiveTaskNft', { token: '', taskId: HOME_TASK })).status, 401)
  })

  it('answers 400 for a body without a task id, a bad phone or a bad collectible id', async () => {
    const { token } = await newUser(adult)
    for (const [path, body] of [
      ['getUserTaskInfo', { token }],
      ['drawInitiativeTaskNft', { token, taskId: '' }],
      ['giftCollectible', { token, collectibleId: 1, receiverPhone: '12345' }],
      ['giftCollectible', { token, collectibleId: 'x', receiverPhone: GIVER.phone }],
    ] as const) {
      const res = await post(path, body)
      assert.equal(res.status, 400, path)
      assert.equal(res.body.code, 400)
      assert.ok(res.body.msg)
    }
  })

  it('answers 404 for an unknown or inactive task', async () => {
    const { token } = await newUser(adult)
    const res = await taskInfo(token, 'no-such-task', 'en')
    assert.equal(res.status, 404)
    assert.equal(res.body.msg, 'This collectible task does not exist or has ended')
    await testTask('inactive-task', { supply: 1, active: false })
    assert.equal((await drawPassive(token, 'inactive-task')).body.msg, '该藏品任务不存在或已结束')
  })
})

describe('baseConfig', () => {
  it('names the active task of each placement', async () => {
    const res = await call<BaseConfig>(t.app, 'GET', '/common-client/home/baseConfig')
    assert.deepEqual(res.body.data.collectibleTasks, { home: HOME_TASK, live: LIVE_TASK })
  })
})

describe('getUserTaskInfo', () => {
  it('answers the seeded tasks and starts the timer once', async () => {
    const { id, token } = await newUser(adult)
    const home = await taskInfo(token, HOME_TASK)
    assert.deepEqual(home.body, {
      code: 200,
      msg: 'success',
      data: { remainingTimes: 3, taskDuration: 10, nftType: 2 },
    })
    const [timer] = await t.db.select().from(collectibleTimers).where(eq(collectibleTimers.userId, id))
    assert.ok(timer)
    await taskInfo(token, HOME_TASK)
    const [same] = await t.db.select().from(collectibleTimers).where(eq(collectibleTimers.userId, id))
    assert.equal(same.startedAt.getTime(), timer.startedAt.getTime())
    assert.deepEqual((await taskInfo(token, LIVE_TASK)).body.data, { remainingTimes: 1, taskDuration: 60, nftType: 1 })
  })
})

describe('draws', () => {
  it("are for real-name verified adults only: others see no draws left and a draw answers the seed's 403", async () => {
    for (const user of [await newUser(), await newUser(minor)]) {
      assert.equal((await taskInfo(user.token, HOME_TASK)).body.data.remainingTimes, 0)
      await t.db.insert(collectibleTimers).values({ userId: user.id, taskId: HOME_TASK, startedAt: new Date(0) })
      const refused = await drawPassive(user.token, HOME_TASK, 'en')
      assert.equal(refused.status, 403)
      assert.equal(refused.body.msg, 'Real-name verification is needed to receive digital collectibles (adults only)')
      assert.equal(
        (await drawPassive(user.token, HOME_TASK)).body.msg,
        '需要完成实名认证才能领取数字藏品（仅限成年人）',
      )
      assert.equal(await drawsOf(user.id, HOME_TASK), 0)
    }
  })

  it('refuses a draw with no timer or before the countdown ends, in both languages', async () => {
    const { id, token } = await newUser(adult)
    const noTimer = await drawPassive(token, HOME_TASK)
    assert.equal(noTimer.status, 400)
    assert.equal(noTimer.body.msg, '请先完成任务倒计时')
    assert.equal((await drawPassive(token, HOME_TASK, 'en')).body.msg, 'Please start the task countdown first')
    await taskInfo(token, HOME_TASK)
    const early = await drawPassive(token, HOME_TASK)
    assert.deepEqual([early.status, early.body.msg], [400, '倒计时尚未结束，请稍后再试'])
    assert.equal((await drawPassive(token, HOME_TASK, 'en')).body.msg, 'The countdown has not finished yet')
    assert.equal(await drawsOf(id, HOME_TASK), 0)
  })

  it('measures the countdown by the server clock, allowing a draw 1 s early at most', async () => {
    const collector = { ...(await newUser(adult)), realNameStatus: 2 }
    const { id } = collector
    const start = new Date('2026-09-08T02:00:00Z')
    await getTaskInfo(t.db, collector, HOME_TASK, { now: start })
    await assert.rejects(
      drawCollectible(t.db, collector, HOME_TASK, NftType.passive, 'zh', { now: new Date(start.getTime() + 8_999) }),
      {
        httpStatus: 400,
        messageKey: 'collectible.tooEarly',
      },
    )
    assert.equal(await drawsOf(id, HOME_TASK), 0)
    const result = await drawCollectible(t.db, collector, HOME_TASK, NftType.passive, 'zh', {
      now: new Date(start.getTime() + 9_000),
    })
    assert.equal(typeof result.isWin, 'boolean')
    assert.equal(await drawsOf(id, HOME_TASK), 1)
  })

  it('draws over HTTP once the countdown ran, ends the timer, and counts down the remaining times', async () => {
    const { id, token } = await newUser(adult)
    await taskInfo(token, HOME_TASK)
    await rewindTimer(id, HOME_TASK, 11)
    const drawn = await drawPassive(token, HOME_TASK, 'en')
    assert.equal(drawn.status, 200)
    const { isWin, nftName, img } = drawn.body.data
    if (isWin) {
      assert.ok(['Egret Island Golden Key', 'Twin Towers by Night'].includes(nftName))
      assert.match(img, /^\/static\/img\/collectible-\d\.svg$/)
    } else {
      assert.deepEqual({ nftName, img }, { nftName: '', img: '' })
    }
    assert.equal((await drawPassive(token, HOME_TASK)).body.msg, '请先完成任务倒计时')
    assert.equal((await taskInfo(token, HOME_TASK)).body.data.remainingTimes, 2)
  })

  it('refuses the wrong kind of draw with a 400', async () => {
    const { id, token } = await newUser(adult)
    await taskInfo(token, LIVE_TASK)
    await taskInfo(token, HOME_TASK)
    await rewindTimer(id, LIVE_TASK, 61)
    await rewindTimer(id, HOME_TASK, 11)
    const passiveOnActive = await drawPassive(token, LIVE_TASK, 'en')
    assert.equal(passiveOnActive.status, 400)
    assert.equal(passiveOnActive.body.msg, 'This task does not use this kind of draw')
    assert.equal((await drawActive(token, HOME_TASK)).body.msg, '该任务不支持此抽取方式')
    assert.equal((await drawActive(token, LIVE_TASK)).status, 200)
    assert.equal(await drawsOf(id, LIVE_TASK), 1)
  })

  it('gives a win with the prize name in the request language at win rate 1000‰ and nothing at 0‰', async () => {
    const design = await testTask('always-wins', { supply: 10 })
    await testTask('never-wins', { supply: 10, winRate: 0 })
    const { id, token } = await newUser(adult)
    for (const taskId of ['always-wins', 'never-wins']) {
      await taskInfo(token, taskId)
      await rewindTimer(id, taskId, 10)
    }
    assert.deepEqual((await drawPassive(token, 'always-wins', 'en')).body.data, {
      isWin: true,
      nftName: 'Test piece',
      img: design.img,
    })
    assert.deepEqual((await drawPassive(token, 'never-wins')).body.data, { isWin: false, nftName: '', img: '' })
    const owned = (await mine(token)).body.data
    assert.deepEqual(
      owned.map((o) => [o.nftName, o.serialNo, o.received]),
      [['测试藏品', '01/10', false]],
    )
  })

  it('answers 409 when no draws are left, in both languages', async () => {
    const { id, token } = await newUser(adult)
    await taskInfo(token, LIVE_TASK)
    await rewindTimer(id, LIVE_TASK, 60)
    assert.equal((await drawActive(token, LIVE_TASK)).status, 200)
    assert.deepEqual((await taskInfo(token, LIVE_TASK)).body.data.remainingTimes, 0)
    const none = await drawActive(token, LIVE_TASK)
    assert.equal(none.status, 409)
    assert.deepEqual(none.body, { code: 409, msg: '您的抽取次数已用完', data: null })
    assert.equal((await drawActive(token, LIVE_TASK, 'en')).body.msg, 'You have no draws left for this task')
  })

  it('makes exactly one draw per timer and per remaining time when 50 draws arrive at once', async () => {
    const { id, token } = await newUser(adult)
    for (let round = 1; round <= 3; round += 1) {
      await taskInfo(token, HOME_TASK)
      await rewindTimer(id, HOME_TASK, 11)
      const answers = await Promise.all(Array.from({ length: 50 }, () => drawPassive(token, HOME_TASK)))
      assert.equal(answers.filter((a) => a.status === 200).length, 1, `round ${round}`)
      assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.status === 400 || a.status === 409))
      assert.equal(await drawsOf(id, HOME_TASK), round)
    }
    assert.equal((await taskInfo(token, HOME_TASK)).body.data.remainingTimes, 0)
    await t.db.insert(collectibleTimers).values({ userId: id, taskId: HOME_TASK, startedAt: new Date(0) })
    const late = await Promise.all(Array.from({ length: 50 }, () => drawPassive(token, HOME_TASK)))
    assert.ok(late.every((a) => a.status === 409))
    assert.equal(await drawsOf(id, HOME_TASK), 3)
  })

  it('never issues more than the supply when many users win at once', async () => {
    const design = await testTask('scarce', { supply: 5 })
    const drawers = await Promise.all(Array.from({ length: 20 }, () => newUser(adult)))
    for (const { id, token } of drawers) {
      await taskInfo(token, 'scarce')
      await rewindTimer(id, 'scarce', 10)
    }
    const answers = await Promise.all(drawers.map(({ token }) => drawPassive(token, 'scarce')))
    assert.ok(answers.every((a) => a.status === 200))
    assert.equal(answers.filter((a) => a.body.data.isWin).length, 5)
    const [row] = await t.db.select().from(collectibleDesigns).where(eq(collectibleDesigns.id, design.id))
    assert.equal(row.issued, 5)
    const serials = (await t.db.select().from(ownedCollectibles).where(eq(ownedCollectibles.designId, design.id))).map(
      (o) => o.serialNo,
    )
    assert.deepEqual(serials.sort(), [1, 2, 3, 4, 5])
  })
})

describe('myCollectibles', () => {
  it("lists the demo user's won and received collectibles, newest first, in both languages", async () => {
    const token = demo
    const zh = await mine(token)
    assert.equal(zh.status, 200)
    assert.deepEqual(
      zh.body.data.map((o) => [o.nftName, o.received, o.serialNo]),
      [
        ['丝路驼铃', true, '001/200'],
        ['鹭岛金钥匙', false, '001/200'],
      ],
    )
    assert.ok(zh.body.data[0].acquiredAt > zh.body.data[1].acquiredAt)
    const en = await mine(token, 'en')
    assert.deepEqual(
      en.body.data.map((o) => o.nftName),
      ['Silk Road Camel Bell', 'Egret Island Golden Key'],
    )
    assert.match(en.body.data[0].img, /^\/static\/img\/collectible-3\.svg$/)
    const image = await t.app.inject({ method: 'GET', url: en.body.data[0].img })
    assert.equal(image.statusCode, 200)
    assert.match(String(image.headers['content-type']), /svg/)
  })

  it("answers 403 with the seed's message for a user who is not verified or a minor", async () => {
    for (const user of [await newUser(), await newUser(minor)]) {
      const zh = await mine(user.token)
      assert.equal(zh.status, 403)
      assert.deepEqual(zh.body, { code: 403, msg: '需要完成实名认证才能查看数字藏品（仅限成年人）', data: null })
      assert.equal(
        (await mine(user.token, 'en')).body.msg,
        'Real-name verification is needed to view digital collectibles (adults only)',
      )
    }
  })

  it('answers an empty list for a verified adult with no collectibles', async () => {
    assert.deepEqual((await mine((await newUser(adult)).token)).body.data, [])
  })
})

describe('giftCollectible', () => {
  /** A verified adult holding one won edition of a fresh test design. */
  async function holder(taskId: string) {
    await testTask(taskId, { supply: 3 })
    const user = await newUser(adult)
    await taskInfo(user.token, taskId)
    await rewindTimer(user.id, taskId, 10)
    assert.equal((await drawPassive(user.token, taskId)).body.data.isWin, true)
    const [item] = (await mine(user.token)).body.data
    return { ...user, itemId: item.id }
  }

  it('moves the collectible to a verified adult receiver, marked received, and it cannot be given on', async () => {
    const giver = await holder('gift-ok')
    const receiver = await newUser(adult)
    const res = await gift(giver.token, giver.itemId, receiver.phone)
    assert.deepEqual(res.body, { code: 200, msg: 'success', data: null })
    assert.deepEqual((await mine(giver.token)).body.data, [])
    const [got] = (await mine(receiver.token)).body.data
    assert.equal(got.id, giver.itemId)
    assert.equal(got.received, true)
    const [row] = await t.db.select().from(ownedCollectibles).where(eq(ownedCollectibles.id, giver.itemId))
    assert.equal(row.giverId, giver.id)
    const onward = await gift(receiver.token, giver.itemId, giver.phone)
    assert.equal(onward.status, 409)
    assert.equal(onward.body.msg, '受赠的数字藏品不能再次转赠')
    assert.equal(
      (await gift(receiver.token, giver.itemId, giver.phone, 'en')).body.msg,
      'A collectible you received as a gift cannot be given on',
    )
  })

  it("refuses the demo user's received collectible and gives the won one to the seeded giver", async () => {
    const token = demo
    const [received, won] = (await mine(token)).body.data
    assert.equal((await gift(token, received.id, GIVER.phone)).status, 409)
    assert.equal((await gift(token, won.id, GIVER.phone)).status, 200)
  })

  it('refuses when the caller does not own it, or it does not exist', async () => {
    const owner = await holder('gift-not-yours')
    const other = await newUser(adult)
    const res = await gift(other.token, owner.itemId, owner.phone)
    assert.equal(res.status, 409)
    assert.equal(res.body.msg, '该数字藏品不属于您')
    assert.equal(
      (await gift(other.token, owner.itemId, owner.phone, 'en')).body.msg,
      'This digital collectible is not yours',
    )
    const missing = await gift(other.token, 999_999, owner.phone, 'en')
    assert.equal(missing.status, 404)
    assert.equal(missing.body.msg, 'This digital collectible does not exist')
  })

  it('refuses the caller themselves, and answers an unknown number exactly as a receiver who is not a verified adult', async () => {
    const owner = await holder('gift-receivers')
    const self = await gift(owner.token, owner.itemId, owner.phone, 'en')
    assert.deepEqual([self.status, self.body.msg], [400, 'You cannot give a collectible to yourself'])
    for (const phone of ['13599999999', (await newUser()).phone, (await newUser(minor)).phone]) {
      const zh = await gift(owner.token, owner.itemId, phone)
      assert.deepEqual([zh.status, zh.body.msg], [409, '受赠人需为已注册并完成实名认证的成年人'])
      assert.equal(
        (await gift(owner.token, owner.itemId, phone, 'en')).body.msg,
        'The receiver must be a registered, real-name verified adult',
      )
    }
    const [row] = await t.db.select().from(ownedCollectibles).where(eq(ownedCollectibles.id, owner.itemId))
    assert.deepEqual([row.ownerId, row.received], [owner.id, false])
  })

  it('refuses a caller who is not a verified adult with the 403 message', async () => {
    const res = await gift((await newUser()).token, 1, GIVER.phone, 'en')
    assert.equal(res.status, 403)
    assert.equal(res.body.msg, 'Real-name verification is needed to view digital collectibles (adults only)')
  })
})
