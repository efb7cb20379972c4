import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { MEETING_KINDS } from '../../../src/contract/meeting.codes'
import { userRef } from '../account'
import { belongsTo, bilingual, bilingualOrEmpty, bilingualTrigrams, createdAt, id, moment } from '../platform/columns'
import type { Lang } from '../platform/lang'

export const meetingKind = pgEnum('meeting_kind', MEETING_KINDS)

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    kind: meetingKind().notNull().default('parallelForum'),
    /** The fair's year the meeting belongs to (2026 is the 25th edition); follow-up sessions count to their fair. */
    edition: integer().notNull().default(2026),
    ...bilingual('title', 'summary', 'content'),
    cover: text().notNull(),
    ...bilingual('venue', 'host'),
    /** The hall code as signposted on site (e.g. "A1", "ICC" for the conference centre); '' for online only. */
    hall: text().notNull().default(''),
    ...bilingualOrEmpty('room'),
    startTime: moment().notNull(),
    endTime: moment().notNull(),
    /** Seats for sign-ups; null when the room sets no limit. */
    capacity: integer(),
    /** The code an invited-only meeting asks for; null when anyone may sign up. */
    invitationCode: text(),
    /** The online meeting room and its password, given only to signed-up users. */
    onlineRoom: text(),
    onlinePassword: text(),
    /** Picked as one of the fair's highlights (/marvellous). */
    highlight: boolean().notNull().default(false),
  },
  (t) => [
    index('meetings_start_time_idx').on(t.startTime),
    index('meetings_edition_start_idx').on(t.edition, t.startTime),
    ...bilingualTrigrams('meetings', 'title', t),
  ],
)

export const meetingSignUps = pgTable(
  'meeting_sign_ups',
  {
    id: id(),
    userId: userRef(),
    meetingId: belongsTo(() => meetings.id),
    createdAt: createdAt(),
    /** When the user accepted WeChat's reminder of the meeting (the mini program's subscribe message); null when not. */
    reminderAcceptedAt: moment(),
    /** The language the reminder is written in: the app's when it was accepted. */
    reminderLang: text().$type<Lang>().notNull().default('zh'),
    /** When a sender claimed the reminder: it is sent at most once. */
    remindedAt: moment(),
  },
  (t) => [
    uniqueIndex('meeting_sign_ups_user_meeting_idx').on(t.userId, t.meetingId),
    index('meeting_sign_ups_meeting_idx').on(t.meetingId),
    // The reminders still to send, for the sender's look every minute.
    index('meeting_sign_ups_reminder_due_idx')
      .on(t.meetingId)
      .where(sql`${t.reminderAcceptedAt} is not null and ${t.remindedAt} is null`),
  ],
)

/** A signature on a meeting's sheet at the door; one per user and meeting. */
export const meetingSignIns = pgTable(
  'meeting_sign_ins',
  {
    id: id(),
    userId: userRef(),
    meetingId: belongsTo(() => meetings.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meeting_sign_ins_user_meeting_idx').on(t.userId, t.meetingId),
    index('meeting_sign_ins_meeting_idx').on(t.meetingId, t.createdAt),
  ],
)

/** The users who staff a meeting's door: they see who signed in. */
export const meetingStaff = pgTable(
  'meeting_staff',
  { meetingId: belongsTo(() => meetings.id), userId: userRef() },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
)
