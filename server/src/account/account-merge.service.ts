import { sql } from 'drizzle-orm'
import type { Database } from '../platform/connect'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

interface UserReference {
  table: string
  column: string
  /** The other columns of each unique index or key that includes `column`. */
  uniqueWith: string[][]
}

// PGlite and node-postgres both answer a raw statement with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * Every column that refers to users.id, read from the catalogue, so a table added later is merged without being
 * listed here; with the unique indexes each column is part of.
 */
async function userReferences(tx: Tx): Promise<UserReference[]> {
  const rows = rowsOf<{ table: string; column: string; unique: boolean; unique_columns: string[] | null }>(
    await tx.execute(sql`
      select c.conrelid::regclass::text as table, a.attname as column, i.indexrelid is not null as unique,
        (select array_agg(other.attname::text order by other.attname)
           from pg_attribute other
          where other.attrelid = i.indrelid and other.attnum = any(i.indkey) and other.attnum <> a.attnum) as unique_columns
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        left join pg_index i on i.indrelid = c.conrelid and i.indisunique and i.indexprs is null and a.attnum = any(i.indkey)
       where c.contype = 'f' and c.confrelid = 'users'::regclass
       order by 1, 2`),
  )
  const byColumn = new Map<string, UserReference>()
  for (const row of rows) {
    const key = `${row.table}.${row.column}`
    const reference = byColumn.get(key) ?? { table: row.table, column: row.column, uniqueWith: [] }
    // A unique index on the user column alone (one settings row per user) has no other columns.
    if (row.unique) reference.uniqueWith.push(row.unique_columns ?? [])
    byColumn.set(key, reference)
  }
  return [...byColumn.values()]
}

const SESSIONS = 'sessions'

/**
 * Folds the account `fromId` into `intoId` inside the caller's transaction: every row that refers to the old account
 * moves to the surviving one (points, collects, likes, follows, sign-ups, downloads, collectibles, the WeChat
 * identity...), except where the survivor already has the same unique row (a collect of the same item, its own
 * settings), which it keeps; the old account's sessions end and the account is deleted.
 */
export async function mergeAccounts(tx: Tx, fromId: number, intoId: number): Promise<void> {
  await tx.execute(sql`delete from ${sql.identifier(SESSIONS)} where user_id = ${fromId}`)
  for (const { table, column, uniqueWith } of await userReferences(tx)) {
    if (table === SESSIONS) continue
    const t = sql.identifier(table)
    const c = sql.identifier(column)
    // A moved row may not duplicate one the survivor has under any unique index that includes the user column
    // (compared with =, as the index does: rows with a null there never clash).
    const clashes = uniqueWith.map((others) => {
      const same = others.map((other) => sql`kept.${sql.identifier(other)} = moved.${sql.identifier(other)}`)
      return sql`exists (select 1 from ${t} kept where kept.${c} = ${intoId}${same.length ? sql` and ${sql.join(same, sql` and `)}` : sql``})`
    })
    const noClash = clashes.length ? sql` and not (${sql.join(clashes, sql` or `)})` : sql``
    await tx.execute(sql`update ${t} moved set ${c} = ${intoId} where moved.${c} = ${fromId}${noClash}`)
  }
  // What could not move (the survivor's own unique rows win) goes with the old account.
  await tx.execute(sql`delete from users where id = ${fromId}`)
}
