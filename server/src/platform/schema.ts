import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core'

// Column names are snake_case in SQL (drizzle `casing: 'snake_case'` in the config and in connect.ts).

const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
const moment = () => timestamp({ withTimezone: true, mode: 'date' })
const imageList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

/** A trigram GIN index so ILIKE '%kw%' on a bilingual text column does not scan (3+ character keywords). */
const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'))

export const optionKind = pgEnum('option_kind', [
  'industry',
  'carrier',
  'invest_mode',
  'park_type',
  'estate_type',
  'news_category',
])

/** Labels of every select filter except push time; each row belongs to one kind. */
export const options = pgTable(
  'options',
  {
    id: id(),
    kind: optionKind().notNull(),
    labelZh: text().notNull(),
    labelEn: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('options_kind_sort_idx').on(t.kind, t.sort)],
)

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

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull(),
    venueZh: text().notNull(),
    venueEn: text().notNull(),
    hostZh: text().notNull(),
    hostEn: text().notNull(),
    startTime: moment().notNull(),
    endTime: moment().notNull(),
  },
  (t) => [
    index('meetings_start_time_idx').on(t.startTime),
    trigram('meetings_title_zh_trgm_idx', t.titleZh),
    trigram('meetings_title_en_trgm_idx', t.titleEn),
  ],
)

export const enterprises = pgTable(
  'enterprises',
  {
    id: id(),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    logo: text().notNull(),
    industryId: integer()
      .notNull()
      .references(() => options.id),
    regionZh: text().notNull(),
    regionEn: text().notNull(),
    images: imageList(),
    foundedYear: integer(),
    /** Shown in the investment circle's company list (venture funds, investment banks, industrial funds). */
    investmentInstitution: boolean().notNull().default(false),
  },
  (t) => [
    trigram('enterprises_name_zh_trgm_idx', t.nameZh),
    trigram('enterprises_name_en_trgm_idx', t.nameEn),
    index('enterprises_industry_idx').on(t.industryId),
  ],
)

/** One specification row of a product, in both languages. */
export interface ProductSpec {
  labelZh: string
  labelEn: string
  valueZh: string
  valueEn: string
}

export const products = pgTable(
  'products',
  {
    id: id(),
    enterpriseId: integer()
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    cover: text().notNull(),
    images: imageList(),
    /** Sanitised HTML as stored. */
    contentZh: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    /** Specification rows shown as label / value pairs. */
    specs: jsonb().$type<ProductSpec[]>().notNull().default([]),
  },
  (t) => [
    index('products_enterprise_idx').on(t.enterpriseId),
    trigram('products_name_zh_trgm_idx', t.nameZh),
    trigram('products_name_en_trgm_idx', t.nameEn),
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
    /** A POLICY_CATEGORIES code (services/policies.ts). */
    category: smallint().notNull().default(1),
    /** Also listed in the investment-circle (goldkey) policy zone. */
    goldkey: boolean().notNull().default(false),
  },
  (t) => [trigram('policies_title_zh_trgm_idx', t.titleZh), trigram('policies_title_en_trgm_idx', t.titleEn)],
)

export const speakers = pgTable('speakers', {
  id: id(),
  nameZh: text().notNull(),
  nameEn: text().notNull(),
  positionZh: text().notNull(),
  positionEn: text().notNull(),
  organisationZh: text().notNull(),
  organisationEn: text().notNull(),
  bioZh: text().notNull(),
  bioEn: text().notNull(),
  avatar: text().notNull(),
  /** Shown on the "essence speakers" page. */
  featured: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
})

/** forum: a talk at a forum; long: a full session recording; vip_roadshow: a VIP roadshow pitch. */
export const videoKind = pgEnum('video_kind', ['forum', 'long', 'vip_roadshow'])

export const videos = pgTable(
  'videos',
  {
    id: id(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    cover: text().notNull(),
    durationSeconds: integer().notNull(),
    speakerId: integer().references(() => speakers.id, { onDelete: 'set null' }),
    publishTime: moment().notNull(),
    views: integer().notNull().default(0),
    /** Playable file (mp4) served by the API server or a CDN. */
    url: text().notNull().default(''),
    kind: videoKind().notNull().default('forum'),
    /** A row of video_categories (schema-media.ts); kept without a foreign key to avoid a circular import. */
    categoryId: integer(),
    /** Featured on the VIP roadshow home. */
    featured: boolean().notNull().default(false),
  },
  (t) => [
    trigram('videos_title_zh_trgm_idx', t.titleZh),
    trigram('videos_title_en_trgm_idx', t.titleEn),
    index('videos_kind_publish_time_idx').on(t.kind, t.publishTime),
    index('videos_speaker_idx').on(t.speakerId),
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
    /** A row of exhibition_areas (schema-exhibition.ts); kept without a foreign key to avoid a circular import. */
    areaId: integer(),
  },
  (t) => [uniqueIndex('booths_exhibition_no_idx').on(t.exhibitionId, t.boothNo), index('booths_area_idx').on(t.areaId)],
)

export const moduleType = pgEnum('module_type', ['banner', 'entry'])

/** Home page banners and quick entries; `link` is an H5 route path with its query. */
export const commonModules = pgTable(
  'common_modules',
  {
    id: id(),
    type: moduleType().notNull(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    image: text().notNull(),
    link: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('common_modules_type_sort_idx').on(t.type, t.sort)],
)

/** One row (id 1) of fair-wide settings. */
export const fairConfig = pgTable('fair_config', {
  id: integer().primaryKey(),
  fairNameZh: text().notNull(),
  fairNameEn: text().notNull(),
  edition: integer().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
  servicePhone: text().notNull(),
  pointsMallSwitch: boolean().notNull(),
})

export const pointsRules = pgTable('points_rules', {
  /** 31..38, see PointsAction in the client DTOs. */
  actionType: smallint().primaryKey(),
  nameZh: text().notNull(),
  nameEn: text().notNull(),
  frequency: integer().notNull(),
  point: integer().notNull(),
  /** 0 active. */
  status: smallint().notNull().default(0),
})

export const searchRanks = pgTable('search_ranks', {
  id: id(),
  keywordZh: text().notNull(),
  keywordEn: text().notNull(),
  count: integer().notNull(),
})

export const users = pgTable(
  'users',
  {
    id: id(),
    nickname: text().notNull(),
    avatar: text().notNull(),
    /** Mainland mobile, 11 digits; null for an account that signed up by email. */
    phone: text().unique(),
    /** Stored lower-case; '' when none. Unique among users that have one (email login finds the user by it). */
    email: text().notNull().default(''),
    /** 0 not verified, 1 verifying, 2 verified, 3 rejected. */
    realNameStatus: smallint().notNull().default(0),
    company: text().notNull().default(''),
    position: text().notNull().default(''),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
  ],
)

/** Only the SHA-256 of a token is stored, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment().notNull(),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const collects = pgTable(
  'collects',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: smallint().notNull(),
    contentId: integer().notNull(),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collects_user_content_idx').on(t.userId, t.contentType, t.contentId)],
)

export const follows = pgTable(
  'follows',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: smallint().notNull(),
    targetId: integer().notNull(),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follows_user_target_idx').on(t.userId, t.targetType, t.targetId)],
)

export const meetingSignUps = pgTable(
  'meeting_sign_ups',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_sign_ups_user_meeting_idx').on(t.userId, t.meetingId)],
)

/** Points ledger; a user's balance is the sum of their rows. */
export const pointsRecords = pgTable(
  'points_records',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionType: smallint().notNull(),
    point: integer().notNull(),
    createdAt: moment().notNull().defaultNow(),
    /** The client's idempotency key of the claim; a repeated key credits once. Null for rows written without one. */
    requestKey: text(),
  },
  (t) => [
    index('points_records_user_idx').on(t.userId),
    index('points_records_user_action_created_idx').on(t.userId, t.actionType, t.createdAt),
    uniqueIndex('points_records_user_request_key_idx').on(t.userId, t.requestKey),
  ],
)

/**
 * One-time login codes (seed 001 "login method switch"). Only a salted scrypt hash of the code is kept;
 * a code is void once used, expired, superseded by a newer code for the account, or after 5 wrong attempts.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    /** 'phone' or 'email'. */
    method: text().notNull(),
    /** Normalised: 11-digit mobile, or lower-case email. */
    account: text().notNull(),
    /** scrypt(code, salt) as hex. */
    codeHash: text().notNull(),
    salt: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    createdAt: moment().notNull(),
    /** The requesting client's address, for the per-address limit on sending codes. */
    ip: text().notNull().default(''),
  },
  (t) => [
    index('login_codes_account_created_idx').on(t.method, t.account, t.createdAt),
    index('login_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
)
