import type { SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Database } from './connect'
import type { Lang } from './lang'
import type { Page, PageQuery } from '../../../src/contract/common'

/** A service answering one page of a list under a filter, in a language. */
export type PagedList<Filter, Item> = (db: Database, lang: Lang, filter: Filter, page: PageQuery) => Promise<Page<Item>>

/** A service answering one page of what matches a keyword, in a language. */
export type KeywordSearch<Item> = (
  db: Database,
  lang: Lang,
  keyword: string | undefined,
  page: PageQuery,
) => Promise<Page<Item>>

/** A list query before its limit and offset (a Drizzle select). */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> }
}

/**
 * Every row the filter keeps, counted: `db.$count(table, where)`, or a `select({ total: count() })` query where the
 * filter needs joins.
 */
type Total = PromiseLike<number> | PromiseLike<{ total: number }[]>

/**
 * One page of a list: the rows of `pageNum` (`pageSize` of them, offset by the pages before) with the count of all,
 * each row made an item by `toItem`.
 */
export function pageOf<Row>(q: PageQuery, rows: Pageable<Row>, total: Total): Promise<Page<Row>>
export function pageOf<Row, Item>(
  q: PageQuery,
  rows: Pageable<Row>,
  total: Total,
  toItem: (row: Row) => Item,
): Promise<Page<Item>>
export async function pageOf<Row, Item>(
  q: PageQuery,
  rows: Pageable<Row>,
  total: Total,
  toItem?: (row: Row) => Item,
): Promise<Page<Row | Item>> {
  const [list, counted] = await Promise.all([rows.limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize), total])
  return {
    list: toItem ? list.map(toItem) : list,
    total: typeof counted === 'number' ? counted : counted[0].total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  }
}

/** The same page with each item remade (cards as search hits...). */
export const mapPage = <A, B>(page: Page<A>, toItem: (item: A) => B): Page<B> => ({
  ...page,
  list: page.list.map(toItem),
})

/** A list from one table: its columns under a filter, in an order. */
export interface TableList<Columns extends SelectedFields> {
  table: PgTable
  columns: Columns
  where?: SQL
  orderBy: (SQL | AnyPgColumn)[]
}

/** pageOf for a list from one table: the rows query and the count under the same filter, built from one description. */
export function tablePage<Columns extends SelectedFields>(
  db: Database,
  q: PageQuery,
  list: TableList<Columns>,
): Promise<Page<SelectResultFields<Columns>>>
export function tablePage<Columns extends SelectedFields, Item>(
  db: Database,
  q: PageQuery,
  list: TableList<Columns>,
  toItem: (row: SelectResultFields<Columns>) => Item,
): Promise<Page<Item>>
export function tablePage<Columns extends SelectedFields, Item>(
  db: Database,
  q: PageQuery,
  { table, columns, where, orderBy }: TableList<Columns>,
  toItem?: (row: SelectResultFields<Columns>) => Item,
): Promise<Page<SelectResultFields<Columns> | Item>> {
  // With a table of any shape Drizzle cannot name the row type; it is what the columns select.
  const rows = db
    .select(columns)
    .from(table)
    .where(where)
    .orderBy(...orderBy) as unknown as Pageable<SelectResultFields<Columns>>
  const total = db.$count(table, where)
  return toItem ? pageOf(q, rows, total, toItem) : pageOf(q, rows, total)
}
