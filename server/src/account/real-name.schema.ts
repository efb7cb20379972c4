import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userRef, users } from './schema'
import { id, imageList, moment } from '../platform/columns'

// Tables of the account area: real-name submissions and the identities bound to phone numbers.

/**
 * A user's latest real-name submission (one row per user, replaced on resubmit). The full ID number is never
 * stored: only a mask showing its first and last character, a keyed HMAC (ID_HASH_KEY) to compare identities,
 * and the day its holder is an adult from. One ID number backs at most one verifying or verified account.
 */
export const realNameSubmissions = pgTable(
  'real_name_submissions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** idCard, businessCard, dingTalk, weCom. */
    method: text().notNull(),
    realName: text().notNull(),
    /** The document the number is of (REAL_NAME_ID_TYPES); only the mainland ID card is checked against the phone. */
    idType: text().notNull().default('idCard'),
    idNumberMasked: text().notNull().default(''),
    /** HMAC-SHA-256 (hex) of the upper-cased document number under the server's ID key; '' when none was given. */
    idNumberHmac: text().notNull().default(''),
    /**
     * The first day the holder counts as an adult: the 18th birthday of a minor, the submission day of an adult (so
     * no adult's birth date is kept); null when no ID number was given.
     */
    adultFrom: date({ mode: 'string' }),
    company: text().notNull().default(''),
    area: text().notNull().default(''),
    /** The material as described in words, by submissions from before pictures were uploaded; '' since. */
    material: text().notNull(),
    /** The material: the user's own uploaded pictures (`/uploads/<key>`), 1 to 3. */
    pictures: imageList(),
    /** Same codes as users.realNameStatus: 1 verifying, 2 verified, 3 rejected. */
    status: smallint().notNull(),
    reason: text().notNull().default(''),
    submittedAt: moment().notNull().defaultNow(),
    reviewedAt: moment(),
  },
  (t) => [
    // One ID number verifies one account. Submissions with the same number may wait side by side, so a submitter
    // learns nothing of other accounts; the operator's approval is what the index refuses.
    uniqueIndex('real_name_verified_id_hmac_idx')
      .on(t.idNumberHmac)
      .where(sql`${t.idNumberHmac} <> '' and ${t.status} = 2`),
  ],
)

/** Every operator decision on a submission, kept when the user resubmits: who decided what, when and why. */
export const realNameReviews = pgTable(
  'real_name_reviews',
  {
    id: id(),
    userId: userRef(),
    /** 'approved' or 'rejected'. */
    decision: text().notNull(),
    reason: text().notNull().default(''),
    /** The operator's name as given to the operator command. */
    operator: text().notNull(),
    method: text().notNull(),
    reviewedAt: moment().notNull(),
  },
  (t) => [index('real_name_reviews_user_idx').on(t.userId, t.reviewedAt)],
)

/**
 * The verified identity behind a phone number (the stand-in for the carrier's name / ID check): a submission
 * from a user bound to this phone must carry the same name and ID number. Filled when a review approves.
 */
export const phoneIdentities = pgTable('phone_identities', {
  phone: text().primaryKey(),
  realName: text().notNull(),
  idNumberHmac: text().notNull(),
})
