import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './connect'
import { pick, type Lang } from './lang'
import { options } from './options.schema'
import type { Option } from '../../../src/contract/common'

/** The localised label of the option an id column points at, as a scalar subquery (the query stays a plain select). */
export function optionLabel(lang: Lang, id: AnyPgColumn | SQL) {
  return sql<string>`(select ${pick(lang, options.labelZh, options.labelEn)} from ${options} where ${options.id} = ${id})`
}

/** A table of choices with labels in both languages and a display order. */
type LabelTable = PgTable & { id: AnyPgColumn; labelZh: AnyPgColumn; labelEn: AnyPgColumn; sort: AnyPgColumn }

/** The choices of a label table (of those `where` keeps) as select options, in display order. */
export async function labelOptions(db: Database, lang: Lang, table: LabelTable, where?: SQL): Promise<Option[]> {
  const rows = await db
    .select({ id: table.id, label: pick(lang, table.labelZh, table.labelEn) })
    .from(table)
    .where(where)
    .orderBy(asc(table.sort), asc(table.id))
  return rows.map((row) => ({ value: String(row.id), label: String(row.label) }))
}

/** The options some row of `table` points at through `column` (of the rows `where` keeps), in display order. */
export async function optionsInUse(
  db: Database,
  lang: Lang,
  table: PgTable,
  column: AnyPgColumn,
  where?: SQL,
): Promise<Option[]> {
  const rows = await db
    .selectDistinct({ id: options.id, label: pick(lang, options.labelZh, options.labelEn), sort: options.sort })
    .from(options)
    .innerJoin(table, and(eq(column, options.id), where))
    .orderBy(asc(options.sort), asc(options.id))
  return rows.map((row) => ({ value: String(row.id), label: row.label }))
}
