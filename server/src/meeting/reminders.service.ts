import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { meetingSignUps, meetings } from './schema'
import { MEETING_REMINDER_MINUTES } from '../../../src/contract/meeting.codes'
import { wechatAccounts } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import type { Lang } from '../platform/lang'

/** How long before a meeting starts its reminder goes out. */
export const REMINDER_LEAD_MS = MEETING_REMINDER_MINUTES * 60_000

/**
 * Records that the user accepted WeChat's reminder of a meeting they signed up for, in the language the app was in;
 * 404 when they are not signed up for it. Accepting again keeps a reminder already sent as sent.
 */
export async function acceptReminder(
  db: Database,
  userId: number,
  meetingId: number,
  lang: Lang,
  now: Date,
): Promise<void> {
  const rows = await db
    .update(meetingSignUps)
    .set({ reminderAcceptedAt: now, reminderLang: lang })
    .where(and(eq(meetingSignUps.userId, userId), eq(meetingSignUps.meetingId, meetingId)))
    .returning({ id: meetingSignUps.id })
  if (rows.length === 0) throw new ApiError(404, 404, 'meeting.notSignedUp')
}

/** Whether the user is signed up for the meeting, and whether WeChat will remind them of it. */
export async function signUpState(
  db: Database,
  userId: number,
  meetingId: number,
): Promise<{ signedUp: boolean; reminder: boolean }> {
  const [row] = await db
    .select({ acceptedAt: meetingSignUps.reminderAcceptedAt })
    .from(meetingSignUps)
    .where(and(eq(meetingSignUps.userId, userId), eq(meetingSignUps.meetingId, meetingId)))
  return { signedUp: row !== undefined, reminder: Boolean(row?.acceptedAt) }
}

/** A reminder to send now: who (their mini program openid), of what, in which language. */
export interface DueReminder {
  signUpId: number
  userId: number
  meetingId: number
  openid: string
  lang: Lang
  title: { zh: string; en: string }
  place: { zh: string; en: string }
  startTime: Date
  /** When this sender claimed it. */
  claimedAt: Date
}

/**
 * Claims the reminders due at `now`: sign-ups of meetings starting within REMINDER_LEAD_MS whose user accepted a
 * reminder and has a WeChat identity, not yet claimed. One statement marks and answers them, so of two senders
 * running at once each row goes to one (PostgreSQL re-checks `reminded_at is null` on a row another just claimed).
 * A cancelled sign-up has no row left to claim.
 */
export async function claimDueReminders(db: Database, now: Date, leadMs = REMINDER_LEAD_MS): Promise<DueReminder[]> {
  const rows = await db
    .update(meetingSignUps)
    .set({ remindedAt: now })
    .from(meetings)
    // A join in an UPDATE's FROM may not name the updated table: both are paired with the sign-up in WHERE.
    .innerJoin(wechatAccounts, sql`true`)
    .where(
      and(
        eq(meetings.id, meetingSignUps.meetingId),
        eq(wechatAccounts.userId, meetingSignUps.userId),
        isNotNull(meetingSignUps.reminderAcceptedAt),
        isNull(meetingSignUps.remindedAt),
        gt(meetings.startTime, now),
        lte(meetings.startTime, new Date(now.getTime() + leadMs)),
      ),
    )
    .returning({
      signUpId: meetingSignUps.id,
      userId: meetingSignUps.userId,
      meetingId: meetingSignUps.meetingId,
      openid: wechatAccounts.openid,
      lang: meetingSignUps.reminderLang,
      titleZh: meetings.titleZh,
      titleEn: meetings.titleEn,
      venueZh: meetings.venueZh,
      venueEn: meetings.venueEn,
      roomZh: meetings.roomZh,
      roomEn: meetings.roomEn,
      startTime: meetings.startTime,
    })
  return rows
    .map((row) => ({
      signUpId: row.signUpId,
      userId: row.userId,
      meetingId: row.meetingId,
      openid: row.openid,
      lang: row.lang,
      title: { zh: row.titleZh, en: row.titleEn },
      place: {
        zh: [row.venueZh, row.roomZh].filter(Boolean).join(' '),
        en: [row.venueEn, row.roomEn].filter(Boolean).join(' '),
      },
      startTime: row.startTime,
      claimedAt: now,
    }))
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.signUpId - b.signUpId)
}

/** Gives a claimed reminder back, so the next look sends it (a failure that sent nothing). */
export async function releaseReminder(db: Database, reminder: DueReminder): Promise<void> {
  await db
    .update(meetingSignUps)
    .set({ remindedAt: null })
    .where(and(eq(meetingSignUps.id, reminder.signUpId), eq(meetingSignUps.remindedAt, reminder.claimedAt)))
}
