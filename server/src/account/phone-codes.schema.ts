import { pgTable, text } from 'drizzle-orm/pg-core'
import { bilingual, sortOrder } from '../platform/columns'

/** A country or region and its calling code, in the order the phone fields list them. */
export const countryMobileCodes = pgTable('country_mobile_codes', {
  code: text().primaryKey(),
  ...bilingual('name'),
  dialCode: text().notNull(),
  sort: sortOrder(),
})
