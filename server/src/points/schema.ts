import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../account/schema'
import { id, moment } from '../platform/columns'

// Points programme settings shown on /my-points; the ledger and the rules live in schema.ts.

/** Member levels: a user holds the highest level whose threshold their balance reaches. */
export const pointsLevels = pgTable('points_levels', {
  level: smallint().primaryKey(),
  nameZh: text().notNull(),
  nameEn: text().notNull(),
  minPoints: integer().notNull(),
})

/** The member benefits listed on /my-points, in display order. */
export const pointsMemberBenefits = pgTable('points_member_benefits', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  sort: integer().notNull(),
  textZh: text().notNull(),
  textEn: text().notNull(),
})

/**
 * What the server itself saw a user do, for the claims of types 32-36: a news or project detail served, a
 * cloud-space visit, a recorded share, watch-time heartbeats. One row per user, action, subject and fair day; a
 * claim spends one row whose countdown (or watch time) has passed on the server's clock.
 */
export const pointsEvidence = pgTable(
  'points_evidence',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionType: smallint().notNull(),
    /** What the action was on, e.g. 'news:12', 'project:3', 'cloud', 'share:/newsDetails', 'live:4'. */
    subject: text().notNull(),
    /** The fair (UTC+8) day of the action. */
    day: date({ mode: 'string' }).notNull(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Seconds of playback counted from heartbeats (36), each beat adding at most its interval. */
    watchedSeconds: integer().notNull().default(0),
    lastBeatAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When a claim spent this row; a row backs one claim. */
    claimedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('points_evidence_user_action_subject_day_idx').on(t.userId, t.actionType, t.subject, t.day),
    index('points_evidence_user_action_claimed_idx').on(t.userId, t.actionType, t.claimedAt),
  ],
)

export const pointsRules = pgTable('points_rules', {
  /** 31..38, see PointsAction in the client DTOs. */
  actionType: smallint().primaryKey(),
  nameZh: text().notNull(),
  nameEn: text().notNull(),
  frequency: integer().notNull(),
  point: integer().notNull(),
  /** 0 active. */
  status: smallint().notNull().default(0),
})

/** Points ledger; a user's balance is the sum of their rows. */
export const pointsRecords = pgTable(
  'points_records',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionType: smallint().notNull(),
    point: integer().notNull(),
    createdAt: moment().notNull().defaultNow(),
    /** The client's idempotency key of the claim; a repeated key credits once. Null for rows written without one. */
    requestKey: text(),
  },
  (t) => [
    index('points_records_user_idx').on(t.userId),
    index('points_records_user_action_created_idx').on(t.userId, t.actionType, t.createdAt),
    uniqueIndex('points_records_user_request_key_idx').on(t.userId, t.requestKey),
  ],
)
