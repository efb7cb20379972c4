import { sql } from 'drizzle-orm'
import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, createdAt, id, moment } from '../platform/columns'

export const users = pgTable(
  'users',
  {
    id: id(),
    nickname: text().notNull(),
    avatar: text().notNull(),
    /** Mainland mobile, 11 digits; null for an account that signed up by email. */
    phone: text().unique(),
    /** Stored lower-case; '' when none. Unique among users that have one (email login finds the user by it). */
    email: text().notNull().default(''),
    /** 0 not verified, 1 verifying, 2 verified, 3 rejected. */
    realNameStatus: smallint().notNull().default(0),
    company: text().notNull().default(''),
    position: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
  ],
)

/** The user a row belongs to; the row goes with the user. */
export const userRef = () => belongsTo(() => users.id)

/** Only the SHA-256 of a token is stored, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: userRef(),
    expiresAt: moment().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * One-time login codes (seed 001 "login method switch"). Only a salted scrypt hash of the code is kept;
 * a code is void once used, expired, superseded by a newer code for the account, or after 5 wrong attempts.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    /** 'phone' or 'email'. */
    method: text().notNull(),
    /** Normalised: 11-digit mobile, or lower-case email. */
    account: text().notNull(),
    /** scrypt(code, salt) as hex. */
    codeHash: text().notNull(),
    salt: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    createdAt: moment().notNull(),
    /** The requesting client's address, for the per-address limit on sending codes. */
    ip: text().notNull().default(''),
  },
  (t) => [
    index('login_codes_account_created_idx').on(t.method, t.account, t.createdAt),
    index('login_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
)
