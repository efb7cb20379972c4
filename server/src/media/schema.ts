import { boolean, index, integer, pgEnum, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { VIDEO_KINDS } from '../../../src/contract/media.codes'
import { meetings } from '../meeting/schema'
import {
  belongsTo,
  bilingual,
  bilingualOrEmpty,
  bilingualTrigrams,
  choiceColumns,
  id,
  moment,
  refersTo,
  sortOrder,
  viewCount,
} from '../platform/columns'

// Tables of the media area: lives (meeting / forum live streams and replays), video categories, pre-docking history.

/** Categories of the video list filter (videos.category_id). */
export const videoCategories = pgTable('video_categories', {
  id: id(),
  ...choiceColumns(),
})

/**
 * A live broadcast of a meeting or forum. Its state is derived from the clock: before startTime it is
 * "not started", between startTime and endTime "live" (streamUrl), afterwards "replay" (replayUrl, once available).
 */
export const lives = pgTable(
  'lives',
  {
    id: id(),
    ...bilingual('title', 'summary'),
    ...bilingualOrEmpty('content'),
    cover: text().notNull(),
    ...bilingualOrEmpty('host'),
    startTime: moment().notNull(),
    endTime: moment().notNull(),
    streamUrl: text().notNull(),
    replayUrl: text(),
    meetingId: refersTo(() => meetings.id),
    views: viewCount(),
  },
  (t) => [index('lives_start_time_idx').on(t.startTime), ...bilingualTrigrams('lives', 'title', t)],
)

/** A record of matchmaking ("pre-docking") held before the fair between an investor and a project side. */
export const preDockingHistories = pgTable(
  'pre_docking_histories',
  {
    id: id(),
    ...bilingual('title', 'summary', 'content'),
    cover: text().notNull(),
    ...bilingual('parties'),
    dockingTime: moment().notNull(),
    views: viewCount(),
  },
  (t) => [
    index('pre_docking_histories_time_idx').on(t.dockingTime),
    ...bilingualTrigrams('pre_docking_histories', 'title', t),
  ],
)

/** Documents shared for pre-docking (opened in the PDF viewer). */
export const preDockingFiles = pgTable(
  'pre_docking_files',
  {
    id: id(),
    historyId: integer().references(() => preDockingHistories.id, { onDelete: 'cascade' }),
    ...bilingual('name'),
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
    historyId: belongsTo(() => preDockingHistories.id),
    videoId: belongsTo(() => videos.id),
    sort: sortOrder(),
  },
  (t) => [index('pre_docking_videos_history_idx').on(t.historyId, t.sort)],
)

export const speakers = pgTable('speakers', {
  id: id(),
  ...bilingual('name', 'position', 'organisation', 'bio'),
  avatar: text().notNull(),
  /** Shown on the "essence speakers" page. */
  featured: boolean().notNull().default(false),
  sort: sortOrder(),
})

/** forum: a talk at a forum; long: a full session recording; vip_roadshow: a VIP roadshow pitch. */
export const videoKind = pgEnum('video_kind', VIDEO_KINDS)

export const videos = pgTable(
  'videos',
  {
    id: id(),
    ...bilingual('title', 'summary'),
    cover: text().notNull(),
    durationSeconds: integer().notNull(),
    speakerId: refersTo(() => speakers.id),
    publishTime: moment().notNull(),
    views: viewCount(),
    /** Playable file (mp4) served by the API server or a CDN. */
    url: text().notNull().default(''),
    kind: videoKind().notNull().default('forum'),
    /** Uncategorised when its category is removed. */
    categoryId: refersTo((): AnyPgColumn => videoCategories.id),
    /** Featured on the VIP roadshow home. */
    featured: boolean().notNull().default(false),
  },
  (t) => [
    ...bilingualTrigrams('videos', 'title', t),
    index('videos_kind_publish_time_idx').on(t.kind, t.publishTime),
    index('videos_speaker_idx').on(t.speakerId),
  ],
)
