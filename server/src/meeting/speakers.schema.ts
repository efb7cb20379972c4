import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { meetings } from './schema'
import { belongsTo, bilingual, id, sortOrder } from '../platform/columns'

/** The people who speak at the fair's meetings; media's videos are their talks. */
export const speakers = pgTable('speakers', {
  id: id(),
  ...bilingual('name', 'position', 'organisation', 'bio'),
  avatar: text().notNull(),
  /** Shown on the "essence speakers" page. */
  featured: boolean().notNull().default(false),
  sort: sortOrder(),
})

/** Who speaks at a meeting, in programme order. */
export const meetingSpeakers = pgTable(
  'meeting_speakers',
  {
    meetingId: belongsTo(() => meetings.id),
    speakerId: belongsTo(() => speakers.id),
    sort: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.speakerId] }), index('meeting_speakers_speaker_idx').on(t.speakerId)],
)
