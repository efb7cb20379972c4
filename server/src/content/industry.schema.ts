import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { parks } from './schema'
import { videos } from '../media'
import { belongsTo, bilingual, bilingualTrigrams, id, moment, sortOrder, viewCount } from '../platform/columns'
import { optionRef } from '../platform/options.schema'

/** An industrial interpretation: an industry's chain, its strengths here and where investment fits. */
export const industryReports = pgTable(
  'industry_reports',
  {
    id: id(),
    industryId: optionRef(),
    ...bilingual('title', 'summary', 'source'),
    /** Sanitised HTML as stored. */
    ...bilingual('content'),
    cover: text().notNull(),
    publishTime: moment().notNull(),
    views: viewCount(),
  },
  (t) => [
    index('industry_reports_publish_idx').on(t.publishTime),
    ...bilingualTrigrams('industry_reports', 'title', t),
  ],
)

/** A park recommended for its roadshow: the recorded presentation and why it is recommended. */
export const parkRoadshows = pgTable(
  'park_roadshows',
  {
    id: id(),
    parkId: belongsTo(() => parks.id),
    videoId: belongsTo(() => videos.id),
    ...bilingual('presenter', 'reason'),
    sort: sortOrder(),
    /** Minutes into the fair's roadshow stage programme, for the order of the day. */
    stageMinutes: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('park_roadshows_park_video_idx').on(t.parkId, t.videoId),
    index('park_roadshows_sort_idx').on(t.sort),
  ],
)
