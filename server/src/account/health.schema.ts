import { boolean, date, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef } from './schema'
import { createdAt, id } from '../platform/columns'

/** A user's health declaration for one fair day (the venue's entry check); one per user and day, the latest kept. */
export const healthDeclarations = pgTable(
  'health_declarations',
  {
    id: id(),
    userId: userRef(),
    day: date({ mode: 'string' }).notNull(),
    fever: boolean().notNull(),
    symptoms: boolean().notNull(),
    /** Close contact with an infectious case in the last 14 days. */
    contact: boolean().notNull(),
    /** Where the user came from, as written. */
    fromCity: text().notNull(),
    phone: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('health_declarations_user_day_idx').on(t.userId, t.day)],
)
