import type { Page, PageQuery } from '../../../src/services/api/common.dto'

export const offsetOf = (q: PageQuery) => (q.pageNum - 1) * q.pageSize

export function pageOf<T>(list: T[], total: number, q: PageQuery): Page<T> {
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize }
}
