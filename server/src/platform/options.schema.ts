import { index, pgEnum, pgTable } from 'drizzle-orm/pg-core'
import { choiceColumns, id, oneOf } from './columns'

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
    ...choiceColumns(),
  },
  (t) => [index('options_kind_sort_idx').on(t.kind, t.sort)],
)

/** A choice of one option (its kind is the column's business). */
export const optionRef = () => oneOf(() => options.id)
