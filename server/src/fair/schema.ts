import { boolean, date, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core'
import { id } from '../platform/columns'

export const moduleType = pgEnum('module_type', ['banner', 'entry'])

/** Home page banners and quick entries; `link` is an H5 route path with its query. */
export const commonModules = pgTable(
  'common_modules',
  {
    id: id(),
    type: moduleType().notNull(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    image: text().notNull(),
    link: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('common_modules_type_sort_idx').on(t.type, t.sort)],
)

/** One row (id 1) of fair-wide settings. */
export const fairConfig = pgTable('fair_config', {
  id: integer().primaryKey(),
  fairNameZh: text().notNull(),
  fairNameEn: text().notNull(),
  edition: integer().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
  servicePhone: text().notNull(),
  pointsMallSwitch: boolean().notNull(),
})
