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
import { enterprises } from '../enterprise/schema'
import { id, imageList, moment, trigram } from '../platform/columns'
import { options } from '../platform/options.schema'

/** "Pushed within N days" choices of the project list. */
export const pushTimeRanges = pgTable('push_time_ranges', {
  id: id(),
  days: integer().notNull(),
  labelZh: text().notNull(),
  labelEn: text().notNull(),
  sort: integer().notNull().default(0),
})

export const projects = pgTable(
  'projects',
  {
    id: id(),
    /** 1 investment project, 2 major project. */
    type: smallint().notNull(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    /** Sanitised HTML (lib/sanitize) as stored. */
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull(),
    images: imageList(),
    industryId: integer()
      .notNull()
      .references(() => options.id),
    carrierId: integer()
      .notNull()
      .references(() => options.id),
    investModeId: integer()
      .notNull()
      .references(() => options.id),
    regionZh: text().notNull(),
    regionEn: text().notNull(),
    /** Total investment in yuan. */
    investAmount: bigint({ mode: 'number' }).notNull(),
    pushTime: moment().notNull(),
    views: integer().notNull().default(0),
    /** The member city (prefecture-level area code, e.g. 350200 Xiamen) the project belongs to. */
    areaId: integer().notNull().default(350200),
    contactNameZh: text().notNull(),
    contactNameEn: text().notNull(),
    contactPhone: text().notNull(),
    /** The enterprise behind the project, when one is known. */
    enterpriseId: integer().references((): AnyPgColumn => enterprises.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('projects_push_time_idx').on(t.pushTime),
    index('projects_enterprise_idx').on(t.enterpriseId),
    index('projects_type_push_time_idx').on(t.type, t.pushTime),
    index('projects_area_push_time_idx').on(t.areaId, t.pushTime),
    index('projects_views_idx').on(t.views),
    trigram('projects_title_zh_trgm_idx', t.titleZh),
    trigram('projects_title_en_trgm_idx', t.titleEn),
    trigram('projects_summary_zh_trgm_idx', t.summaryZh),
    trigram('projects_summary_en_trgm_idx', t.summaryEn),
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
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull(),
    images: imageList(),
    parkTypeId: integer()
      .notNull()
      .references(() => options.id),
    estateTypeId: integer()
      .notNull()
      .references(() => options.id),
    regionZh: text().notNull(),
    regionEn: text().notNull(),
    /** Square metres. */
    area: integer().notNull(),
    price: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceUnit: parkPriceUnit().notNull(),
    publishTime: moment().notNull(),
    /** Detail views; the hot park list ranks by it. */
    views: integer().notNull().default(0),
  },
  (t) => [trigram('parks_title_zh_trgm_idx', t.titleZh), trigram('parks_title_en_trgm_idx', t.titleEn)],
)

export const news = pgTable(
  'news',
  {
    id: id(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull(),
    sourceZh: text().notNull(),
    sourceEn: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => options.id),
    publishTime: moment().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [
    index('news_publish_time_idx').on(t.publishTime),
    trigram('news_title_zh_trgm_idx', t.titleZh),
    trigram('news_title_en_trgm_idx', t.titleEn),
    trigram('news_summary_zh_trgm_idx', t.summaryZh),
    trigram('news_summary_en_trgm_idx', t.summaryEn),
  ],
)

export const policies = pgTable(
  'policies',
  {
    id: id(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    issuerZh: text().notNull(),
    issuerEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    publishTime: moment().notNull(),
    /** A POLICY_CATEGORY_CODES code (content/messages.ts). */
    category: smallint().notNull().default(1),
    /** Also listed in the investment-circle (goldkey) policy zone. */
    goldkey: boolean().notNull().default(false),
  },
  (t) => [trigram('policies_title_zh_trgm_idx', t.titleZh), trigram('policies_title_en_trgm_idx', t.titleEn)],
)
