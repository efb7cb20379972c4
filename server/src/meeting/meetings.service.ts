import { eq } from 'drizzle-orm'
import { meetings } from './schema'
import type { MeetingDetail } from '../../../src/contract/meeting'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'

/** One meeting in the request's language with its (stored sanitised) rich text; null when the id matches nothing. */
export async function getMeeting(db: Database, lang: Lang, id: number): Promise<MeetingDetail | null> {
  const [row] = await db
    .select({
      id: meetings.id,
      ...localized(lang, meetings, 'title', 'summary', 'content'),
      cover: meetings.cover,
      ...localized(lang, meetings, 'venue', 'host'),
      startTime: meetings.startTime,
      endTime: meetings.endTime,
    })
    .from(meetings)
    .where(eq(meetings.id, id))
  return row ? { ...row, startTime: row.startTime.getTime(), endTime: row.endTime.getTime() } : null
}
