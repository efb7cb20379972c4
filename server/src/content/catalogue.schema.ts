import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { projects } from './schema'
import { userRef } from '../account'
import { videos } from '../media'
import { belongsTo, bilingual, id, moment, sortOrder } from '../platform/columns'

// Tables of the catalogue area: project roadshows, agreements, browsing records.

/** A project's roadshow: the video that pitches it (opened on the VIP video page). */
export const projectRoadshows = pgTable(
  'project_roadshows',
  {
    id: id(),
    projectId: belongsTo(() => projects.id),
    videoId: belongsTo(() => videos.id),
    sort: sortOrder(),
  },
  (t) => [
    uniqueIndex('project_roadshows_project_video_idx').on(t.projectId, t.videoId),
    index('project_roadshows_sort_idx').on(t.sort),
  ],
)

/** User agreement, privacy policy and the other agreements, one row per type. */
export const agreements = pgTable('agreements', {
  type: text().primaryKey(),
  ...bilingual('title'),
  /** Sanitised HTML as stored. */
  ...bilingual('content'),
  updatedAt: moment().notNull(),
})

/** Which projects a user opened: one row per user and project, with how often and when last. */
export const projectBrowsingRecords = pgTable(
  'project_browsing_records',
  {
    id: id(),
    userId: userRef(),
    projectId: belongsTo(() => projects.id),
    times: integer().notNull().default(1),
    lastViewedAt: moment()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('project_browsing_records_user_project_idx').on(t.userId, t.projectId)],
)
