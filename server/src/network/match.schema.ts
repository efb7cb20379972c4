import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef, users } from '../account'
import {
  bilingual,
  bilingualOrEmpty,
  createdAt,
  id,
  moment,
  oneOf,
  refersTo,
  sortOrder,
  updatedAt,
} from '../platform/columns'

// Tables of matchmaking (/mypage-engine) and the meetings it leads to (/mypage-negotiate).

/** A recommendation the user took up: a person, an exhibitor or a project, with the reason it was recommended. */
export const matches = pgTable(
  'matches',
  {
    id: id(),
    userId: userRef(),
    /** MATCH_KINDS. */
    kind: text().notNull(),
    /** A user's, an enterprise's or a project's id, by kind. */
    targetId: integer().notNull(),
    ...bilingualOrEmpty('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('matches_user_target_idx').on(t.userId, t.kind, t.targetId)],
)

/** Matches made per user and fair day (UTC+8): counted in the statement that checks the daily quota. */
export const matchDays = pgTable(
  'match_days',
  {
    userId: userRef(),
    day: date({ mode: 'string' }).notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

/** Where matched people meet: a negotiation area with a number of tables, each holding one meeting per slot. */
export const meetingPoints = pgTable('meeting_points', {
  id: id(),
  ...bilingual('name', 'location'),
  tables: integer().notNull().default(1),
  sort: sortOrder(),
})

/**
 * A request to meet about a topic in a slot at a meeting point, from a match. Either side may propose another slot,
 * which the other then answers (`awaitingUserId`); once accepted it is in both users' agendas.
 */
export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: id(),
    fromUserId: userRef(),
    toUserId: userRef(),
    matchId: refersTo(() => matches.id),
    pointId: oneOf(() => meetingPoints.id),
    startTime: moment().notNull(),
    endTime: moment().notNull(),
    /** What the meeting is about: as the person asking wrote it, in both columns ('' before topics were asked). */
    ...bilingualOrEmpty('topic'),
    note: text().notNull().default(''),
    /** MEETING_REQUEST_STATUSES. */
    status: text().notNull().default('pending'),
    /** Who answers next while pending. */
    awaitingUserId: refersTo(() => users.id),
    /** How many times a slot was proposed after the first. */
    proposals: integer().notNull().default(0),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meeting_requests_to_idx').on(t.toUserId, t.status),
    index('meeting_requests_from_idx').on(t.fromUserId, t.status),
    index('meeting_requests_point_idx').on(t.pointId, t.startTime),
  ],
)
