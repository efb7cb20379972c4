import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef, users } from '../account'
import { enterprises } from '../enterprise'
import { belongsTo, createdAt, id, moment, refersTo } from '../platform/columns'

/**
 * A visitor an exhibitor's staff scanned at the booth (a badge or a card code), one row per enterprise and visitor:
 * who they are as the badge or card showed them, and how often they were scanned.
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
    scans: integer().notNull().default(1),
    firstScannedAt: createdAt(),
    lastScannedAt: moment().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_enterprise_visitor_idx').on(t.enterpriseId, t.visitorId),
    index('leads_enterprise_scanned_idx').on(t.enterpriseId, t.firstScannedAt),
  ],
)
