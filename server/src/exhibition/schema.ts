import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { booths, exhibitions, products } from '../platform/schema'

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
