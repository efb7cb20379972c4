import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import { boothActivities, boothActivitySubscriptions } from './booth-activities.schema'
import { lives } from './lives.schema'
import { liveState } from './meetings.service'
import { meetingStatus } from './status'
import type { Page } from '../../../src/contract/common'
import type { BoothActivity, BoothActivityDetail, BoothActivityListQuery } from '../../../src/contract/meeting'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { DAY_MS } from '../platform/fair-clock'
import { bilingualKeyword, keywordMatch } from '../platform/keyword-match'
import { localized, type Lang } from '../platform/lang'
import { pageOf } from '../platform/page'
import { columnsOf } from '../platform/select'

// Qualified by hand: inside a subquery Drizzle writes the outer column bare, and "activity_id" alone is ambiguous.
const activityId = sql`${sql.identifier('booth_activities')}.${sql.identifier('id')}`

const subscribers = sql<number>`(select count(*)::int from ${boothActivitySubscriptions} where ${boothActivitySubscriptions.activityId} = ${activityId})`

const subscribedBy = (userId: number | undefined) =>
  userId === undefined
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${boothActivitySubscriptions} where ${boothActivitySubscriptions.activityId} = ${activityId} and ${boothActivitySubscriptions.userId} = ${userId})`

const activityColumns = (lang: Lang, userId: number | undefined) => ({
  id: boothActivities.id,
  ...localized(lang, boothActivities, 'title', 'host', 'area'),
  ...columnsOf(boothActivities, 'cover', 'hall', 'booth', 'startTime', 'endTime'),
  subscribed: subscribedBy(userId),
  subscribers,
  liveId: lives.id,
  liveStart: lives.startTime,
  liveEnd: lives.endTime,
  replayUrl: lives.replayUrl,
})

type ActivityRow = {
  id: number
  title: string
  host: string
  area: string
  cover: string
  hall: string
  booth: string
  startTime: Date
  endTime: Date
  subscribed: boolean
  subscribers: number
  liveId: number | null
  liveStart: Date | null
  liveEnd: Date | null
  replayUrl: string | null
}

const toActivity =
  (now: Date) =>
  ({ liveId, liveStart, liveEnd, replayUrl, startTime, endTime, ...row }: ActivityRow): BoothActivity => ({
    ...row,
    startTime: startTime.getTime(),
    endTime: endTime.getTime(),
    status: meetingStatus(startTime, endTime, now),
    live:
      liveId !== null && liveStart && liveEnd
        ? { id: liveId, state: liveState({ startTime: liveStart, endTime: liveEnd, replayUrl }, now) }
        : null,
  })

/** Booth activities by day, hall, status and keyword, earliest first. */
export async function listActivities(
  db: Database,
  lang: Lang,
  q: BoothActivityListQuery,
  now: Date,
  userId?: number,
): Promise<Page<BoothActivity>> {
  const keyword = keywordMatch(q.keyword, bilingualKeyword(boothActivities, 'title', 'host', 'area'))
  const day = q.day ? new Date(`${q.day}T00:00:00+08:00`) : undefined
  const where = and(
    keyword?.where,
    day &&
      and(
        sql`${boothActivities.startTime} >= ${day}`,
        sql`${boothActivities.startTime} < ${new Date(day.getTime() + DAY_MS)}`,
      ),
    q.hall ? eq(boothActivities.hall, q.hall) : undefined,
    {
      '': undefined,
      notStarted: gt(boothActivities.startTime, now),
      ongoing: and(lte(boothActivities.startTime, now), gt(boothActivities.endTime, now)),
      finished: lte(boothActivities.endTime, now),
    }[q.status ?? ''],
  )
  const rows = db
    .select(activityColumns(lang, userId))
    .from(boothActivities)
    .leftJoin(lives, eq(lives.id, boothActivities.liveId))
    .where(where)
    .orderBy(...(keyword ? [keyword.titleFirst] : []), asc(boothActivities.startTime), asc(boothActivities.id))
  return pageOf(q, rows, db.$count(boothActivities, where), toActivity(now))
}

export async function getActivity(
  db: Database,
  lang: Lang,
  id: number,
  now: Date,
  userId?: number,
): Promise<BoothActivityDetail | null> {
  const [row] = await db
    .select({ ...activityColumns(lang, userId), ...localized(lang, boothActivities, 'introduction') })
    .from(boothActivities)
    .leftJoin(lives, eq(lives.id, boothActivities.liveId))
    .where(eq(boothActivities.id, id))
  if (!row) return null
  const { introduction, ...card } = row
  return { ...toActivity(now)(card), introduction }
}

/** Refuses an activity that does not exist or has finished: neither can be subscribed to or unsubscribed from. */
async function requireUnfinished(db: Database, activityId: number, now: Date): Promise<void> {
  const [activity] = await db
    .select({ endTime: boothActivities.endTime })
    .from(boothActivities)
    .where(eq(boothActivities.id, activityId))
  if (!activity) throw new ApiError(404, 404, 'meeting.activityNotFound')
  if (activity.endTime <= now) throw new ApiError(400, 400, 'meeting.activityEnded')
}

/** Subscribes a user to an activity that has not finished; subscribing twice changes nothing. */
export async function subscribeActivity(db: Database, userId: number, activityId: number, now: Date): Promise<void> {
  await requireUnfinished(db, activityId, now)
  await db.insert(boothActivitySubscriptions).values({ userId, activityId }).onConflictDoNothing()
}

/** Removes a subscription; an activity that has finished allows nothing. */
export async function unsubscribeActivity(db: Database, userId: number, activityId: number, now: Date): Promise<void> {
  await requireUnfinished(db, activityId, now)
  await db
    .delete(boothActivitySubscriptions)
    .where(and(eq(boothActivitySubscriptions.userId, userId), eq(boothActivitySubscriptions.activityId, activityId)))
}
