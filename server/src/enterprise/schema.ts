import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef } from '../account'
import {
  belongsTo,
  bilingual,
  bilingualOrEmpty,
  bilingualTrigrams,
  createdAt,
  id,
  imageList,
} from '../platform/columns'
import { optionRef } from '../platform/options.schema'

/** Purchase enquiries (seed 001: quantity, unit, requirements and phone); one per user and product. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    userId: userRef(),
    productId: belongsTo(() => products.id),
    quantity: integer().notNull(),
    /** One of INQUIRY_UNITS in the client DTOs. */
    unit: text().notNull(),
    requirements: text().notNull(),
    /** Mainland mobile, 11 digits. */
    phone: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inquiries_user_product_idx').on(t.userId, t.productId),
    index('inquiries_product_idx').on(t.productId),
  ],
)

/**
 * People the first member of an enterprise's team asked to join it: they act for it only once they accept
 * (network/assistant/invitation/accept).
 */
export const enterpriseInvitations = pgTable(
  'enterprise_invitations',
  {
    enterpriseId: belongsTo(() => enterprises.id),
    userId: userRef(),
    invitedBy: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] }), index('enterprise_invitations_user_idx').on(t.userId)],
)

/**
 * Accounts that act for an enterprise: they receive the enquiries sent about its products. The first to join (the
 * exhibitor's own account) owns the team: only they invite and remove colleagues, and they cannot be removed.
 */
export const enterpriseMembers = pgTable(
  'enterprise_members',
  {
    userId: userRef(),
    enterpriseId: belongsTo(() => enterprises.id),
    createdAt: createdAt(),
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
    ...bilingual('name', 'summary', 'content'),
    logo: text().notNull(),
    industryId: optionRef(),
    ...bilingual('region'),
    images: imageList(),
    foundedYear: integer(),
    /** Shown in the investment circle's company list (venture funds, investment banks, industrial funds). */
    investmentInstitution: boolean().notNull().default(false),
  },
  (t) => [...bilingualTrigrams('enterprises', 'name', t), index('enterprises_industry_idx').on(t.industryId)],
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
    enterpriseId: belongsTo(() => enterprises.id),
    ...bilingual('name', 'summary'),
    cover: text().notNull(),
    images: imageList(),
    /** Sanitised HTML as stored. */
    ...bilingualOrEmpty('content'),
    /** Specification rows shown as label / value pairs. */
    specs: jsonb().$type<ProductSpec[]>().notNull().default([]),
  },
  (t) => [index('products_enterprise_idx').on(t.enterpriseId), ...bilingualTrigrams('products', 'name', t)],
)
