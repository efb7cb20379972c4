import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { meetings } from './schema'
import { speakers } from '../media/schema'
import { belongsTo, sortOrder } from '../platform/columns'

// Apart from the meetings: the speakers are media's (their talks are its videos), and media's lives refer to meetings.
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
