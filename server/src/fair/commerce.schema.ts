import { index, integer, numeric, pgEnum, pgTable, text } from 'drizzle-orm/pg-core'
import { COMMERCE_ARTICLE_KINDS, COMMERCE_INDICATORS } from '../../../src/contract/fair.codes'
import { bilingual, id, moment, sortOrder } from '../platform/columns'

// Commerce data of the host city: investment signed by year, its breakdowns, the statistical releases, the business
// environment reforms, and the local cases and public notices.

export const commerceIndicator = pgEnum('commerce_indicator', COMMERCE_INDICATORS)
export const commerceArticleKind = pgEnum('commerce_article_kind', COMMERCE_ARTICLE_KINDS)

/** A year's projects signed and investment (100 million yuan). */
export const commerceYears = pgTable('commerce_years', {
  year: integer().primaryKey(),
  projects: integer().notNull(),
  investment: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
})

/** One bar of a year's breakdown by industry or by region. */
export const commerceShares = pgTable(
  'commerce_shares',
  {
    id: id(),
    year: integer()
      .notNull()
      .references(() => commerceYears.year, { onDelete: 'cascade' }),
    dimension: text({ enum: ['industry', 'region'] }).notNull(),
    ...bilingual('label'),
    projects: integer().notNull(),
    investment: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    sort: sortOrder(),
  },
  (t) => [index('commerce_shares_year_idx').on(t.year, t.dimension, t.sort)],
)

/** A statistical release: one indicator over a period, with its change on a year before. */
export const commerceReleases = pgTable(
  'commerce_releases',
  {
    id: id(),
    indicator: commerceIndicator().notNull(),
    period: text().notNull(),
    ...bilingual('title', 'unit'),
    value: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    yoy: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
    publishTime: moment().notNull(),
  },
  (t) => [
    index('commerce_releases_publish_idx').on(t.publishTime),
    index('commerce_releases_indicator_idx').on(t.indicator),
  ],
)

/** A business environment reform: what it took before and what it takes now. */
export const commerceChanges = pgTable('commerce_changes', {
  id: id(),
  year: integer().notNull(),
  ...bilingual('category', 'title', 'before', 'after'),
  sort: sortOrder(),
})

/** A local case or a public notice of the commerce bureau. */
export const commerceArticles = pgTable(
  'commerce_articles',
  {
    id: id(),
    kind: commerceArticleKind().notNull(),
    ...bilingual('title', 'summary', 'source'),
    /** Sanitised HTML as stored. */
    ...bilingual('content'),
    publishTime: moment().notNull(),
  },
  (t) => [index('commerce_articles_kind_publish_idx').on(t.kind, t.publishTime)],
)
