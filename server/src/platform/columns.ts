import { sql } from 'drizzle-orm'
import { index, integer, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core'

// Column names are snake_case in SQL (drizzle `casing: 'snake_case'` in the config and in connect.ts).

/** An identity primary key. */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
/** A point in time with its zone. */
export const moment = () => timestamp({ withTimezone: true, mode: 'date' })
/** A list of image paths, empty by default. */
export const imageList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

/** A trigram GIN index so ILIKE '%kw%' on a bilingual text column does not scan (3+ character keywords). */
export const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'))
