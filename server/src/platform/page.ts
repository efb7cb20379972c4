import type { Page, PageQuery } from '../../../src/contract/common'

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
