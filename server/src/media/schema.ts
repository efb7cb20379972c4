import { boolean, index, integer, pgEnum, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { meetings } from '../meeting/schema'
import { id, moment, trigram } from '../platform/columns'

// Tables of the media area: lives (meeting / forum live streams and replays), video categories, pre-docking history.

/** Categories of the video list filter (videos.category_id). */
export const videoCategories = pgTable('video_categories', {
  id: id(),
  labelZh: text().notNull(),
  labelEn: text().notNull(),
  sort: integer().notNull().default(0),
})

/**
 * A live broadcast of a meeting or forum. Its state is derived from the clock: before startTime it is
 * "not started", between startTime and endTime "live" (streamUrl), afterwards "replay" (replayUrl, once available).
 */
export const lives = pgTable(
  'lives',
  {
    id: id(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    cover: text().notNull(),
    hostZh: text().notNull().default(''),
    hostEn: text().notNull().default(''),
    startTime: moment().notNull(),
    endTime: moment().notNull(),
    streamUrl: text().notNull(),
    replayUrl: text(),
    meetingId: integer().references(() => meetings.id, { onDelete: 'set null' }),
    views: integer().notNull().default(0),
  },
  (t) => [
    index('lives_start_time_idx').on(t.startTime),
    trigram('lives_title_zh_trgm_idx', t.titleZh),
    trigram('lives_title_en_trgm_idx', t.titleEn),
  ],
)

/** A record of matchmaking ("pre-docking") held before the fair between an investor and a project side. */
export const preDockingHistories = pgTable(
  'pre_docking_histories',
  {
    id: id(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    summaryZh: text().notNull(),
    summaryEn: text().notNull(),
    contentZh: text().notNull(),
    contentEn: text().notNull(),
    cover: text().notNull(),
    partiesZh: text().notNull(),
    partiesEn: text().notNull(),
    dockingTime: moment().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [
    index('pre_docking_histories_time_idx').on(t.dockingTime),
    trigram('pre_docking_histories_title_zh_trgm_idx', t.titleZh),
    trigram('pre_docking_histories_title_en_trgm_idx', t.titleEn),
  ],
)

/** Documents shared for pre-docking (opened in the PDF viewer). */
export const preDockingFiles = pgTable(
  'pre_docking_files',
  {
    id: id(),
    historyId: integer().references(() => preDockingHistories.id, { onDelete: 'cascade' }),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    url: text().notNull(),
    sizeBytes: integer().notNull(),
    publishTime: moment().notNull(),
  },
  (t) => [index('pre_docking_files_history_idx').on(t.historyId)],
)

/** Videos recorded during a pre-docking session (a video may belong to several sessions). */
export const preDockingVideos = pgTable(
  'pre_docking_videos',
  {
    id: id(),
    historyId: integer()
      .notNull()
      .references(() => preDockingHistories.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [index('pre_docking_videos_history_idx').on(t.historyId, t.sort)],
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
    /** Uncategorised when its category is removed. */
    categoryId: integer().references((): AnyPgColumn => videoCategories.id, { onDelete: 'set null' }),
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
