import { date, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { enterprises, products } from '../enterprise'
import { belongsTo, bilingual, bilingualOrEmpty, id, refersTo, sortOrder } from '../platform/columns'

/** A zone of an exhibition inside one hall (A1...C3); booths point here through booths.area_id. */
export const exhibitionAreas = pgTable(
  'exhibition_areas',
  {
    id: id(),
    exhibitionId: belongsTo(() => exhibitions.id),
    /** The hall code as signposted on site, e.g. "A1". */
    hall: text().notNull(),
    ...bilingual('name', 'summary'),
    /** Rich introduction, sanitised when stored. */
    ...bilingual('content'),
    cover: text().notNull(),
    sort: sortOrder(),
  },
  (t) => [index('exhibition_areas_exhibition_idx').on(t.exhibitionId, t.hall, t.sort)],
)

/** An exhibit: a product of the booth's enterprise shown at that booth. */
export const exhibits = pgTable(
  'exhibits',
  {
    id: id(),
    boothId: belongsTo(() => booths.id),
    productId: belongsTo(() => products.id),
    sort: sortOrder(),
  },
  (t) => [
    uniqueIndex('exhibits_booth_product_idx').on(t.boothId, t.productId),
    index('exhibits_product_idx').on(t.productId),
  ],
)

export const exhibitions = pgTable('exhibitions', {
  id: id(),
  ...bilingual('name', 'hall', 'summary'),
  cover: text().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
  /** Rich introduction, sanitised when stored. */
  ...bilingualOrEmpty('content'),
})

export const booths = pgTable(
  'booths',
  {
    id: id(),
    exhibitionId: belongsTo(() => exhibitions.id),
    enterpriseId: belongsTo(() => enterprises.id),
    boothNo: text().notNull(),
    /** Square metres; one standard booth is 9. */
    area: integer().notNull(),
    ...bilingual('intro'),
    /** Unplaced when its zone is removed. */
    areaId: refersTo((): AnyPgColumn => exhibitionAreas.id),
  },
  (t) => [uniqueIndex('booths_exhibition_no_idx').on(t.exhibitionId, t.boothNo), index('booths_area_idx').on(t.areaId)],
)
