import { and, count, desc, eq } from 'drizzle-orm'
import { meetingSignIns, meetings, meetingStaff } from './schema'
import type { OfflineSheet, OfflineSignUp } from '../../../src/contract/meeting'
import { users } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { localized, type Lang } from '../platform/lang'
import { columnsOf } from '../platform/select'

/** The door opens for signing in this long before a meeting starts, and closes when it ends. */
export const SIGN_IN_OPENS_BEFORE_MS = 60 * 60 * 1000

/** Signs a user in at the door (seed 000 section 7); signing in twice keeps the first time. */
export async function signIn(db: Database, userId: number, meetingId: number, now: Date): Promise<void> {
  const [meeting] = await db
    .select({ startTime: meetings.startTime, endTime: meetings.endTime })
    .from(meetings)
    .where(eq(meetings.id, meetingId))
  if (!meeting) throw new ApiError(404, 404, 'meeting.notFound')
  if (meeting.endTime <= now) throw new ApiError(400, 400, 'meeting.signInClosed')
  if (meeting.startTime.getTime() - SIGN_IN_OPENS_BEFORE_MS > now.getTime())
    throw new ApiError(400, 400, 'meeting.signInNotOpen')
  await db.insert(meetingSignIns).values({ userId, meetingId, createdAt: now }).onConflictDoNothing()
}

/** A meeting's sheet: the count and the user's own line for anyone; who signed in only for the meeting's staff. */
export async function signInSheet(
  db: Database,
  lang: Lang,
  userId: number,
  meetingId: number,
): Promise<OfflineSheet | null> {
  const [meeting] = await db
    .select({ ...localized(lang, meetings, 'title') })
    .from(meetings)
    .where(eq(meetings.id, meetingId))
  if (!meeting) return null
  const signedHere = eq(meetingSignIns.meetingId, meetingId)
  const [[{ signedIn }], [mine], [staff]] = await Promise.all([
    db.select({ signedIn: count() }).from(meetingSignIns).where(signedHere),
    db
      .select({ id: meetingSignIns.id })
      .from(meetingSignIns)
      .where(and(signedHere, eq(meetingSignIns.userId, userId))),
    db
      .select({ userId: meetingStaff.userId })
      .from(meetingStaff)
      .where(and(eq(meetingStaff.meetingId, meetingId), eq(meetingStaff.userId, userId))),
  ])
  const attendees = staff
    ? (
        await db
          .select({ name: users.nickname, signTime: meetingSignIns.createdAt })
          .from(meetingSignIns)
          .innerJoin(users, eq(users.id, meetingSignIns.userId))
          .where(signedHere)
          .orderBy(desc(meetingSignIns.createdAt))
      ).map((row) => ({ name: row.name, signTime: row.signTime.getTime() }))
    : null
  return { meetingId, meetingName: meeting.title, signedIn, mine: Boolean(mine), attendees }
}

/** The meetings the user signed in at, latest first (mine/offlineSignUpList). */
export async function mySignIns(db: Database, lang: Lang, userId: number): Promise<OfflineSignUp[]> {
  const rows = await db
    .select({
      ...columnsOf(meetingSignIns, 'id', 'meetingId'),
      ...localized(lang, meetings, 'title'),
      signTime: meetingSignIns.createdAt,
    })
    .from(meetingSignIns)
    .innerJoin(meetings, eq(meetings.id, meetingSignIns.meetingId))
    .where(eq(meetingSignIns.userId, userId))
    .orderBy(desc(meetingSignIns.createdAt))
  return rows.map(({ title, signTime, ...row }) => ({ ...row, meetingName: title, signTime: signTime.getTime() }))
}
