import { and, asc, count, eq, gte, lt, sql, sum } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FairSummary } from '../../../src/contract/fair'
import { collectibleDesigns, ownedCollectibles } from '../collectible'
import { projectBrowsingRecords } from '../content'
import { collects, eventPoints } from '../engagement'
import { meetings, meetingSignIns, meetingSignUps } from '../meeting'
import type { Database } from '../platform/connect'
import { fairDate } from '../platform/fair-clock'
import { localized, type Lang } from '../platform/lang'
import { pointsRecords } from '../points'

/** The user's year at the fair, counted from what the server recorded between 1 January and 31 December (UTC+8). */
export async function getSummary(db: Database, lang: Lang, userId: number, year: number): Promise<FairSummary> {
  const from = new Date(`${year}-01-01T00:00:00+08:00`)
  const to = new Date(`${year + 1}-01-01T00:00:00+08:00`)
  const within = (column: AnyPgColumn) => and(gte(column, from), lt(column, to))
  const [signUps, [attended], [viewed], [views], [collected], [points], [balance], owned] = await Promise.all([
    db
      .select({ ...localized(lang, meetings, 'title'), createdAt: meetingSignUps.createdAt })
      .from(meetingSignUps)
      .innerJoin(meetings, eq(meetings.id, meetingSignUps.meetingId))
      .where(and(eq(meetingSignUps.userId, userId), within(meetingSignUps.createdAt)))
      .orderBy(asc(meetings.startTime)),
    db
      .select({ n: count() })
      .from(meetingSignIns)
      .where(and(eq(meetingSignIns.userId, userId), within(meetingSignIns.createdAt))),
    db
      .select({ n: count(), first: sql<Date | null>`min(${projectBrowsingRecords.lastViewedAt})` })
      .from(projectBrowsingRecords)
      .where(and(eq(projectBrowsingRecords.userId, userId), within(projectBrowsingRecords.lastViewedAt))),
    db
      .select({ n: count() })
      .from(eventPoints)
      .where(
        and(eq(eventPoints.userId, userId), eq(eventPoints.eventName, 'content_view'), within(eventPoints.createdAt)),
      ),
    db
      .select({ n: count() })
      .from(collects)
      .where(and(eq(collects.userId, userId), within(collects.createdAt))),
    db
      .select({ earned: sum(pointsRecords.point), first: sql<Date | null>`min(${pointsRecords.createdAt})` })
      .from(pointsRecords)
      .where(and(eq(pointsRecords.userId, userId), within(pointsRecords.createdAt), sql`${pointsRecords.point} > 0`)),
    db
      .select({ total: sum(pointsRecords.point) })
      .from(pointsRecords)
      .where(eq(pointsRecords.userId, userId)),
    db
      .select({ ...localized(lang, collectibleDesigns, 'name'), acquiredAt: ownedCollectibles.acquiredAt })
      .from(ownedCollectibles)
      .innerJoin(collectibleDesigns, eq(collectibleDesigns.id, ownedCollectibles.designId))
      .where(and(eq(ownedCollectibles.ownerId, userId), within(ownedCollectibles.acquiredAt)))
      .orderBy(asc(ownedCollectibles.acquiredAt)),
  ])
  const firsts = [signUps[0]?.createdAt, viewed?.first, points?.first, owned[0]?.acquiredAt]
    .filter((d) => d !== null && d !== undefined)
    .map((d) => new Date(d).getTime())
  return {
    year,
    meetingsSignedUp: signUps.length,
    meetingsAttended: attended.n,
    projectsViewed: viewed.n,
    contentViews: views.n,
    collected: collected.n,
    pointsEarned: Number(points?.earned ?? 0),
    pointsBalance: Number(balance?.total ?? 0),
    collectibles: owned.map((o) => o.name),
    firstDay: firsts.length ? fairDate(new Date(Math.min(...firsts))) : '',
    meetings: signUps.slice(0, 5).map((s) => s.title),
  }
}
