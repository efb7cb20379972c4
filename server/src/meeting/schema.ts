import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef } from '../account/schema'
import { belongsTo, bilingual, bilingualTrigrams, createdAt, id, moment } from '../platform/columns'

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    ...bilingual('title', 'summary', 'content'),
    cover: text().notNull(),
    ...bilingual('venue', 'host'),
    startTime: moment().notNull(),
    endTime: moment().notNull(),
    /** Seats for sign-ups; null when the room sets no limit. */
    capacity: integer(),
    /** The code an invited-only meeting asks for; null when anyone may sign up. */
    invitationCode: text(),
  },
  (t) => [index('meetings_start_time_idx').on(t.startTime), ...bilingualTrigrams('meetings', 'title', t)],
)

export const meetingSignUps = pgTable(
  'meeting_sign_ups',
  {
    id: id(),
    userId: userRef(),
    meetingId: belongsTo(() => meetings.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meeting_sign_ups_user_meeting_idx').on(t.userId, t.meetingId),
    index('meeting_sign_ups_meeting_idx').on(t.meetingId),
  ],
)
