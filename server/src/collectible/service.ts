import { randomInt } from 'node:crypto'
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import { collectibleDesigns, collectibleDraws, collectibleTasks, collectibleTimers, ownedCollectibles } from './schema'
import { RealNameStatus } from '../../../src/contract/account.codes'
import type { DrawResult, OwnedCollectible, TaskInfo } from '../../../src/contract/collectible'
import { realNameSubmissions } from '../account'
import { users } from '../account'
import { isAdultBy } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { pick, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

/** nftType codes: an automatic draw after the countdown, or a bag the user opens. */
export const NftType = { active: 1, passive: 2 } as const
export type NftTypeCode = (typeof NftType)[keyof typeof NftType]

/** A draw counts as on time this much before taskDuration has fully passed (request latency). */
const SLACK_MS = 1000

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Reader = Pick<Database, 'select'>

export interface ClockOptions {
  /** The clock the countdown is measured by; tests move it. */
  now?: Date
}

async function activeTask(db: Reader, taskId: string) {
  const [task] = await db.select().from(collectibleTasks).where(eq(collectibleTasks.id, taskId))
  if (!task?.active) throw new ApiError(404, 404, 'collectible.taskUnavailable')
  return task
}

const drawsMade = (db: Pick<Database, '$count'>, userId: number, taskId: string) =>
  db.$count(collectibleDraws, and(eq(collectibleDraws.userId, userId), eq(collectibleDraws.taskId, taskId)))

/** The active task of each placement ('' when a placement has none), for baseConfig. */
export async function placementTasks(db: Reader): Promise<{ home: string; live: string }> {
  const rows = await db
    .select({ id: collectibleTasks.id, placement: collectibleTasks.placement })
    .from(collectibleTasks)
    .where(eq(collectibleTasks.active, true))
    .orderBy(collectibleTasks.id)
  const of = (placement: string) => rows.find((row) => row.placement === placement)?.id ?? ''
  return { home: of('home'), live: of('live') }
}

/** A user as the collectible rules see them: draws are for real-name verified adults only. */
type Collector = { id: number; realNameStatus: number }

/**
 * Remaining draws and the countdown; starts the user's timer when none is running and a draw is left. Someone who
 * is not a verified adult has none, so the client shows no bag or draw (seed 000: only with remaining times).
 */
export async function getTaskInfo(
  db: Database,
  user: Collector,
  taskId: string,
  { now = new Date() }: ClockOptions = {},
): Promise<TaskInfo> {
  const userId = user.id
  const task = await activeTask(db, taskId)
  const drawsLeft = Math.max(0, task.timesPerUser - (await drawsMade(db, userId, taskId)))
  const remainingTimes = (await isVerifiedAdult(db, user, now)) ? drawsLeft : 0
  if (remainingTimes > 0) {
    await db.insert(collectibleTimers).values({ userId, taskId, startedAt: now }).onConflictDoNothing()
  }
  return { remainingTimes, taskDuration: task.taskDuration, nftType: task.nftType }
}

/**
 * One draw of `taskId` decided on the server: serialised per user and task by an advisory transaction lock, so
 * concurrent draws never exceed the remaining times; refused without a timer that ran for taskDuration; the win
 * comes from crypto.randomInt and the prize from a conditional stock update, so no design is ever oversold.
 */
export async function drawCollectible(
  db: Database,
  user: Collector,
  taskId: string,
  kind: NftTypeCode,
  lang: Lang,
  { now = new Date() }: ClockOptions = {},
): Promise<DrawResult> {
  const userId = user.id
  // A throw-away account cannot drain the finite inventory: only verified adults, one ID number per account.
  if (!(await isVerifiedAdult(db, user, now))) throw new ApiError(403, 403, 'collectible.drawAdultsOnly')
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`collectible:${userId}:${taskId}`}))`)
    const task = await activeTask(tx, taskId)
    if (task.nftType !== kind) throw new ApiError(400, 400, 'collectible.wrongDraw')
    if ((await drawsMade(tx, userId, taskId)) >= task.timesPerUser)
      throw new ApiError(409, 409, 'collectible.noTimesLeft')
    const mine = and(eq(collectibleTimers.userId, userId), eq(collectibleTimers.taskId, taskId))
    const [timer] = await tx.select().from(collectibleTimers).where(mine)
    if (!timer) throw new ApiError(400, 400, 'collectible.notStarted')
    if (now.getTime() - timer.startedAt.getTime() < task.taskDuration * 1000 - SLACK_MS)
      throw new ApiError(400, 400, 'collectible.tooEarly')
    await tx.delete(collectibleTimers).where(mine)
    const prize = randomInt(1000) < task.winRate ? await issueOne(tx, taskId, userId, now) : null
    await tx.insert(collectibleDraws).values({ userId, taskId, designId: prize?.id ?? null, drawnAt: now })
    return prize
      ? { isWin: true, nftName: pick(lang, prize.nameZh, prize.nameEn), img: prize.img }
      : { isWin: false, nftName: '', img: '' }
  })
}

/** Takes one edition of a design of the task that still has stock (designs tried in random order); null when all are gone. */
async function issueOne(tx: Tx, taskId: string, ownerId: number, now: Date) {
  const candidates = await tx
    .select({ id: collectibleDesigns.id })
    .from(collectibleDesigns)
    .where(and(eq(collectibleDesigns.taskId, taskId), lt(collectibleDesigns.issued, collectibleDesigns.supply)))
  while (candidates.length > 0) {
    const [{ id }] = candidates.splice(randomInt(candidates.length), 1)
    const [taken] = await tx
      .update(collectibleDesigns)
      .set({ issued: sql`${collectibleDesigns.issued} + 1` })
      .where(and(eq(collectibleDesigns.id, id), lt(collectibleDesigns.issued, collectibleDesigns.supply)))
      .returning()
    if (taken) {
      await tx
        .insert(ownedCollectibles)
        .values({ designId: taken.id, serialNo: taken.issued, ownerId, acquiredAt: now })
      return taken
    }
  }
  return null
}

/** Whether the user passed real-name verification and is an adult on today's fair day. */
export async function isVerifiedAdult(
  db: Reader,
  user: { id: number; realNameStatus: number },
  now = new Date(),
): Promise<boolean> {
  if (user.realNameStatus !== RealNameStatus.verified) return false
  const [row] = await db
    .select({ adultFrom: realNameSubmissions.adultFrom, status: realNameSubmissions.status })
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.userId, user.id))
  return !!row && row.status === RealNameStatus.verified && isAdultBy(row.adultFrom, now)
}

const edition = (serialNo: number, supply: number) =>
  `${String(serialNo).padStart(String(supply).length, '0')}/${supply}`

/** The user's collection, newest first; 403 unless the user is a real-name verified adult. */
export async function listOwned(
  db: Database,
  user: { id: number; realNameStatus: number },
  lang: Lang,
): Promise<OwnedCollectible[]> {
  if (!(await isVerifiedAdult(db, user))) throw new ApiError(403, 403, 'collectible.adultsOnly')
  const rows = await db
    .select({
      id: ownedCollectibles.id,
      nftName: pick(lang, collectibleDesigns.nameZh, collectibleDesigns.nameEn),
      img: collectibleDesigns.img,
      serialNo: ownedCollectibles.serialNo,
      supply: collectibleDesigns.supply,
      ...columnsOf(ownedCollectibles, 'acquiredAt', 'received'),
    })
    .from(ownedCollectibles)
    .innerJoin(collectibleDesigns, eq(collectibleDesigns.id, ownedCollectibles.designId))
    .where(eq(ownedCollectibles.ownerId, user.id))
    .orderBy(desc(ownedCollectibles.acquiredAt), desc(ownedCollectibles.id))
  return rows.map(({ serialNo, supply, acquiredAt, ...row }) => ({
    ...row,
    serialNo: edition(serialNo, supply),
    acquiredAt: acquiredAt.getTime(),
  }))
}

/**
 * Gives one of the caller's collectibles to the verified adult bound to `receiverPhone`, in one transaction: the
 * row is locked, so it moves once; a received collectible is never given on (one-level gifting, no trade).
 */
export async function giftCollectible(
  db: Database,
  giver: { id: number; realNameStatus: number },
  collectibleId: number,
  receiverPhone: string,
  { now = new Date() }: ClockOptions = {},
): Promise<void> {
  if (!(await isVerifiedAdult(db, giver, now))) throw new ApiError(403, 403, 'collectible.adultsOnly')
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(ownedCollectibles)
      .where(eq(ownedCollectibles.id, collectibleId))
      .for('update')
    if (!item) throw new ApiError(404, 404, 'collectible.notFound')
    if (item.ownerId !== giver.id) throw new ApiError(409, 409, 'collectible.notYours')
    if (item.received) throw new ApiError(409, 409, 'collectible.receivedNoGift')
    const [receiver] = await tx
      .select({ id: users.id, realNameStatus: users.realNameStatus })
      .from(users)
      .where(eq(users.phone, receiverPhone))
    if (receiver?.id === giver.id) throw new ApiError(400, 400, 'collectible.giftToSelf')
    // One answer for an unknown number and an unverified receiver, so gifting cannot probe who has an account.
    if (!receiver || !(await isVerifiedAdult(tx, receiver, now)))
      throw new ApiError(409, 409, 'collectible.giftReceiverNotVerified')
    await tx
      .update(ownedCollectibles)
      .set({ ownerId: receiver.id, received: true, giverId: giver.id, acquiredAt: now })
      .where(eq(ownedCollectibles.id, item.id))
  })
}
