import type { Page, PageQuery } from '../../../src/contract/common'

export const offsetOf = (q: PageQuery) => (q.pageNum - 1) * q.pageSize

function pageOf<T>(list: T[], total: number, q: PageQuery): Page<T> {
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize }
}

/** Runs a page's rows query and its count query together and shapes the answer. */
export async function pageFrom<Row, Item>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<{ total: number }[]>,
  toItem: (row: Row) => Item,
  q: PageQuery,
): Promise<Page<Item>> {
  const [list, [{ total }]] = await Promise.all([rows, counted])
  return pageOf(list.map(toItem), total, q)
}
