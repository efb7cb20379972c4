import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { QuestionnaireBody } from '../../../src/contract/fair'
import { APP_PLATFORMS } from '../../../src/contract/fair.codes'
import { userRef } from '../account'
import { bilingual, createdAt, id, imageList, sortOrder } from '../platform/columns'

// Tables of the fair's own information: its editions and their awards, the partner hotels, the app's releases and the
// visitor survey's answers.

/** One edition of the fair, by year; the figures are the organisers' published ones. */
export const fairEditions = pgTable('fair_editions', {
  year: integer().primaryKey(),
  edition: integer().notNull(),
  ...bilingual('theme', 'venue'),
  /** Sanitised HTML as stored. */
  ...bilingual('highlights'),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
  cover: text().notNull(),
  exhibitors: integer().notNull(),
  visitors: integer().notNull(),
  countries: integer().notNull(),
  projectsSigned: integer().notNull(),
  /** Yuan. */
  investmentSigned: bigint({ mode: 'number' }).notNull(),
})

/** An award of an edition: its category and the winner. */
export const fairHonours = pgTable(
  'fair_honours',
  {
    id: id(),
    year: integer()
      .notNull()
      .references(() => fairEditions.year, { onDelete: 'cascade' }),
    ...bilingual('category', 'winner'),
    sort: sortOrder(),
  },
  (t) => [index('fair_honours_year_sort_idx').on(t.year, t.sort)],
)

/** A partner hotel with the fair's agreed rates. */
export const hotels = pgTable(
  'hotels',
  {
    id: id(),
    ...bilingual('name', 'address', 'bookingContact'),
    /** Sanitised HTML as stored. */
    ...bilingual('content'),
    stars: integer().notNull(),
    distanceKm: numeric({ precision: 5, scale: 1, mode: 'number' }).notNull(),
    priceMin: integer().notNull(),
    priceMax: integer().notNull(),
    phone: text().notNull(),
    bookingPhone: text().notNull(),
    bookingEmail: text().notNull(),
    shuttle: boolean().notNull(),
    cover: text().notNull(),
    images: imageList(),
    latitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [index('hotels_distance_idx').on(t.distanceKm)],
)

export const appPlatform = pgEnum('app_platform', APP_PLATFORMS)

/** The app's current release on each platform. */
export const appReleases = pgTable('app_releases', {
  platform: appPlatform().primaryKey(),
  version: text().notNull(),
  url: text().notNull(),
  sizeMb: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
  releasedAt: date({ mode: 'string' }).notNull(),
  ...bilingual('notes'),
})

/** A user's answers to an edition's visitor survey; one per user and edition. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: id(),
    userId: userRef(),
    edition: integer().notNull(),
    answers: jsonb().$type<QuestionnaireBody>().notNull(),
    /** The satisfaction score 1-5, kept beside the answers for the average. */
    satisfaction: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('questionnaire_answers_user_edition_idx').on(t.userId, t.edition)],
)
