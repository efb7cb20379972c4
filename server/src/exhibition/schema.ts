import { date, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { enterprises, products } from '../enterprise/schema'
import { id } from '../platform/columns'

/** A zone of an exhibition inside one hall (A1...C3); booths point here through booths.area_id. */
export const exhibitionAreas = pgTable(
  'exhibition_areas',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    exhibitionId: integer()
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    /** The hall code as signposted on site, e.g. "A1". */
    hall: text().notNull(),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    /** Rich introduction, sanitised when stored. */
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('exhibition_areas_exhibition_idx').on(t.exhibitionId, t.hall, t.sort)],
)

/** An exhibit: a product of the booth's enterprise shown at that booth. */
export const exhibits = pgTable(
  'exhibits',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    boothId: integer()
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('exhibits_booth_product_idx').on(t.boothId, t.productId),
    index('exhibits_product_idx').on(t.productId),
  ],
)

export const exhibitions = pgTable('exhibitions', {
  id: id(),
  nameZh: text().notNull(),
  nameEn: text().notNull(),
  hallZh: text().notNull(),
  hallEn: text().notNull(),
  summaryZh: text().notNull(),
  summaryEn: text().notNull(),
  cover: text().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
  /** Rich introduction, sanitised when stored. */
  contentZh: text().notNull().default(''),
  contentEn: text().notNull().default(''),
})

export const booths = pgTable(
  'booths',
  {
    id: id(),
    exhibitionId: integer()
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    boothNo: text().notNull(),
    /** Square metres; one standard booth is 9. */
    area: integer().notNull(),
    introZh: text().notNull(),
    introEn: text().notNull(),
    /** Unplaced when its zone is removed. */
    areaId: integer().references((): AnyPgColumn => exhibitionAreas.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('booths_exhibition_no_idx').on(t.exhibitionId, t.boothNo), index('booths_area_idx').on(t.areaId)],
)
