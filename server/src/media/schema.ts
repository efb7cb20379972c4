import { boolean, index, integer, pgEnum, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { VIDEO_KINDS } from '../../../src/contract/media.codes'
import { speakers } from '../meeting'
import {
  belongsTo,
  bilingual,
  bilingualTrigrams,
  choiceColumns,
  id,
  moment,
  refersTo,
  sortOrder,
  viewCount,
} from '../platform/columns'

// Tables of the media area: videos and their categories, pre-docking history (lives and speakers: meeting's).

/** Categories of the video list filter (videos.category_id). */
export const videoCategories = pgTable('video_categories', {
  id: id(),
  ...choiceColumns(),
})

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
