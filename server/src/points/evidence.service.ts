import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import { pointsEvidence } from './schema'
import { PointsAction } from '../../../src/contract/points.codes'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { fairDate } from '../platform/fair-clock'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Actions credited only against what the server saw, with the seconds that must pass on the server's clock between
 * the action and the claim: the client's countdown (3 s of reading, 30 s of watching), less a second for the trip.
 */
const SECONDS_BEFORE_CLAIM: ReadonlyMap<number, number> = new Map([
  [PointsAction.browseNews, 2],
  [PointsAction.browseProject, 2],
  [PointsAction.browseCloudSpace, 2],
  [PointsAction.dailyShare, 0],
  [PointsAction.watchMeeting, 29],
])

/** A heartbeat counts at most this much playback, so stopped beats are not paid for (the client beats every 10 s). */
export const MAX_BEAT_SECONDS = 15

export const needsEvidence = (actionType: number) => SECONDS_BEFORE_CLAIM.has(actionType)

/** Records that the user did the action on `subject` ('news:12', 'cloud', 'share:/newsDetails'...); once per fair day. */
export async function recordAction(
  db: Database,
  userId: number,
  actionType: number,
  subject: string,
  now = new Date(),
): Promise<void> {
  await db
    .insert(pointsEvidence)
    .values({ userId, actionType, subject, day: fairDate(now), startedAt: now })
    .onConflictDoNothing()
}

/** One heartbeat of playback of a live or replay: the first starts the day's record, each next adds its interval, capped. */
export async function recordWatchBeat(db: Database, userId: number, liveId: number, now = new Date()): Promise<void> {
  const beat = sql`least(${MAX_BEAT_SECONDS}, greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${pointsEvidence.lastBeatAt}))))::int`
  await db
    .insert(pointsEvidence)
    .values({
      userId,
      actionType: PointsAction.watchMeeting,
      subject: `live:${liveId}`,
      day: fairDate(now),
      startedAt: now,
      lastBeatAt: now,
    })
    .onConflictDoUpdate({
      target: [pointsEvidence.userId, pointsEvidence.actionType, pointsEvidence.subject, pointsEvidence.day],
      set: { watchedSeconds: sql`${pointsEvidence.watchedSeconds} + ${beat}`, lastBeatAt: now },
    })
}

/**
 * Spends one unclaimed record of today's action whose time has passed, inside the claim's transaction; 403 when
 * the server saw no such action.
 */
export async function spendEvidence(tx: Tx, userId: number, actionType: number, now: Date): Promise<void> {
  const seconds = SECONDS_BEFORE_CLAIM.get(actionType) ?? 0
  const ready =
    actionType === PointsAction.watchMeeting
      ? sql`${pointsEvidence.watchedSeconds} + least(${MAX_BEAT_SECONDS}, greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${pointsEvidence.lastBeatAt})))) >= ${seconds}`
      : lte(pointsEvidence.startedAt, new Date(now.getTime() - seconds * 1000))
  const [row] = await tx
    .select({ id: pointsEvidence.id })
    .from(pointsEvidence)
    .where(
      and(
        eq(pointsEvidence.userId, userId),
        eq(pointsEvidence.actionType, actionType),
        eq(pointsEvidence.day, fairDate(now)),
        isNull(pointsEvidence.claimedAt),
        ready,
      ),
    )
    .orderBy(asc(pointsEvidence.startedAt))
    .limit(1)
  if (!row) throw new ApiError(403, 403, 'points.actionNotSeen')
  await tx.update(pointsEvidence).set({ claimedAt: now }).where(eq(pointsEvidence.id, row.id))
}
