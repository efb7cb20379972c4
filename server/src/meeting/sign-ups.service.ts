import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import type { zh as meetingMessages } from './messages'
import { meetingSignUps, meetings } from './schema'
import { meetingStatus } from './status'
import { checkSlot } from './time-slots'
import type {
  BatchOutcome,
  BatchSignUpResult,
  MeetingConflict,
  MySignUp,
  SlotFullData,
} from '../../../src/contract/meeting'
import { MeetingSignUpCode } from '../../../src/contract/meeting.codes'
import { users } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { localized, type Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { columnsOf } from '../platform/select'

/** How many of a user's meetings may run at one instant (seed 001 sections 5 and 9). */
export const MEETINGS_PER_SLOT = 2
/** users.realNameStatus of a verified identity. */
const REAL_NAME_VERIFIED = 2

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Why one meeting cannot be signed up for; the slot-full case carries the sign-ups in the way. */
class Refusal {
  constructor(
    readonly outcome: Exclude<BatchOutcome, 'signedUp'>,
    readonly error: ApiError,
    readonly conflicts: MeetingConflict[] = [],
  ) {}
}

type RefusalKey = Exclude<keyof typeof meetingMessages, 'meeting.slotFull' | 'meeting.signedUp'>
const REFUSALS: Record<Exclude<BatchOutcome, 'signedUp' | 'slotFull'>, [number, number, RefusalKey]> = {
  notFound: [404, 404, 'meeting.notFound'],
  alreadySignedUp: [409, 409, 'meeting.alreadySignedUp'],
  closed: [400, 400, 'meeting.signUpClosed'],
  full: [409, 409, 'meeting.full'],
  invitationOnly: [403, MeetingSignUpCode.invitationRequired, 'meeting.invitationRequired'],
}
const refuse = (outcome: keyof typeof REFUSALS) => {
  const [status, code, key] = REFUSALS[outcome]
  return new Refusal(outcome, new ApiError(status, code, key))
}

/**
 * One user's sign-ups are serialised by an advisory transaction lock, and one meeting's seats by another, so double
 * submits, overlapping meetings and a last seat never pass the checks together. Locks are taken user first, then
 * meetings by start time and id, so two transactions never wait on each other in a circle.
 */
const lockUser = (tx: Transaction, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting-sign-up:${userId}`}))`)
const lockMeeting = (tx: Transaction, meetingId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting-seats:${meetingId}`}))`)

/** Signing up needs a verified real name (seed 001 section 5); the app leads an unverified user to verification. */
async function requireRealName(tx: Transaction, userId: number) {
  const [user] = await tx.select({ status: users.realNameStatus }).from(users).where(eq(users.id, userId))
  if (user?.status !== REAL_NAME_VERIFIED) {
    throw new ApiError(403, MeetingSignUpCode.realNameRequired, 'meeting.realNameRequired')
  }
}

/** The user's other sign-ups overlapping [start, end), in the request's language. */
async function overlapping(tx: Transaction, lang: Lang, userId: number, meetingId: number, start: Date, end: Date) {
  const rows = await tx
    .select({
      id: meetings.id,
      ...localized(lang, meetings, 'title'),
      ...columnsOf(meetings, 'startTime', 'endTime'),
    })
    .from(meetingSignUps)
    .innerJoin(meetings, eq(meetings.id, meetingSignUps.meetingId))
    .where(
      and(
        eq(meetingSignUps.userId, userId),
        ne(meetings.id, meetingId),
        lt(meetings.startTime, end),
        gt(meetings.endTime, start),
      ),
    )
    .orderBy(asc(meetings.startTime), asc(meetings.id))
  return rows.map((row) => ({ ...row, startTime: row.startTime.getTime(), endTime: row.endTime.getTime() }))
}

/** Signs up inside a transaction holding the user's lock: a Refusal when a rule says no. */
async function signUpLocked(
  tx: Transaction,
  lang: Lang,
  userId: number,
  meetingId: number,
  invitationCode: string | undefined,
  now: Date,
): Promise<Refusal | undefined> {
  await lockMeeting(tx, meetingId)
  const [meeting] = await tx
    .select({
      ...columnsOf(meetings, 'startTime', 'endTime', 'capacity', 'invitationCode'),
    })
    .from(meetings)
    .where(eq(meetings.id, meetingId))
  if (!meeting) return refuse('notFound')
  const mine = and(eq(meetingSignUps.userId, userId), eq(meetingSignUps.meetingId, meetingId))
  if ((await tx.$count(meetingSignUps, mine)) > 0) return refuse('alreadySignedUp')
  if (meeting.startTime <= now) return refuse('closed')
  if (meeting.invitationCode && meeting.invitationCode !== invitationCode?.trim()) return refuse('invitationOnly')
  const around = await overlapping(tx, lang, userId, meetingId, meeting.startTime, meeting.endTime)
  const span = { startTime: meeting.startTime.getTime(), endTime: meeting.endTime.getTime() }
  const slot = checkSlot(span, around, MEETINGS_PER_SLOT)
  if (slot.most > MEETINGS_PER_SLOT) {
    const conflicts = slot.inTheWay
    const error = new ApiError(409, 409, 'meeting.slotFull').withData<SlotFullData>({ conflicts })
    return new Refusal('slotFull', error, conflicts)
  }
  if (meeting.capacity !== null) {
    const taken = await tx.$count(meetingSignUps, eq(meetingSignUps.meetingId, meetingId))
    if (taken >= meeting.capacity) return refuse('full')
  }
  await tx.insert(meetingSignUps).values({ userId, meetingId, createdAt: now })
  return undefined
}

/**
 * Signs a real-name verified user up for a meeting (seed 001 sections 5, 8, 9): 403 unverified, 404 unknown meeting, 409 already
 * signed up, 400 once it has started (the deadline), 403 without the invitation code of an invited-only meeting,
 * 409 with the meetings in the way when it would make more than MEETINGS_PER_SLOT of the user's meetings run at one
 * instant, 409 when its seats are taken.
 */
export async function signUpForMeeting(
  db: Database,
  userId: number,
  meetingId: number,
  {
    lang = 'zh',
    invitationCode,
    replacing,
    now = new Date(),
  }: { lang?: Lang; invitationCode?: string; replacing?: number; now?: Date } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await requireRealName(tx, userId)
    // Given up first so it no longer fills the time slot; a refusal below rolls the removal back.
    if (replacing !== undefined) await removeSignUp(tx, userId, replacing, now)
    const refusal = await signUpLocked(tx, lang, userId, meetingId, invitationCode, now)
    if (refusal) throw refusal.error
  })
}

/** Thrown to undo a dry run's sign-ups once their outcomes are known. */
class DryRun extends Error {
  constructor(readonly results: BatchSignUpResult[]) {
    super('dry run')
  }
}

/**
 * Several meetings in one go, earliest first, so the answer says per meeting what happened: the ones signed up
 * earlier in the batch count for the time-slot rule of the later ones. With `dryRun` nothing is kept.
 */
export async function signUpForMeetings(
  db: Database,
  userId: number,
  meetingIds: number[],
  { lang = 'zh', dryRun = false, now = new Date() }: { lang?: Lang; dryRun?: boolean; now?: Date } = {},
): Promise<BatchSignUpResult[]> {
  try {
    return await db.transaction(async (tx) => {
      await lockUser(tx, userId)
      await requireRealName(tx, userId)
      const known = await tx
        .select({ id: meetings.id })
        .from(meetings)
        .where(inArray(meetings.id, meetingIds))
        .orderBy(asc(meetings.startTime), asc(meetings.id))
      const ordered = [...known.map((m) => m.id), ...meetingIds.filter((id) => !known.some((m) => m.id === id))]
      const results: BatchSignUpResult[] = []
      for (const meetingId of ordered) {
        const refusal = await signUpLocked(tx, lang, userId, meetingId, undefined, now)
        results.push({
          meetingId,
          outcome: refusal?.outcome ?? 'signedUp',
          msg: refusal ? refusal.error.text(lang) : messageText('meeting.signedUp', lang),
          conflicts: refusal?.conflicts ?? [],
        })
      }
      if (dryRun) throw new DryRun(results)
      return results
    })
  } catch (error) {
    if (error instanceof DryRun) return error.results
    throw error
  }
}

/** Gives up a sign-up while the meeting has not started: 404 when there is none, 400 once it has started. */
export async function cancelSignUp(db: Database, userId: number, meetingId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await removeSignUp(tx, userId, meetingId, now)
  })
}

async function removeSignUp(tx: Transaction, userId: number, meetingId: number, now: Date) {
  const [row] = await tx
    .select({ id: meetingSignUps.id, startTime: meetings.startTime })
    .from(meetingSignUps)
    .innerJoin(meetings, eq(meetings.id, meetingSignUps.meetingId))
    .where(and(eq(meetingSignUps.userId, userId), eq(meetingSignUps.meetingId, meetingId)))
  if (!row) throw new ApiError(404, 404, 'meeting.notSignedUp')
  if (row.startTime <= now) throw new ApiError(400, 400, 'meeting.cancelClosed')
  await tx.delete(meetingSignUps).where(eq(meetingSignUps.id, row.id))
}

/** The user's sign-ups, earliest meeting first, with each meeting's status at `now`. */
export async function mySignUps(db: Database, lang: Lang, userId: number, now = new Date()): Promise<MySignUp[]> {
  const rows = await db
    .select({
      meetingId: meetings.id,
      ...localized(lang, meetings, 'title', 'venue'),
      ...columnsOf(meetings, 'startTime', 'endTime'),
      signedUpAt: meetingSignUps.createdAt,
    })
    .from(meetingSignUps)
    .innerJoin(meetings, eq(meetings.id, meetingSignUps.meetingId))
    .where(eq(meetingSignUps.userId, userId))
    .orderBy(asc(meetings.startTime), asc(meetings.id))
  return rows.map((row) => ({
    ...row,
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    signedUpAt: row.signedUpAt.getTime(),
    status: meetingStatus(row.startTime, row.endTime, now),
  }))
}

/** Whether the user holds at least one meeting sign-up (what points action 38 rewards). */
export async function hasAnySignUp(db: Pick<Database, '$count'>, userId: number): Promise<boolean> {
  return (await db.$count(meetingSignUps, eq(meetingSignUps.userId, userId))) > 0
}
