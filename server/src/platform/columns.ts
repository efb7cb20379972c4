import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core'

// Column names are snake_case in SQL (drizzle `casing: 'snake_case'` in the config and in connect.ts).

/** An identity primary key. */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
/** A point in time with its zone. */
export const moment = () => timestamp({ withTimezone: true, mode: 'date' })
/** When the row was written. */
export const createdAt = () => moment().notNull().defaultNow()
/** When the row last changed. */
export const updatedAt = () => moment().notNull().defaultNow()
/** The row a row belongs to, by id; the row goes with it. */
export const belongsTo = (parent: () => AnyPgColumn) => integer().notNull().references(parent, { onDelete: 'cascade' })
/** A row a row may refer to, by id: null when there is none, and once that row is deleted. */
export const refersTo = (target: () => AnyPgColumn) => integer().references(target, { onDelete: 'set null' })
/** One row of a table of choices (an option, a category, a design), by id; a chosen row cannot be deleted. */
export const oneOf = (choices: () => AnyPgColumn) => integer().notNull().references(choices)
/** A list of image paths, empty by default. */
export const imageList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)
/** The position in a display order, 0 unless set. */
export const sortOrder = () => integer().notNull().default(0)
/** How often a detail was opened (counted by platform/views.ts). */
export const viewCount = () => integer().notNull().default(0)

type Bilingual<N extends string, Column> = Record<`${N}Zh` | `${N}En`, Column>

/** For each named text, a zh and an en column made by `column`. */
const bilingualOf =
  <Column>(column: () => Column) =>
  <N extends string>(...names: N[]): Bilingual<N, Column> =>
    Object.fromEntries(
      names.flatMap((name) => [
        [`${name}Zh`, column()],
        [`${name}En`, column()],
      ]),
    ) as Bilingual<N, Column>

/** The zh and en columns of each named text: `...bilingual('title', 'summary')` is titleZh, titleEn, summaryZh, summaryEn. */
export const bilingual = bilingualOf(() => text().notNull())
/** As `bilingual`, for texts that are '' until written. */
export const bilingualOrEmpty = bilingualOf(() => text().notNull().default(''))

/** What a table of choices has besides its id: a label in both languages and a display order (see platform/options.ts). */
export const choiceColumns = () => ({ ...bilingual('label'), sort: sortOrder() })

/** Any content item, by its content type code and id as the client sends them (no foreign key: the type picks the table). */
export const contentKey = () => ({ contentType: smallint().notNull(), contentId: integer().notNull() })

/** A trigram GIN index so ILIKE '%kw%' on a bilingual text column does not scan (3+ character keywords). */
export const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'))

/** The trigram indexes of both languages of a text: `<table>_<text>_zh_trgm_idx` and `..._en_...`. */
export const bilingualTrigrams = <N extends string>(
  table: string,
  name: N,
  columns: Record<`${N}Zh` | `${N}En`, ExtraConfigColumn>,
) => [
  trigram(`${table}_${name}_zh_trgm_idx`, columns[`${name}Zh`]),
  trigram(`${table}_${name}_en_trgm_idx`, columns[`${name}En`]),
]
