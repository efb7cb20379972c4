import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './schema'
import { createdAt, id, refersTo, updatedAt } from '../platform/columns'

// Tables of the settings area: per-user preferences, password hashes, feedback.

/** One row per user who changed a setting; a user without a row has the defaults. */
export const userSettings = pgTable('user_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Personalised recommendations; on by default. */
  recommend: boolean().notNull().default(true),
  updatedAt: updatedAt(),
})

/** Only a salted scrypt hash of a password is stored. */
export const userPasswords = pgTable('user_passwords', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text().notNull(),
  salt: text().notNull(),
  updatedAt: updatedAt(),
})

/** Feedback from the settings page; userId null when sent signed out. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: id(),
    userId: refersTo(() => users.id),
    type: text().notNull(),
    content: text().notNull(),
    contact: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('feedbacks_user_idx').on(t.userId)],
)
