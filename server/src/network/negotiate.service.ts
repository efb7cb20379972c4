import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm'
import { agendaOf } from './agenda.service'
import { tellWaiting } from './chat.service'
import { meetingPoints, meetingRequests } from './match.schema'
import { matchOf } from './match.service'
import { briefOf, briefsOf, fieldRefused } from './people'
import type { Page, PageQuery } from '../../../src/contract/common'
import type {
  AgendaConflict,
  MeetingPoint,
  MeetingRequest,
  MeetingRequestForm,
  MeetingRequestListQuery,
  NegotiateOptions,
} from '../../../src/contract/network'
import {
  MEETING_HOURS,
  MEETING_SLOT_MINUTES,
  MEETING_TOPIC_MAX,
  MEETING_TOPIC_MIN,
  NetworkCode,
  type MeetingRequestStatus,
} from '../../../src/contract/network.codes'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { DAY_MS } from '../platform/fair-clock'
import { pick, type Lang } from '../platform/lang'
import { pageOf } from '../platform/page'
import { fairCalendar } from '../registration'

// Meetings from matches (/mypage-negotiate): a request about a topic in a slot at a meeting point, accepted, declined
// or answered with another slot; a slot that conflicts with the user's agenda (or, answering, with the other person's)
// is refused naming what is in the way; a point holds as many meetings per slot as it has tables. Accepted meetings
// are in both users' agendas (agenda.service.ts).

const SLOT_MS = MEETING_SLOT_MINUTES * 60_000
const FAIR_OFFSET = '+08:00'

const notPending = () => new ApiError(409, NetworkCode.notPending, 'network.meeting.notPending')

/** A time range on the fair's clock (UTC+8), as the messages name it: "09-10 14:00-14:30". */
function fairRange(startTime: number, endTime: number): string {
  const local = (at: number) => new Date(at + 8 * 3_600_000).toISOString()
  const [start, end] = [local(startTime), local(endTime)]
  return `${start.slice(5, 10)} ${start.slice(11, 16)}-${end.slice(11, 16)}`
}

/** The topic as stored (trimmed), or the refusal beside the topic field: MEETING_TOPIC_MIN to MEETING_TOPIC_MAX. */
function checkTopic(topic: string | undefined): string {
  const trimmed = (topic ?? '').trim()
  const length = [...trimmed].length
  if (length < MEETING_TOPIC_MIN || length > MEETING_TOPIC_MAX) throw fieldRefused('topic', 'topic')
  return trimmed
}

const pointColumns = (lang: Lang) => ({
  id: meetingPoints.id,
  name: pick(lang, meetingPoints.nameZh, meetingPoints.nameEn),
  location: pick(lang, meetingPoints.locationZh, meetingPoints.locationEn),
  tables: meetingPoints.tables,
})

/** Every slot start of each fair day (fair time), in ms. */
async function fairSlots(db: Database): Promise<{ date: string; slots: number[] }[]> {
  const { start, end } = await fairCalendar(db)
  const days: { date: string; slots: number[] }[] = []
  for (let day = Date.parse(`${start}T00:00:00Z`); day <= Date.parse(`${end}T00:00:00Z`); day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10)
    const opens = Date.parse(`${date}T${MEETING_HOURS.opens}:00${FAIR_OFFSET}`)
    const closes = Date.parse(`${date}T${MEETING_HOURS.closes}:00${FAIR_OFFSET}`)
    const slots: number[] = []
    for (let at = opens; at + SLOT_MS <= closes; at += SLOT_MS) slots.push(at)
    days.push({ date, slots })
  }
  return days
}

/** network/negotiate/options: the meeting points and each fair day's slots still ahead of `now`. */
export async function negotiateOptions(db: Database, lang: Lang, now: Date): Promise<NegotiateOptions> {
  const ahead = (await fairSlots(db))
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot > now.getTime()) }))
    .filter((day) => day.slots.length > 0)
  return {
    points: await db
      .select(pointColumns(lang))
      .from(meetingPoints)
      .orderBy(asc(meetingPoints.sort), asc(meetingPoints.id)),
    days: ahead,
    slotMinutes: MEETING_SLOT_MINUTES,
  }
}

/** Refuses a start that is not one of the fair's slots or has passed; answers the slot's end. */
async function checkSlot(db: Database, startTime: number, now: Date): Promise<number> {
  const slots = (await fairSlots(db)).flatMap((day) => day.slots)
  if (!slots.includes(startTime)) throw fieldRefused('startTime', 'slot')
  if (startTime <= now.getTime()) throw fieldRefused('startTime', 'past')
  return startTime + SLOT_MS
}

async function checkPoint(db: Database, pointId: number) {
  if ((await db.$count(meetingPoints, eq(meetingPoints.id, pointId))) === 0)
    throw fieldRefused('pointId', 'unknownOption')
}

/** The user's agenda entries overlapping a slot (the request itself left out). */
export async function conflictsOf(
  db: Database,
  lang: Lang,
  userId: number,
  slot: { startTime: number; endTime: number },
  now: Date,
  requestId?: number,
): Promise<AgendaConflict[]> {
  const { entries } = await agendaOf(db, lang, userId, now)
  return entries
    .filter((entry) => !(entry.kind === 'negotiation' && entry.id === requestId))
    .filter((entry) => entry.startTime < slot.endTime && slot.startTime < entry.endTime)
    .map(({ kind, id, title, startTime, endTime }) => ({ kind, id, title, startTime, endTime }))
}

/** Refuses a slot in the way of the user's agenda, naming the first entry in the way (all in `data.conflicts`). */
async function checkAgenda(
  db: Database,
  lang: Lang,
  userId: number,
  slot: { startTime: number; endTime: number },
  now: Date,
  requestId?: number,
) {
  const conflicts = await conflictsOf(db, lang, userId, slot, now, requestId)
  if (conflicts.length > 0)
    throw new ApiError(409, NetworkCode.agendaConflict, 'network.meeting.conflict', {
      title: conflicts[0].title,
    }).withData({ conflicts })
}

/**
 * The other person's agenda entries overlapping a slot refuse it, naming the first: a programme meeting or booth
 * activity by its title, one of their own meetings with someone else by its time only (whom they meet is theirs).
 */
async function checkOtherAgenda(
  db: Database,
  lang: Lang,
  otherId: number,
  slot: { startTime: number; endTime: number },
  now: Date,
  requestId: number,
) {
  const [first] = await conflictsOf(db, lang, otherId, slot, now, requestId)
  if (!first) return
  const time = fairRange(first.startTime, first.endTime)
  throw first.kind === 'negotiation'
    ? new ApiError(409, NetworkCode.agendaConflict, 'network.meeting.otherMeeting', { time })
    : new ApiError(409, NetworkCode.agendaConflict, 'network.meeting.otherBusy', { title: first.title, time })
}

/**
 * network/negotiate/request: asks the person behind one of the user's matches (a person, or the exhibitor's contact)
 * to meet about a topic in a fair slot at a meeting point; refused when the slot is in the way of the user's own
 * agenda.
 */
export async function requestMeeting(
  db: Database,
  lang: Lang,
  userId: number,
  form: MeetingRequestForm,
  now: Date,
): Promise<MeetingRequest> {
  const { match, meetWith } = await matchOf(db, userId, form.matchId)
  if (!meetWith || meetWith === userId) throw new ApiError(409, NetworkCode.nobodyToMeet, 'network.match.nobodyToMeet')
  const topic = checkTopic(form.topic)
  const endTime = await checkSlot(db, form.startTime, now)
  await checkPoint(db, form.pointId)
  const slot = { startTime: form.startTime, endTime }
  await checkAgenda(db, lang, userId, slot, now)
  const [created] = await db
    .insert(meetingRequests)
    .values({
      fromUserId: userId,
      toUserId: meetWith,
      matchId: match.id,
      pointId: form.pointId,
      startTime: new Date(slot.startTime),
      endTime: new Date(endTime),
      topicZh: topic,
      topicEn: topic,
      note: (form.note ?? '').trim(),
      awaitingUserId: meetWith,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: meetingRequests.id })
  await tellWaiting(db, [meetWith, userId])
  return requestOf(db, lang, userId, created.id, now)
}

type RequestRow = typeof meetingRequests.$inferSelect

async function show(
  db: Database,
  lang: Lang,
  userId: number,
  rows: RequestRow[],
  now: Date,
): Promise<MeetingRequest[]> {
  const counterparts = rows.map((row) => (row.fromUserId === userId ? row.toUserId : row.fromUserId))
  const [briefs, points, agenda] = await Promise.all([
    briefsOf(db, lang, counterparts),
    db.select(pointColumns(lang)).from(meetingPoints),
    agendaOf(db, lang, userId, now),
  ])
  const pointOf = new Map<number, MeetingPoint>(points.map((point) => [point.id, point]))
  return rows.map((row, index) => {
    const startTime = row.startTime.getTime()
    const endTime = row.endTime.getTime()
    return {
      id: row.id,
      direction: row.fromUserId === userId ? 'sent' : 'received',
      counterpart: briefOf(briefs, counterparts[index]),
      topic: pick(lang, row.topicZh, row.topicEn),
      startTime,
      endTime,
      point: pointOf.get(row.pointId) ?? { id: row.pointId, name: '', location: '', tables: 0 },
      note: row.note,
      status: row.status as MeetingRequestStatus,
      awaitingMe: row.status === 'pending' && row.awaitingUserId === userId,
      proposals: row.proposals,
      reason: row.reason,
      conflicts:
        row.status === 'pending'
          ? agenda.entries
              .filter((entry) => entry.startTime < endTime && startTime < entry.endTime)
              .map(({ kind, id, title, startTime: s, endTime: e }) => ({ kind, id, title, startTime: s, endTime: e }))
          : [],
      matchId: row.matchId,
      createdAt: row.createdAt.getTime(),
    }
  })
}

/** One request either side may see; another's is a 404. */
async function rowOf(db: Database, userId: number, id: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(meetingRequests)
    .where(
      and(eq(meetingRequests.id, id), or(eq(meetingRequests.fromUserId, userId), eq(meetingRequests.toUserId, userId))),
    )
  if (!row) throw notFound()
  return row
}

export async function requestOf(db: Database, lang: Lang, userId: number, id: number, now: Date) {
  const [shown] = await show(db, lang, userId, [await rowOf(db, userId, id)], now)
  return shown
}

/** network/negotiate/list: requests received or sent, newest first, optionally of one status. */
export async function listMeetingRequests(
  db: Database,
  lang: Lang,
  userId: number,
  { box, status }: Omit<MeetingRequestListQuery, keyof PageQuery>,
  page: PageQuery,
  now: Date,
): Promise<Page<MeetingRequest>> {
  const where = and(
    box === 'sent' ? eq(meetingRequests.fromUserId, userId) : eq(meetingRequests.toUserId, userId),
    status ? eq(meetingRequests.status, status) : undefined,
  )
  const found = await pageOf(
    page,
    db.select().from(meetingRequests).where(where).orderBy(desc(meetingRequests.createdAt), desc(meetingRequests.id)),
    db.$count(meetingRequests, where),
  )
  return { ...found, list: await show(db, lang, userId, found.list, now) }
}

/** Changes a pending request the user is to answer, once; 409 when it is not (or no longer) theirs to answer. */
async function answer(db: Database, userId: number, id: number, set: Partial<RequestRow>, also?: SQL) {
  const [changed] = await db
    .update(meetingRequests)
    .set(set)
    .where(
      and(
        eq(meetingRequests.id, id),
        eq(meetingRequests.status, 'pending'),
        eq(meetingRequests.awaitingUserId, userId),
        also,
      ),
    )
    .returning({ id: meetingRequests.id })
  if (!changed) throw notPending()
}

/**
 * network/negotiate/accept: the user whose answer is awaited accepts; refused when the slot conflicts with their agenda
 * or the other person's (each named, see checkOtherAgenda), or every table of the point is taken then. Checked under
 * locks on both people and the point's slot, on the request as it stands once they are held, so meetings accepted at
 * once never overlap for either person. Both agendas then hold it.
 */
export async function acceptMeeting(db: Database, lang: Lang, userId: number, id: number, now: Date) {
  const first = await rowOf(db, userId, id)
  if (first.status !== 'pending' || first.awaitingUserId !== userId) throw notPending()
  const other = first.fromUserId === userId ? first.toUserId : first.fromUserId
  await db.transaction(async (tx) => {
    // Always in this order (people by id, then the point), so two acceptances never wait on each other.
    const locks = [userId, other].sort((a, b) => a - b).map((person) => `meeting-person:${person}`)
    for (const key of locks) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    // As it stands now: the acceptance below is written only if its slot and point are still these.
    const row = await rowOf(tx, userId, id)
    if (row.status !== 'pending' || row.awaitingUserId !== userId) throw notPending()
    const slot = { startTime: row.startTime.getTime(), endTime: row.endTime.getTime() }
    if (slot.startTime <= now.getTime()) throw fieldRefused('startTime', 'past')
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting-point:${row.pointId}:${slot.startTime}`}))`)
    await checkAgenda(tx, lang, userId, slot, now, id)
    await checkOtherAgenda(tx, lang, other, slot, now, id)
    const [{ tables }] = await tx
      .select({ tables: meetingPoints.tables })
      .from(meetingPoints)
      .where(eq(meetingPoints.id, row.pointId))
    const taken = await tx.$count(
      meetingRequests,
      and(
        eq(meetingRequests.pointId, row.pointId),
        eq(meetingRequests.status, 'accepted'),
        eq(meetingRequests.startTime, row.startTime),
        ne(meetingRequests.id, id),
      ),
    )
    if (taken >= tables) throw new ApiError(409, NetworkCode.pointTaken, 'network.meeting.pointTaken')
    await answer(
      tx,
      userId,
      id,
      { status: 'accepted', awaitingUserId: null, updatedAt: now },
      and(eq(meetingRequests.startTime, row.startTime), eq(meetingRequests.pointId, row.pointId)),
    )
  })
  await tellWaiting(db, [userId, other])
  return requestOf(db, lang, userId, id, now)
}

/** network/negotiate/decline: the user whose answer is awaited declines, with a reason if they give one. */
export async function declineMeeting(db: Database, lang: Lang, userId: number, id: number, reason: string, now: Date) {
  const row = await rowOf(db, userId, id)
  await answer(db, userId, id, { status: 'declined', awaitingUserId: null, reason: reason.trim(), updatedAt: now })
  await tellWaiting(db, [row.fromUserId, row.toUserId])
  return requestOf(db, lang, userId, id, now)
}

/**
 * network/negotiate/propose: the user whose answer is awaited proposes another slot (and point); the other side
 * answers. Refused, as accepting would be, when the slot is in the way of either person's agenda.
 */
export async function proposeSlot(
  db: Database,
  lang: Lang,
  userId: number,
  form: { id: number; startTime: number; pointId: number },
  now: Date,
) {
  const row = await rowOf(db, userId, form.id)
  if (row.status !== 'pending' || row.awaitingUserId !== userId) throw notPending()
  const endTime = await checkSlot(db, form.startTime, now)
  await checkPoint(db, form.pointId)
  const slot = { startTime: form.startTime, endTime }
  const other = row.fromUserId === userId ? row.toUserId : row.fromUserId
  await checkAgenda(db, lang, userId, slot, now, form.id)
  await checkOtherAgenda(db, lang, other, slot, now, form.id)
  await answer(db, userId, form.id, {
    startTime: new Date(form.startTime),
    endTime: new Date(endTime),
    pointId: form.pointId,
    awaitingUserId: other,
    proposals: row.proposals + 1,
    updatedAt: now,
  })
  await tellWaiting(db, [other, userId])
  return requestOf(db, lang, userId, form.id, now)
}

/** network/negotiate/cancel: either side withdraws a pending or accepted meeting; it leaves both agendas. */
export async function cancelMeeting(db: Database, lang: Lang, userId: number, id: number, reason: string, now: Date) {
  const row = await rowOf(db, userId, id)
  const [cancelled] = await db
    .update(meetingRequests)
    .set({ status: 'cancelled', awaitingUserId: null, reason: reason.trim(), updatedAt: now })
    .where(and(eq(meetingRequests.id, id), sql`${meetingRequests.status} in ('pending', 'accepted')`))
    .returning({ id: meetingRequests.id })
  if (!cancelled) throw notPending()
  await tellWaiting(db, [row.fromUserId, row.toUserId])
  return requestOf(db, lang, userId, id, now)
}
