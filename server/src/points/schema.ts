import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef } from '../account'
import { bilingual, createdAt, id, moment } from '../platform/columns'

// Points programme settings shown on /my-points; the ledger and the rules live in schema.ts.

/** Member levels: a user holds the highest level whose threshold their balance reaches. */
export const pointsLevels = pgTable('points_levels', {
  level: smallint().primaryKey(),
  ...bilingual('name'),
  minPoints: integer().notNull(),
})

/** The member benefits listed on /my-points, in display order. */
export const pointsMemberBenefits = pgTable('points_member_benefits', {
  id: id(),
  sort: integer().notNull(),
  ...bilingual('text'),
})

/**
 * What the server itself saw a user do, for the claims of types 32-36: a news or project detail served, a
 * cloud-space visit, a recorded share, watch-time heartbeats. One row per user, action, subject and fair day; a
 * claim spends one row whose countdown (or watch time) has passed on the server's clock.
 */
export const pointsEvidence = pgTable(
  'points_evidence',
  {
    id: id(),
    userId: userRef(),
    actionType: smallint().notNull(),
    /** What the action was on, e.g. 'news:12', 'project:3', 'cloud', 'share:/newsDetails', 'live:4'. */
    subject: text().notNull(),
    /** The fair (UTC+8) day of the action. */
    day: date({ mode: 'string' }).notNull(),
    startedAt: moment().notNull(),
    /** Seconds of playback counted from heartbeats (36), each beat adding at most its interval. */
    watchedSeconds: integer().notNull().default(0),
    lastBeatAt: moment(),
    /** When a claim spent this row; a row backs one claim. */
    claimedAt: moment(),
  },
  (t) => [
    uniqueIndex('points_evidence_user_action_subject_day_idx').on(t.userId, t.actionType, t.subject, t.day),
    index('points_evidence_user_action_claimed_idx').on(t.userId, t.actionType, t.claimedAt),
  ],
)

export const pointsRules = pgTable('points_rules', {
  /** 31..38, see PointsAction in the client DTOs. */
  actionType: smallint().primaryKey(),
  ...bilingual('name'),
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
    userId: userRef(),
    actionType: smallint().notNull(),
    point: integer().notNull(),
    createdAt: createdAt(),
    /** The client's idempotency key of the claim; a repeated key credits once. Null for rows written without one. */
    requestKey: text(),
  },
  (t) => [
    index('points_records_user_idx').on(t.userId),
    index('points_records_user_action_created_idx').on(t.userId, t.actionType, t.createdAt),
    uniqueIndex('points_records_user_request_key_idx').on(t.userId, t.requestKey),
  ],
)
