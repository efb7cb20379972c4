import { index, pgTable, text } from 'drizzle-orm/pg-core'
import { meetings } from './schema'
import { bilingual, bilingualOrEmpty, bilingualTrigrams, id, moment, refersTo, viewCount } from '../platform/columns'

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
