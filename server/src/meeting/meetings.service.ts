import { and, asc, desc, eq, exists, gt, lte, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { ACTIVITY_HALLS } from './activities.fixtures'
import { lives } from './lives.schema'
import { HALLS } from './programme.fixtures'
import { meetingSignUps, meetings } from './schema'
import { meetingSpeakers } from './speakers.schema'
import { speakers } from './speakers.schema'
import { meetingStatus } from './status'
import type { Page } from '../../../src/contract/common'
import { ContentType } from '../../../src/contract/common.codes'
import type {
  MeetingCard,
  MeetingDetail,
  MeetingListQuery,
  MeetingLive,
  MeetingOptions,
} from '../../../src/contract/meeting'
import { MEETING_KINDS } from '../../../src/contract/meeting.codes'
import { fairConfig } from '../fair'
import { listContentAppendixes } from '../files'
import type { Database } from '../platform/connect'
import { DAY_MS, fairDate } from '../platform/fair-clock'
import { keywordMatch, bilingualKeyword } from '../platform/keyword-match'
import { localized, type Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { pageOf } from '../platform/page'
import { columnsOf } from '../platform/select'

/** The year of the fair the programme shows by default (the fair's configured start). */
export async function currentEdition(db: Database): Promise<number> {
  const [config] = await db.select({ startDate: fairConfig.startDate }).from(fairConfig)
  return config ? Number(config.startDate.slice(0, 4)) : new Date().getFullYear()
}

// Qualified by hand: inside a subquery Drizzle writes the outer column bare, and "id" would name the inner table's.
const meetingId = sql`${sql.identifier('meetings')}.${sql.identifier('id')}`

const signedUpCount = sql<number>`(select count(*)::int from ${meetingSignUps} where ${meetingSignUps.meetingId} = ${meetingId})`

const replayReady = (now: Date) =>
  exists(
    sql`(select 1 from ${lives} where ${lives.meetingId} = ${meetingId} and ${lives.replayUrl} is not null and ${lives.endTime} <= ${now})`,
  )

const cardColumns = (lang: Lang, now: Date) => ({
  ...columnsOf(meetings, 'id', 'kind'),
  ...localized(lang, meetings, 'title'),
  cover: meetings.cover,
  ...localized(lang, meetings, 'venue', 'room', 'host'),
  ...columnsOf(meetings, 'hall', 'startTime', 'endTime', 'capacity'),
  signedUp: signedUpCount,
  invitationOnly: sql<boolean>`${meetings.invitationCode} is not null`,
  highlight: meetings.highlight,
  hasReplay: sql<boolean>`${replayReady(now)}`,
})

type CardRow = SelectResultFields<ReturnType<typeof cardColumns>>

const toCard =
  (now: Date) =>
  ({ capacity, signedUp, startTime, endTime, ...row }: CardRow): MeetingCard => ({
    ...row,
    startTime: startTime.getTime(),
    endTime: endTime.getTime(),
    status: meetingStatus(startTime, endTime, now),
    seatsLeft: capacity === null ? null : Math.max(0, capacity - signedUp),
  })

/** Start of a fair day (yyyy-mm-dd, UTC+8). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`)

/** The programme, filtered; the current edition unless one is asked for; earliest first (latest first for reviews). */
export async function listMeetings(
  db: Database,
  lang: Lang,
  q: MeetingListQuery,
  now: Date,
): Promise<Page<MeetingCard>> {
  const keyword = keywordMatch(q.keyword, bilingualKeyword(meetings, 'title', 'summary', 'host', 'room'))
  const statusFilter = {
    '': undefined,
    notStarted: gt(meetings.startTime, now),
    ongoing: and(lte(meetings.startTime, now), gt(meetings.endTime, now)),
    finished: lte(meetings.endTime, now),
  }[q.status ?? '']
  const day = q.day ? dayStart(q.day) : undefined
  const where = and(
    eq(meetings.edition, q.edition ?? (await currentEdition(db))),
    keyword?.where,
    statusFilter,
    day && and(sql`${meetings.startTime} >= ${day}`, sql`${meetings.startTime} < ${new Date(day.getTime() + DAY_MS)}`),
    q.kind ? eq(meetings.kind, q.kind) : undefined,
    q.hall ? eq(meetings.hall, q.hall) : undefined,
    q.highlight ? eq(meetings.highlight, true) : undefined,
    q.replay ? replayReady(now) : undefined,
  )
  const latestFirst = q.replay || q.status === 'finished'
  const rows = db
    .select(cardColumns(lang, now))
    .from(meetings)
    .where(where)
    .orderBy(
      ...(keyword ? [keyword.titleFirst] : []),
      latestFirst ? desc(meetings.startTime) : asc(meetings.startTime),
      asc(meetings.id),
    )
  return pageOf(q, rows, db.$count(meetings, where), toCard(now))
}

/** The programme's filter choices: the edition's days, the kinds, the halls and the past editions. */
export async function meetingOptions(db: Database, lang: Lang, now: Date): Promise<MeetingOptions> {
  const edition = await currentEdition(db)
  const starts = await db
    .select({ startTime: meetings.startTime })
    .from(meetings)
    .where(eq(meetings.edition, edition))
    .orderBy(asc(meetings.startTime))
  const days = [...new Set(starts.map((row) => fairDate(row.startTime)))]
  const past = await db
    .selectDistinct({ edition: meetings.edition })
    .from(meetings)
    .where(sql`${meetings.edition} < ${edition}`)
    .orderBy(desc(meetings.edition))
  return {
    days: days.map((value) => ({ value, label: dayLabel(value, lang) })),
    kinds: MEETING_KINDS.map((kind) => ({ value: kind, label: messageText(`meeting.kind.${kind}`, lang) })),
    halls: HALLS.map(([value, name]) => ({ value, label: name[lang] })),
    activityHalls: ACTIVITY_HALLS.map((value) => ({ value, label: lang === 'zh' ? `${value}馆` : `Hall ${value}` })),
    editions: past.map(({ edition: year }) => ({
      value: String(year),
      label: lang === 'zh' ? `${year}年 第${year - 2001}届` : `${year} (${ordinal(year - 2001)} CIFIT)`,
    })),
    now: now.getTime(),
  }
}

const WEEKDAYS = { zh: '日一二三四五六', en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] }
const MONTHS_EN = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/** "9月8日 周二" / "Tue 8 Sep". */
function dayLabel(day: string, lang: Lang): string {
  const [, month, date] = day.split('-').map(Number)
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  return lang === 'zh'
    ? `${month}月${date}日 周${WEEKDAYS.zh[weekday]}`
    : `${WEEKDAYS.en[weekday]} ${date} ${MONTHS_EN[month - 1]}`
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`

/** Where a broadcast stands at `now`. */
export function liveState(
  live: { startTime: Date; endTime: Date; replayUrl: string | null },
  now: Date,
): MeetingLive['state'] {
  if (now < live.startTime) return 'notStarted'
  if (now < live.endTime) return 'live'
  return live.replayUrl ? 'replay' : 'ended'
}

/**
 * One meeting in the request's language with its (stored sanitised) rich text, speakers, materials and live; the
 * online room only for a user signed up for it. Null when the id matches nothing.
 */
export async function getMeeting(
  db: Database,
  lang: Lang,
  id: number,
  now: Date,
  userId?: number,
): Promise<MeetingDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns(lang, now),
      ...localized(lang, meetings, 'summary', 'content'),
      ...columnsOf(meetings, 'onlineRoom', 'onlinePassword'),
    })
    .from(meetings)
    .where(eq(meetings.id, id))
  if (!row) return null
  const { onlineRoom, onlinePassword, summary, content, ...card } = row
  const [speakerRows, materials, [live], [signUp]] = await Promise.all([
    db
      .select({
        id: speakers.id,
        ...localized(lang, speakers, 'name', 'position', 'organisation'),
        avatar: speakers.avatar,
      })
      .from(meetingSpeakers)
      .innerJoin(speakers, eq(speakers.id, meetingSpeakers.speakerId))
      .where(eq(meetingSpeakers.meetingId, id))
      .orderBy(asc(meetingSpeakers.sort)),
    listContentAppendixes(db, lang, { contentType: ContentType.meeting, contentId: id }),
    db
      .select({ id: lives.id, startTime: lives.startTime, endTime: lives.endTime, replayUrl: lives.replayUrl })
      .from(lives)
      .where(eq(lives.meetingId, id))
      .orderBy(asc(lives.id))
      .limit(1),
    userId === undefined
      ? []
      : db
          .select({ id: meetingSignUps.id })
          .from(meetingSignUps)
          .where(and(eq(meetingSignUps.meetingId, id), eq(meetingSignUps.userId, userId))),
  ])
  return {
    ...toCard(now)(card),
    summary,
    content,
    capacity: card.capacity,
    signedUpCount: card.signedUp,
    speakers: speakerRows,
    materials: materials.map(({ id: documentId, name, url }) => ({ id: documentId, name, url })),
    live: live ? { id: live.id, state: liveState(live, now) } : null,
    hasOnlineRoom: onlineRoom !== null,
    online: signUp && onlineRoom !== null ? { room: onlineRoom, password: onlinePassword ?? '' } : null,
  }
}
