import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { meetingSignUps, meetings } from './schema'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'

/** How many of a user's sign-ups may overlap one time slot (seed 001 sections 5 and 9). */
export const MEETINGS_PER_SLOT = 2

/**
 * Signs the user up for a meeting, atomically: one user's sign-ups are serialised by an advisory transaction lock,
 * so double submits and concurrent sign-ups for overlapping meetings never pass the checks together.
 * 404 unknown meeting, 409 already signed up, 400 once it has started (the deadline), 409 when the user already
 * holds MEETINGS_PER_SLOT sign-ups overlapping its time.
 */
export async function signUpForMeeting(
  db: Database,
  userId: number,
  meetingId: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting-sign-up:${userId}`}))`)
    const [meeting] = await tx
      .select({ startTime: meetings.startTime, endTime: meetings.endTime })
      .from(meetings)
      .where(eq(meetings.id, meetingId))
    if (!meeting) throw new ApiError(404, 404, 'meeting.notFound')
    const signedUp = await tx.$count(
      meetingSignUps,
      and(eq(meetingSignUps.userId, userId), eq(meetingSignUps.meetingId, meetingId)),
    )
    if (signedUp > 0) throw new ApiError(409, 409, 'meeting.alreadySignedUp')
    if (meeting.startTime <= now) throw new ApiError(400, 400, 'meeting.signUpClosed')
    const [overlapping] = await tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(meetingSignUps)
      .innerJoin(meetings, eq(meetings.id, meetingSignUps.meetingId))
      .where(
        and(
          eq(meetingSignUps.userId, userId),
          lt(meetings.startTime, meeting.endTime),
          gt(meetings.endTime, meeting.startTime),
        ),
      )
    if (overlapping.total >= MEETINGS_PER_SLOT) throw new ApiError(409, 409, 'meeting.slotFull')
    await tx.insert(meetingSignUps).values({ userId, meetingId, createdAt: now })
  })
}

/** Whether the user is signed up for the meeting (false for an unknown meeting). */
export async function isSignedUp(db: Database, userId: number, meetingId: number): Promise<boolean> {
  return (
    (await db.$count(meetingSignUps, and(eq(meetingSignUps.userId, userId), eq(meetingSignUps.meetingId, meetingId)))) >
    0
  )
}

/** Whether the user holds at least one meeting sign-up (what points action 38 rewards). */
export async function hasAnySignUp(db: Pick<Database, '$count'>, userId: number): Promise<boolean> {
  return (await db.$count(meetingSignUps, eq(meetingSignUps.userId, userId))) > 0
}
