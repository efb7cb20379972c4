import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { enterprises } from '../enterprise'
import {
  bilingual,
  bilingualTrigrams,
  choiceColumns,
  id,
  imageList,
  moment,
  refersTo,
  viewCount,
} from '../platform/columns'
import { optionRef } from '../platform/options.schema'

/** "Pushed within N days" choices of the project list. */
export const pushTimeRanges = pgTable('push_time_ranges', {
  id: id(),
  days: integer().notNull(),
  ...choiceColumns(),
})

export const projects = pgTable(
  'projects',
  {
    id: id(),
    /** 1 investment project, 2 major project. */
    type: smallint().notNull(),
    ...bilingual('title', 'summary'),
    /** Sanitised HTML (lib/sanitize) as stored. */
    ...bilingual('content'),
    cover: text().notNull(),
    images: imageList(),
    industryId: optionRef(),
    carrierId: optionRef(),
    investModeId: optionRef(),
    ...bilingual('region'),
    /** Total investment in yuan. */
    investAmount: bigint({ mode: 'number' }).notNull(),
    pushTime: moment().notNull(),
    views: viewCount(),
    /** The member city (prefecture-level area code, e.g. 350200 Xiamen) the project belongs to. */
    areaId: integer().notNull().default(350200),
    ...bilingual('contactName'),
    contactPhone: text().notNull(),
    /** The enterprise behind the project, when one is known. */
    enterpriseId: refersTo((): AnyPgColumn => enterprises.id),
  },
  (t) => [
    index('projects_push_time_idx').on(t.pushTime),
    index('projects_enterprise_idx').on(t.enterpriseId),
    index('projects_type_push_time_idx').on(t.type, t.pushTime),
    index('projects_area_push_time_idx').on(t.areaId, t.pushTime),
    index('projects_views_idx').on(t.views),
    ...bilingualTrigrams('projects', 'title', t),
    ...bilingualTrigrams('projects', 'summary', t),
  ],
)

export const parkPriceUnit = pgEnum('park_price_unit', [
  'yuan_per_day',
  'yuan_per_ton',
  'yuan_per_kwh',
  'wan_yuan_per_mu',
])

export const parks = pgTable(
  'parks',
  {
    id: id(),
    ...bilingual('title', 'summary', 'content'),
    cover: text().notNull(),
    images: imageList(),
    parkTypeId: optionRef(),
    estateTypeId: optionRef(),
    ...bilingual('region'),
    /** Square metres. */
    area: integer().notNull(),
    price: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceUnit: parkPriceUnit().notNull(),
    publishTime: moment().notNull(),
    /** Detail views; the hot park list ranks by it. */
    views: viewCount(),
  },
  (t) => bilingualTrigrams('parks', 'title', t),
)

export const news = pgTable(
  'news',
  {
    id: id(),
    ...bilingual('title', 'summary', 'content'),
    cover: text().notNull(),
    ...bilingual('source'),
    categoryId: optionRef(),
    publishTime: moment().notNull(),
    views: viewCount(),
  },
  (t) => [
    index('news_publish_time_idx').on(t.publishTime),
    ...bilingualTrigrams('news', 'title', t),
    ...bilingualTrigrams('news', 'summary', t),
  ],
)

export const policies = pgTable(
  'policies',
  {
    id: id(),
    ...bilingual('title', 'issuer', 'summary', 'content'),
    publishTime: moment().notNull(),
    /** A POLICY_CATEGORY_CODES code (content/messages.ts). */
    category: smallint().notNull().default(1),
    /** Also listed in the investment-circle (goldkey) policy zone. */
    goldkey: boolean().notNull().default(false),
  },
  (t) => bilingualTrigrams('policies', 'title', t),
)
