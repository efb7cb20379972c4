import { and, asc, desc, eq, gte, lte, sql, sum } from 'drizzle-orm'
import { needsEvidence, spendEvidence } from './evidence.service'
import { pointsLevels, pointsMemberBenefits } from './schema'
import { pointsRecords, pointsRules } from './schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import type {
  FinishedEvent,
  MemberConfig,
  PointsAddResult,
  PointsDetail,
  PointsInfo,
  PointsLevel,
  PointsRule,
} from '../../../src/contract/points'
import { PointsAction } from '../../../src/contract/points.codes'
import { users } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { fairDayStart } from '../platform/fair-clock'
import { localized, pick, type Lang } from '../platform/lang'
import { pageOf } from '../platform/page'
import { columnsOf } from '../platform/select'

/** Action types whose frequency counts once for ever; every other type counts per fair (UTC+8) day. */
const ONCE_EVER: ReadonlySet<number> = new Set([PointsAction.realName, PointsAction.meetingSignUp])

/** Start of the period a claim at `now` is counted in: the fair day, or the beginning of time for once-ever types. */
export function periodStart(actionType: number, now: Date): Date {
  return ONCE_EVER.has(actionType) ? new Date(0) : fairDayStart(now)
}

export async function listRules(db: Database, lang: Lang): Promise<PointsRule[]> {
  return db
    .select({
      ...columnsOf(pointsRules, 'actionType', 'status', 'frequency', 'point'),
      ...localized(lang, pointsRules, 'name'),
    })
    .from(pointsRules)
    .orderBy(asc(pointsRules.actionType))
}

/** Per rule, how many claims the user has in the current period (0 included, so the client sees every type). */
export async function listFinishedEvents(db: Database, userId: number, now: Date): Promise<FinishedEvent[]> {
  const rules = await db
    .select({ actionType: pointsRules.actionType })
    .from(pointsRules)
    .orderBy(asc(pointsRules.actionType))
  const day = fairDayStart(now)
  const rows = await db
    .select({ type: pointsRecords.actionType, createdAt: pointsRecords.createdAt })
    .from(pointsRecords)
    .where(and(eq(pointsRecords.userId, userId), lte(pointsRecords.createdAt, now)))
  return rules.map(({ actionType }) => {
    const from = ONCE_EVER.has(actionType) ? new Date(0) : day
    return { type: actionType, total: rows.filter((r) => r.type === actionType && r.createdAt >= from).length }
  })
}

async function balanceOf(db: Pick<Database, 'select'>, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsRecords.point).mapWith(Number) })
    .from(pointsRecords)
    .where(eq(pointsRecords.userId, userId))
  return row?.total ?? 0
}

export async function listLevels(db: Database, lang: Lang): Promise<PointsLevel[]> {
  return db
    .select({
      level: pointsLevels.level,
      ...localized(lang, pointsLevels, 'name'),
      minPoints: pointsLevels.minPoints,
    })
    .from(pointsLevels)
    .orderBy(asc(pointsLevels.level))
}

/** The balance is the sum of the ledger; the level is the highest one whose threshold it reaches (0 when none does). */
export async function getPointsInfo(db: Database, userId: number): Promise<PointsInfo> {
  const balance = await balanceOf(db, userId)
  const [reached] = await db
    .select({ level: pointsLevels.level })
    .from(pointsLevels)
    .where(lte(pointsLevels.minPoints, balance))
    .orderBy(desc(pointsLevels.minPoints))
    .limit(1)
  return { balance, level: reached?.level ?? 0 }
}

export async function getMemberConfig(db: Database, lang: Lang): Promise<MemberConfig> {
  const rows = await db
    .select({ text: pick(lang, pointsMemberBenefits.textZh, pointsMemberBenefits.textEn) })
    .from(pointsMemberBenefits)
    .orderBy(asc(pointsMemberBenefits.sort))
  return { benefits: rows.map((row) => row.text) }
}

/** The user's ledger, newest first; the reason is the rule's name in the request's language. */
export async function listDetails(db: Database, userId: number, lang: Lang, q: PageQuery): Promise<Page<PointsDetail>> {
  const mine = eq(pointsRecords.userId, userId)
  const rows = db
    .select({
      ...columnsOf(pointsRecords, 'id', 'actionType', 'point'),
      reason: sql<string>`coalesce(${pick(lang, pointsRules.nameZh, pointsRules.nameEn)}, '')`,
      createdAt: pointsRecords.createdAt,
    })
    .from(pointsRecords)
    .leftJoin(pointsRules, eq(pointsRules.actionType, pointsRecords.actionType))
    .where(mine)
    .orderBy(desc(pointsRecords.createdAt), desc(pointsRecords.id))
  return pageOf(q, rows, db.$count(pointsRecords, mine), ({ createdAt, ...row }) => ({
    ...row,
    createTime: createdAt.getTime(),
  }))
}

/** Whether the user holds at least one meeting sign-up: the meeting domain's answer, given by the composition. */
export type HasMeetingSignUp = (db: Pick<Database, '$count'>, userId: number) => Promise<boolean>

export interface ClaimOptions {
  /** How action 38 (a meeting sign-up) is checked; without it that action is refused. */
  hasMeetingSignUp?: HasMeetingSignUp
  /** The client's idempotency key: a repeated key answers the first claim's result and credits nothing more. */
  requestKey?: string
  /** The clock the period is measured by; tests move it. */
  now?: Date
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Credits one claim of `actionType`, atomically: claims of one user and action are serialised by an advisory
 * transaction lock, so concurrent claims never exceed the rule's frequency in the period.
 * 400 for an unknown or inactive rule, 403 when the action has not happened (assertEarned, or no record of it the
 * server saw: points-evidence.ts), 409 when the period's frequency is used up or the key was another action's.
 */
export async function claimPoints(
  db: Database,
  userId: number,
  actionType: number,
  lang: Lang,
  options: ClaimOptions = {},
): Promise<PointsAddResult> {
  const now = options.now ?? new Date()
  const { requestKey } = options
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`points:${userId}:${actionType}`}))`)
    const [rule] = await tx.select().from(pointsRules).where(eq(pointsRules.actionType, actionType))
    if (!rule || rule.status !== 0) throw new ApiError(400, 400, 'points.ruleUnavailable')
    const reason = pick(lang, rule.nameZh, rule.nameEn)
    if (requestKey) {
      const replay = await replayOf(tx, userId, requestKey, actionType, lang)
      if (replay) return replay
    }
    await assertEarned(tx, userId, actionType, options.hasMeetingSignUp)
    const done = await tx.$count(
      pointsRecords,
      and(
        eq(pointsRecords.userId, userId),
        eq(pointsRecords.actionType, actionType),
        gte(pointsRecords.createdAt, periodStart(actionType, now)),
      ),
    )
    if (done >= rule.frequency) throw new ApiError(409, 409, 'points.limitReached')
    if (needsEvidence(actionType)) await spendEvidence(tx, userId, actionType, now)
    const inserted = await tx
      .insert(pointsRecords)
      .values({ userId, actionType, point: rule.point, createdAt: now, requestKey: requestKey ?? null })
      .onConflictDoNothing({ target: [pointsRecords.userId, pointsRecords.requestKey] })
      .returning({ id: pointsRecords.id })
    // The same key used at once by a parallel claim: that one won; answer its result (or 409 for another action type).
    if (inserted.length === 0 && requestKey) return (await replayOf(tx, userId, requestKey, actionType, lang))!
    return { point: rule.point, reason, balance: await balanceOf(tx, userId) }
  })
}

/** Actions the server can verify itself: 37 needs a verified real name (status 2), 38 at least one meeting sign-up; 403 otherwise. */
async function assertEarned(
  tx: Tx,
  userId: number,
  actionType: number,
  hasMeetingSignUp?: HasMeetingSignUp,
): Promise<void> {
  if (actionType === PointsAction.realName) {
    const [user] = await tx.select({ realNameStatus: users.realNameStatus }).from(users).where(eq(users.id, userId))
    if (user?.realNameStatus !== 2) throw new ApiError(403, 403, 'points.realNameRequired')
  }
  if (actionType === PointsAction.meetingSignUp && !(await hasMeetingSignUp?.(tx, userId)))
    throw new ApiError(403, 403, 'points.signUpRequired')
}

/** The result of the user's earlier claim with this key, or null when there is none; 409 when it was for another action type. */
async function replayOf(
  tx: Tx,
  userId: number,
  requestKey: string,
  actionType: number,
  lang: Lang,
): Promise<PointsAddResult | null> {
  const [earlier] = await tx
    .select({
      ...columnsOf(pointsRecords, 'actionType', 'point'),
      reason: sql<string>`coalesce(${pick(lang, pointsRules.nameZh, pointsRules.nameEn)}, '')`,
    })
    .from(pointsRecords)
    .leftJoin(pointsRules, eq(pointsRules.actionType, pointsRecords.actionType))
    .where(and(eq(pointsRecords.userId, userId), eq(pointsRecords.requestKey, requestKey)))
  if (!earlier) return null
  if (earlier.actionType !== actionType) throw new ApiError(409, 409, 'points.keyReused')
  return { point: earlier.point, reason: earlier.reason, balance: await balanceOf(tx, userId) }
}
