import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'

// Points programme settings shown on /my-points; the ledger and the rules live in schema.ts.

/** Member levels: a user holds the highest level whose threshold their balance reaches. */
export const pointsLevels = pgTable('points_levels', {
  level: smallint().primaryKey(),
  nameZh: text().notNull(),
  nameEn: text().notNull(),
  minPoints: integer().notNull(),
})

/** The member benefits listed on /my-points, in display order. */
export const pointsMemberBenefits = pgTable('points_member_benefits', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  sort: integer().notNull(),
  textZh: text().notNull(),
  textEn: text().notNull(),
})
