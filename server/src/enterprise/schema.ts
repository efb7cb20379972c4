import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '../account/schema'
import { id, imageList, trigram } from '../platform/columns'
import { options } from '../platform/options.schema'

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

export const enterprises = pgTable(
  'enterprises',
  {
    id: id(),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    logo: text().notNull(),
    industryId: integer()
      .notNull()
      .references(() => options.id),
    regionZh: text().notNull(),
    regionEn: text().notNull(),
    images: imageList(),
    foundedYear: integer(),
    /** Shown in the investment circle's company list (venture funds, investment banks, industrial funds). */
    investmentInstitution: boolean().notNull().default(false),
  },
  (t) => [
    trigram('enterprises_name_zh_trgm_idx', t.nameZh),
    trigram('enterprises_name_en_trgm_idx', t.nameEn),
    index('enterprises_industry_idx').on(t.industryId),
  ],
)

/** One specification row of a product, in both languages. */
export interface ProductSpec {
  labelZh: string
  labelEn: string
  valueZh: string
  valueEn: string
}

export const products = pgTable(
  'products',
  {
    id: id(),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    cover: text().notNull(),
    images: imageList(),
    /** Sanitised HTML as stored. */
    contentZh: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    /** Specification rows shown as label / value pairs. */
    specs: jsonb().$type<ProductSpec[]>().notNull().default([]),
  },
  (t) => [
    index('products_enterprise_idx').on(t.enterpriseId),
    trigram('products_name_zh_trgm_idx', t.nameZh),
    trigram('products_name_en_trgm_idx', t.nameEn),
  ],
)
