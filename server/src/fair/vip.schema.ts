import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { VipCompanion } from '../../../src/contract/fair'
import { VIP_CATEGORIES, VIP_STATUSES } from '../../../src/contract/fair.codes'
import { userRef } from '../account'
import { belongsTo, bilingual, createdAt, id, moment, sortOrder } from '../platform/columns'

// VIP service: the four zones with their privileges, applications reviewed by operators, and the appointment slots
// approved VIPs book.

export const vipCategory = pgEnum('vip_category', VIP_CATEGORIES)
export const vipStatus = pgEnum('vip_status', VIP_STATUSES)

/** A zone's page head and its desk. */
export const vipZones = pgTable('vip_zones', {
  category: vipCategory().primaryKey(),
  ...bilingual('title', 'deskName'),
  /** Sanitised HTML as stored. */
  ...bilingual('intro'),
  deskPhone: text().notNull(),
  deskEmail: text().notNull(),
})

/** A privilege of a zone (/vip-details). */
export const vipPrivileges = pgTable(
  'vip_privileges',
  {
    id: id(),
    category: vipCategory().notNull(),
    ...bilingual('title', 'summary', 'place', 'hours'),
    /** Sanitised HTML as stored. */
    ...bilingual('content'),
    cover: text().notNull(),
    sort: sortOrder(),
  },
  (t) => [index('vip_privileges_category_sort_idx').on(t.category, t.sort)],
)

/** An application to be received as a VIP; a user has at most one live (pending or approved) application. */
export const vipApplications = pgTable(
  'vip_applications',
  {
    id: id(),
    userId: userRef(),
    category: vipCategory().notNull(),
    name: text().notNull(),
    organisation: text().notNull(),
    position: text().notNull(),
    dialCode: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    arrival: date({ mode: 'string' }).notNull(),
    purpose: text().notNull(),
    companions: jsonb().$type<VipCompanion[]>().notNull(),
    status: vipStatus().notNull().default('pending'),
    reason: text().notNull().default(''),
    operator: text().notNull().default(''),
    decidedAt: moment(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vip_applications_user_idx').on(t.userId, t.createdAt),
    index('vip_applications_status_idx').on(t.status, t.createdAt),
    uniqueIndex('vip_applications_live_idx')
      .on(t.userId)
      .where(sql`status in ('pending', 'approved')`),
  ],
)

/** An appointment VIPs book; `booked` never exceeds `capacity` (the check holds it under concurrent bookings). */
export const vipSlots = pgTable(
  'vip_slots',
  {
    id: id(),
    ...bilingual('service', 'place'),
    startsAt: moment().notNull(),
    endsAt: moment().notNull(),
    capacity: integer().notNull(),
    booked: integer().notNull().default(0),
  },
  (t) => [
    index('vip_slots_starts_idx').on(t.startsAt),
    check('vip_slots_within_capacity', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
)

/** A VIP's place in a slot. */
export const vipBookings = pgTable(
  'vip_bookings',
  {
    id: id(),
    slotId: belongsTo(() => vipSlots.id),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vip_bookings_slot_user_idx').on(t.slotId, t.userId),
    index('vip_bookings_user_idx').on(t.userId),
  ],
)
