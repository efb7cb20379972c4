import { sql } from 'drizzle-orm'
import { index, integer, jsonb, numeric, pgEnum, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { SERVICE_CATEGORIES } from '../../../src/contract/city.codes'
import { users } from '../account'
import {
  belongsTo,
  bilingual,
  bilingualTrigrams,
  id,
  imageList,
  moment,
  sortOrder,
  updatedAt,
} from '../platform/columns'
import { optionRef } from '../platform/options.schema'

// Tables of the city area: member units (cities), their industrial clusters, investment services,
// investment-promotion contacts and manual chapters, and each user's chosen default member unit.

/** Where a member unit is shown on the member-unit page: Xiamen, the rest of Fujian, other provinces, overseas. */
export const cityGroup = pgEnum('city_group', ['xiamen', 'fujian', 'province', 'overseas'])

/** A member unit; its id is the administrative area code (350200 Xiamen), which links and queries use. */
export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    ...bilingual('name'),
    group: cityGroup().notNull(),
    /** 1 for the fair's home city, 2 for every other member unit. */
    cityType: smallint().notNull().default(2),
    ...bilingual('slogan', 'summary'),
    /** The showcase (charm-city) text, sanitised HTML as stored. */
    ...bilingual('content'),
    cover: text().notNull(),
    banner: text().notNull(),
    images: imageList(),
    /** Gross domestic product, 100 million yuan. */
    gdp: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Year-on-year GDP growth, percent. */
    gdpGrowth: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Resident population, 10,000 people. */
    population: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Land area, km². */
    landArea: integer().notNull(),
    /** The year the figures describe. */
    statYear: smallint().notNull(),
    ...bilingual('address'),
    hotline: text().notNull(),
    sort: sortOrder(),
  },
  (t) => [index('cities_group_sort_idx').on(t.group, t.sort)],
)

/** An industrial cluster of a member city. */
export const clusters = pgTable(
  'clusters',
  {
    id: id(),
    cityId: belongsTo(() => cities.id),
    industryId: optionRef(),
    ...bilingual('title', 'summary', 'content'),
    cover: text().notNull(),
    images: imageList(),
    /** Annual output, 100 million yuan. */
    outputValue: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    enterpriseCount: integer().notNull(),
    keyEnterprisesZh: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keyEnterprisesEn: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sort: sortOrder(),
    publishTime: moment().notNull(),
  },
  (t) => [index('clusters_city_sort_idx').on(t.cityId, t.sort), ...bilingualTrigrams('clusters', 'title', t)],
)

/** What an investment service helps with; the filter of the service list. */
export const serviceCategory = pgEnum('service_category', SERVICE_CATEGORIES)

/** An investment service a member city offers investors. */
export const investmentServices = pgTable(
  'investment_services',
  {
    id: id(),
    cityId: belongsTo(() => cities.id),
    category: serviceCategory().notNull(),
    ...bilingual('title', 'summary', 'content'),
    cover: text().notNull(),
    ...bilingual('department', 'contactName'),
    contactPhone: text().notNull(),
    ...bilingual('address'),
    sort: sortOrder(),
  },
  (t) => [
    index('investment_services_city_sort_idx').on(t.cityId, t.sort),
    ...bilingualTrigrams('investment_services', 'title', t),
  ],
)

/** An investment-promotion contact of a member city; the phone is stored whole and masked when shown. */
export const cityContacts = pgTable(
  'city_contacts',
  {
    id: id(),
    cityId: belongsTo(() => cities.id),
    ...bilingual('department', 'person', 'position'),
    phone: text().notNull(),
    email: text().notNull(),
    ...bilingual('address'),
    sort: sortOrder(),
  },
  (t) => [index('city_contacts_city_sort_idx').on(t.cityId, t.sort)],
)

/** A chapter of a member city's investment guide. */
export const manualChapters = pgTable(
  'manual_chapters',
  {
    id: id(),
    cityId: belongsTo(() => cities.id),
    ...bilingual('title', 'content'),
    sort: sortOrder(),
  },
  (t) => [index('manual_chapters_city_sort_idx').on(t.cityId, t.sort)],
)

/** The member unit a signed-in user chose on /region (userDefaultArea/setDefaultArea). */
export const userDefaultAreas = pgTable('user_default_areas', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  areaId: belongsTo(() => cities.id),
  updatedAt: updatedAt(),
})

/** A regional section (the Gansu zone): a province's page with its figures; its cities are the member units under its code. */
export const regionSections = pgTable('region_sections', {
  code: text().primaryKey(),
  /** The first two digits of its member units' area codes (62 for Gansu). */
  provincePrefix: text().notNull(),
  ...bilingual('name', 'slogan'),
  /** Sanitised HTML as stored. */
  ...bilingual('intro'),
  cover: text().notNull(),
  /** Label and value pairs in both languages, in order. */
  figures: jsonb().$type<{ labelZh: string; labelEn: string; value: string }[]>().notNull(),
})
