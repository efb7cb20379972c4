import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { enterprises, products, users } from '../platform/schema'

/** Purchase enquiries (seed 001: quantity, unit, requirements and phone); one per user and product. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** One of INQUIRY_UNITS in the client DTOs. */
    unit: text().notNull(),
    requirements: text().notNull(),
    /** Mainland mobile, 11 digits. */
    phone: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inquiries_user_product_idx').on(t.userId, t.productId),
    index('inquiries_product_idx').on(t.productId),
  ],
)

/** Accounts that act for an enterprise: they receive the enquiries sent about its products. */
export const enterpriseMembers = pgTable(
  'enterprise_members',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.enterpriseId] }),
    index('enterprise_members_enterprise_idx').on(t.enterpriseId),
  ],
)
