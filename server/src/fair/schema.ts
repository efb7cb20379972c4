import { boolean, date, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bilingual, id, moment, sortOrder } from '../platform/columns'

export const moduleType = pgEnum('module_type', ['banner', 'entry'])

/** Home page banners and quick entries; `link` is an H5 route path with its query. */
export const commonModules = pgTable(
  'common_modules',
  {
    id: id(),
    type: moduleType().notNull(),
    ...bilingual('title'),
    image: text().notNull(),
    link: text().notNull(),
    sort: sortOrder(),
  },
  (t) => [index('common_modules_type_sort_idx').on(t.type, t.sort)],
)

/** One row (id 1) of fair-wide settings. */
export const fairConfig = pgTable('fair_config', {
  id: integer().primaryKey(),
  ...bilingual('fairName'),
  edition: integer().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
  servicePhone: text().notNull(),
  pointsMallSwitch: boolean().notNull(),
})

/** Fair rich-text pages (introduction, guides), found by id or by a stable code. */
export const fairArticles = pgTable(
  'fair_articles',
  {
    id: id(),
    code: text().notNull(),
    ...bilingual('title'),
    /** Sanitised HTML as stored. */
    ...bilingual('content'),
    cover: text().notNull(),
    publishTime: moment().notNull(),
  },
  (t) => [uniqueIndex('fair_articles_code_idx').on(t.code)],
)
