import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './schema'

// Tables of the account area: real-name submissions and the identities bound to phone numbers.

const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
const moment = () => timestamp({ withTimezone: true, mode: 'date' })

/**
 * A user's latest real-name submission (one row per user, replaced on resubmit). The full ID number is never
 * stored: only its masked form for display, its SHA-256 for the phone-identity check and the birth date the
 * adult flag is computed from.
 */
export const realNameSubmissions = pgTable('real_name_submissions', {
  id: id(),
  userId: integer().notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  /** idCard, businessCard, dingTalk, weCom. */
  method: text().notNull(),
  realName: text().notNull(),
  idNumberMasked: text().notNull().default(''),
  idNumberHash: text().notNull().default(''),
  /** yyyy-mm-dd from the ID number; '' when none was given. */
  birthDate: text().notNull().default(''),
  company: text().notNull().default(''),
  area: text().notNull().default(''),
  material: text().notNull(),
  /** Same codes as users.realNameStatus: 1 verifying, 2 verified, 3 rejected. */
  status: smallint().notNull(),
  reason: text().notNull().default(''),
  adult: boolean().notNull().default(false),
  submittedAt: moment().notNull().defaultNow(),
  reviewedAt: moment(),
})

/**
 * The verified identity behind a phone number (the stand-in for the carrier's name / ID check): a submission
 * from a user bound to this phone must carry the same name and ID number. Filled when a review approves.
 */
export const phoneIdentities = pgTable('phone_identities', {
  phone: text().primaryKey(),
  realName: text().notNull(),
  idNumberHash: text().notNull(),
})
