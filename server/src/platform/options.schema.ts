import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core'
import { id } from './columns'

export const optionKind = pgEnum('option_kind', [
  'industry',
  'carrier',
  'invest_mode',
  'park_type',
  'estate_type',
  'news_category',
])

/** Labels of every select filter except push time; each row belongs to one kind. */
export const options = pgTable(
  'options',
  {
    id: id(),
    kind: optionKind().notNull(),
    labelZh: text().notNull(),
    labelEn: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('options_kind_sort_idx').on(t.kind, t.sort)],
)
