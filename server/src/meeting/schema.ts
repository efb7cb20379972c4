import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../account/schema'
import { id, moment, trigram } from '../platform/columns'

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull(),
    venueZh: text().notNull(),
    venueEn: text().notNull(),
    hostZh: text().notNull(),
    hostEn: text().notNull(),
    startTime: moment().notNull(),
    endTime: moment().notNull(),
  },
  (t) => [
    index('meetings_start_time_idx').on(t.startTime),
    trigram('meetings_title_zh_trgm_idx', t.titleZh),
    trigram('meetings_title_en_trgm_idx', t.titleEn),
  ],
)

export const meetingSignUps = pgTable(
  'meeting_sign_ups',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_sign_ups_user_meeting_idx').on(t.userId, t.meetingId)],
)
