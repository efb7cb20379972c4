import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from './connect'

type Viewed = PgTable & { views: AnyPgColumn }

/**
 * Counts one view of the rows `where` matches, in the statement that reads them back (add `.returning(...)`), so
 * concurrent views all count; a detail matching nothing counts nothing.
 */
export function countView<T extends Viewed>(db: Database, table: T, where: SQL | undefined) {
  return db
    .update(table)
    .set({ views: sql`${table.views} + 1` } as PgUpdateSetSource<T>)
    .where(where)
}
