import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgEnum, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { users } from '../account/schema'
import { id, imageList, moment, trigram } from '../platform/columns'
import { options } from '../platform/options.schema'

// Tables of the city area: member units (cities), their industrial clusters, investment services,
// investment-promotion contacts and manual chapters, and each user's chosen default member unit.

/** Where a member unit is shown on the member-unit page: Xiamen, the rest of Fujian, other provinces, overseas. */
export const cityGroup = pgEnum('city_group', ['xiamen', 'fujian', 'province', 'overseas'])

/** A member unit; its id is the administrative area code (350200 Xiamen), which links and queries use. */
export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    group: cityGroup().notNull(),
    /** 1 for the fair's home city, 2 for every other member unit. */
    cityType: smallint().notNull().default(2),
    sloganZh: text().notNull(),
    sloganEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    /** The showcase (charm-city) text, sanitised HTML as stored. */
    contentZh: text().notNull(),
    contentEn: text().notNull(),
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
    addressZh: text().notNull(),
    addressEn: text().notNull(),
    hotline: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('cities_group_sort_idx').on(t.group, t.sort)],
)

/** An industrial cluster of a member city. */
export const clusters = pgTable(
  'clusters',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    industryId: integer()
      .notNull()
      .references(() => options.id),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
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
    sort: integer().notNull().default(0),
    publishTime: moment().notNull(),
  },
  (t) => [
    index('clusters_city_sort_idx').on(t.cityId, t.sort),
    trigram('clusters_title_zh_trgm_idx', t.titleZh),
    trigram('clusters_title_en_trgm_idx', t.titleEn),
  ],
)

/** What an investment service helps with; the filter of the service list. */
export const serviceCategory = pgEnum('service_category', ['registration', 'talent', 'finance', 'land', 'tax', 'trade'])

/** An investment service a member city offers investors. */
export const investmentServices = pgTable(
  'investment_services',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    category: serviceCategory().notNull(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull(),
    departmentZh: text().notNull(),
    departmentEn: text().notNull(),
    contactNameZh: text().notNull(),
    contactNameEn: text().notNull(),
    contactPhone: text().notNull(),
    addressZh: text().notNull(),
    addressEn: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('investment_services_city_sort_idx').on(t.cityId, t.sort),
    trigram('investment_services_title_zh_trgm_idx', t.titleZh),
    trigram('investment_services_title_en_trgm_idx', t.titleEn),
  ],
)

/** An investment-promotion contact of a member city; the phone is stored whole and masked when shown. */
export const cityContacts = pgTable(
  'city_contacts',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    departmentZh: text().notNull(),
    departmentEn: text().notNull(),
    personZh: text().notNull(),
    personEn: text().notNull(),
    positionZh: text().notNull(),
    positionEn: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    addressZh: text().notNull(),
    addressEn: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('city_contacts_city_sort_idx').on(t.cityId, t.sort)],
)

/** A chapter of a member city's investment guide. */
export const manualChapters = pgTable(
  'manual_chapters',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('manual_chapters_city_sort_idx').on(t.cityId, t.sort)],
)

/** The member unit a signed-in user chose on /region (userDefaultArea/setDefaultArea). */
export const userDefaultAreas = pgTable('user_default_areas', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  areaId: integer()
    .notNull()
    .references(() => cities.id, { onDelete: 'cascade' }),
  updatedAt: moment().notNull().defaultNow(),
})
