import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { lives } from './lives.schema'
import { userRef } from '../account'
import { belongsTo, bilingual, bilingualTrigrams, createdAt, id, moment, refersTo } from '../platform/columns'

// Apart from the meetings: an activity's broadcast is one of media's lives, and media's lives refer to meetings.
/** A show, tasting or launch at an exhibitor's booth (seed 000 section 4). */
export const boothActivities = pgTable(
  'booth_activities',
  {
    id: id(),
    edition: integer().notNull(),
    ...bilingual('title', 'host', 'introduction', 'area'),
    cover: text().notNull(),
    hall: text().notNull(),
    booth: text().notNull(),
    /** Its broadcast, when it has one. */
    liveId: refersTo(() => lives.id),
    startTime: moment().notNull(),
    endTime: moment().notNull(),
  },
  (t) => [index('booth_activities_start_idx').on(t.startTime), ...bilingualTrigrams('booth_activities', 'title', t)],
)

export const boothActivitySubscriptions = pgTable(
  'booth_activity_subscriptions',
  {
    userId: userRef(),
    activityId: belongsTo(() => boothActivities.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('booth_activity_subscriptions_activity_idx').on(t.activityId),
  ],
)
