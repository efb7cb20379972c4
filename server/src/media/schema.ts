import { type ExtraConfigColumn, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { meetings, videos } from '../platform/schema'

// Tables of the media area: lives (meeting / forum live streams and replays), video categories, pre-docking history.

const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
const moment = () => timestamp({ withTimezone: true, mode: 'date' })
const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'))

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
