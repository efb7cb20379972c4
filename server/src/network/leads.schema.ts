import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef, users } from '../account'
import { enterprises } from '../enterprise'
import { belongsTo, createdAt, id, moment, refersTo } from '../platform/columns'

/**
 * A visitor an exhibitor's staff scanned at the booth (a badge or a card code), one row per enterprise and visitor:
 * who they are as the badge or card showed them, how often they were scanned, and the staff's note and rating.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    enterpriseId: belongsTo(() => enterprises.id),
    visitorId: userRef(),
    scannedBy: refersTo(() => users.id),
    /** LEAD_SOURCES. */
    source: text().notNull(),
    name: text().notNull(),
    organisation: text().notNull().default(''),
    position: text().notNull().default(''),
    note: text().notNull().default(''),
    /** The staff's rating of the lead, 1 to 5 stars; null when not rated. */
    rating: integer(),
    scans: integer().notNull().default(1),
    firstScannedAt: createdAt(),
    lastScannedAt: moment().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_enterprise_visitor_idx').on(t.enterpriseId, t.visitorId),
    index('leads_enterprise_scanned_idx').on(t.enterpriseId, t.firstScannedAt),
    check('leads_rating_check', sql`${t.rating} between 1 and 5`),
  ],
)
