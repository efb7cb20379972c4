import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm'
import { groupAnswer } from './group.service'
import { statusLabel } from './labels'
import { organisationAnswer } from './organisation.service'
import { personAnswer } from './person.service'
import { recordEvent, type RegistrationRow, type Tx } from './registrations.service'
import {
  entryStaff,
  groupRegistrations,
  organisationRegistrations,
  personRegistrations,
  registrationEvents,
  registrations,
} from './schema'
import { maskPhone } from '../../../src/contract/mask'
import {
  nextStatus,
  REFUSABLE_STATUSES,
  RegistrationStatus,
  type RegistrationKind,
  type RegistrationStatusCode,
  type ReviewTrack,
} from '../../../src/contract/registration.codes'
import { users } from '../account'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import type { Lang } from '../platform/lang'

// The operators' side of registration (the operator API and `npm run admin -- registration ...`): the list by status
// and kind, one registration with its material and history, and the transitions only operators make.

/** One line of the operators' list. */
export interface ReviewSummary {
  id: number
  userId: number
  kind: RegistrationKind
  personKind: string | null
  title: string
  phone: string
  certificateStatus: number | null
  exhibitorStatus: number | null
  collectionMethod: string | null
  expressNumber: string
  submittedAt: Date
  withdrawn: boolean
}

export interface ReviewFilter {
  /** Registrations with this status on either track. */
  status?: RegistrationStatusCode
  kind?: RegistrationKind
  /** Withdrawn ones too. */
  all?: boolean
}

/** Registrations oldest first, as the review queue takes them. */
export async function listForReview(db: Database, filter: ReviewFilter = {}): Promise<ReviewSummary[]> {
  const where: (SQL | undefined)[] = [
    filter.all ? undefined : isNull(registrations.withdrawnAt),
    filter.kind ? eq(registrations.kind, filter.kind) : undefined,
    filter.status
      ? or(eq(registrations.certificateStatus, filter.status), eq(registrations.exhibitorStatus, filter.status))
      : undefined,
  ]
  const rows = await db
    .select({
      row: registrations,
      phone: users.phone,
      personKind: personRegistrations.personKind,
      person: personRegistrations.name,
      group: groupRegistrations.groupNameZh,
      organisation: organisationRegistrations.nameZh,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(personRegistrations, eq(personRegistrations.registrationId, registrations.id))
    .leftJoin(groupRegistrations, eq(groupRegistrations.registrationId, registrations.id))
    .leftJoin(organisationRegistrations, eq(organisationRegistrations.registrationId, registrations.id))
    .where(and(...where))
    .orderBy(asc(registrations.submittedAt), asc(registrations.id))
  return rows.map(({ row, phone, personKind, person, group, organisation }) => ({
    id: row.id,
    userId: row.userId,
    kind: row.kind as RegistrationKind,
    personKind,
    title: person ?? group ?? organisation ?? '',
    phone: maskPhone(phone),
    certificateStatus: row.certificateStatus,
    exhibitorStatus: row.exhibitorStatus,
    collectionMethod: row.collectionMethod,
    expressNumber: row.expressNumber,
    submittedAt: row.submittedAt,
    withdrawn: row.withdrawnAt !== null,
  }))
}

/** One registration for review: everything its owner sees, every transition with the operator's name, the user. */
export async function showForReview(db: Database, id: number, lang: Lang = 'zh') {
  const [found] = await db
    .select({ row: registrations, phone: users.phone, nickname: users.nickname })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.id, id))
  if (!found) return null
  const { row } = found
  const answer =
    row.kind === 'person'
      ? await personAnswer(db, row, lang)
      : row.kind === 'group'
        ? await groupAnswer(db, row, lang)
        : await organisationAnswer(db, row, lang)
  const events = await db
    .select()
    .from(registrationEvents)
    .where(eq(registrationEvents.registrationId, id))
    .orderBy(asc(registrationEvents.at), asc(registrationEvents.id))
  return {
    ...answer,
    userId: row.userId,
    user: { nickname: found.nickname, phone: maskPhone(found.phone) },
    withdrawnAt: row.withdrawnAt,
    history: events.map((event) => ({
      action: event.action,
      track: event.track,
      status: event.status,
      by: event.actorKind,
      actor: event.actor,
      note: event.note,
      at: event.at,
    })),
  }
}

const operatorName = (operator: string) => {
  const name = operator.trim()
  if (!name) throw new ApiError(400, 400, 'registration.review.operatorRequired')
  return name
}

/** The registration, locked for the transition; withdrawn ones take none. */
async function lockedRegistration(tx: Tx, id: number): Promise<RegistrationRow> {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update')
  if (!row) throw notFound()
  if (row.withdrawnAt) throw new ApiError(409, 409, 'registration.review.withdrawn')
  return row
}

/** The track an operator means: as asked, else the exhibitor review of an organisation until it is approved. */
function trackOf(row: RegistrationRow, asked: ReviewTrack | undefined): ReviewTrack {
  if (asked === 'exhibitor' && row.kind !== 'organisation')
    throw new ApiError(400, 400, 'registration.review.noExhibitorTrack')
  if (asked) return asked
  return row.kind === 'organisation' && row.exhibitorStatus !== RegistrationStatus.approved
    ? 'exhibitor'
    : 'certificate'
}

const statusOn = (row: RegistrationRow, track: ReviewTrack) =>
  (track === 'exhibitor' ? row.exhibitorStatus : row.certificateStatus) as RegistrationStatusCode | null

/**
 * Moves a registration one step along a track (TRACK_STEPS; `to`, when given, must be that step): an approved
 * exhibitor starts its certificate track at approved and its contact window; an issued certificate makes the badge.
 */
export async function advanceRegistration(
  db: Database,
  id: number,
  { track: asked, to, operator }: { track?: ReviewTrack; to?: RegistrationStatusCode; operator: string },
  now = new Date(),
): Promise<RegistrationStatusCode> {
  const by = operatorName(operator)
  return db.transaction(async (tx) => {
    const row = await lockedRegistration(tx, id)
    const track = trackOf(row, asked)
    const current = statusOn(row, track)
    const next = current === null ? null : nextStatus(track, current)
    if (next === null || (to !== undefined && to !== next))
      throw new ApiError(409, 409, 'registration.review.cannotAdvance', {
        next: next === null ? '—' : `${next} ${statusLabel(next, 'en')} / ${statusLabel(next, 'zh')}`,
      })
    const approvedExhibitor = track === 'exhibitor' && next === RegistrationStatus.approved
    await tx
      .update(registrations)
      .set({
        ...(track === 'exhibitor' ? { exhibitorStatus: next } : { certificateStatus: next }),
        ...(approvedExhibitor ? { exhibitorApprovedAt: now, certificateStatus: RegistrationStatus.approved } : {}),
        ...(next === RegistrationStatus.certificateIssued ? { certificateIssuedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(registrations.id, id))
    await recordEvent(tx, id, { action: 'advanced', track, status: next, by: 'operator', actor: by, at: now })
    if (approvedExhibitor)
      await recordEvent(tx, id, {
        action: 'advanced',
        track: 'certificate',
        status: RegistrationStatus.approved,
        by: 'operator',
        actor: by,
        at: now,
      })
    return next
  })
}

/** Refuses a registration under review with the reason its owner will see; they may then modify and resubmit. */
export async function refuseRegistration(
  db: Database,
  id: number,
  { track: asked, reason, operator }: { track?: ReviewTrack; reason: string; operator: string },
  now = new Date(),
): Promise<void> {
  const by = operatorName(operator)
  const why = reason.trim()
  if (!why) throw new ApiError(400, 400, 'registration.review.reasonRequired')
  await db.transaction(async (tx) => {
    const row = await lockedRegistration(tx, id)
    const track = trackOf(row, asked)
    const current = statusOn(row, track)
    if (current === null || !REFUSABLE_STATUSES.includes(current))
      throw new ApiError(409, 409, 'registration.review.cannotRefuse')
    await tx
      .update(registrations)
      .set(
        track === 'exhibitor'
          ? { exhibitorStatus: RegistrationStatus.notApproved, exhibitorReason: why, updatedAt: now }
          : { certificateStatus: RegistrationStatus.notApproved, certificateReason: why, updatedAt: now },
      )
      .where(eq(registrations.id, id))
    await recordEvent(tx, id, {
      action: 'refused',
      track,
      status: RegistrationStatus.notApproved,
      by: 'operator',
      actor: by,
      note: why,
      at: now,
    })
  })
}

const EXPRESS_NUMBER = /^[A-Za-z0-9-]{6,30}$/

/** Records the express number of badges sent by express, once they are being made or issued. */
export async function setExpressNumber(
  db: Database,
  id: number,
  { expressNumber, operator }: { expressNumber: string; operator: string },
  now = new Date(),
): Promise<void> {
  const by = operatorName(operator)
  const number = expressNumber.trim()
  if (!EXPRESS_NUMBER.test(number)) throw new ApiError(400, 400, 'registration.review.expressNumber')
  await db.transaction(async (tx) => {
    const row = await lockedRegistration(tx, id)
    if (row.collectionMethod !== 'express') throw new ApiError(409, 409, 'registration.review.notExpress')
    const made: (number | null)[] = [RegistrationStatus.certificateMaking, RegistrationStatus.certificateIssued]
    if (!made.includes(row.certificateStatus)) throw new ApiError(409, 409, 'registration.review.expressTooEarly')
    await tx.update(registrations).set({ expressNumber: number, updatedAt: now }).where(eq(registrations.id, id))
    await recordEvent(tx, id, { action: 'expressSent', by: 'operator', actor: by, note: number, at: now })
  })
}

/** The users who may verify badges at the entrances, the latest added first. */
export async function listEntryStaff(db: Database) {
  return db
    .select({
      userId: entryStaff.userId,
      nickname: users.nickname,
      addedBy: entryStaff.addedBy,
      addedAt: entryStaff.addedAt,
    })
    .from(entryStaff)
    .innerJoin(users, eq(users.id, entryStaff.userId))
    .orderBy(desc(entryStaff.addedAt))
}

/** Lets a user verify badges at the entrances (or stops it). */
export async function setEntryStaff(db: Database, userId: number, staff: boolean, operator: string): Promise<void> {
  const by = operatorName(operator)
  if (!staff) {
    await db.delete(entryStaff).where(eq(entryStaff.userId, userId))
    return
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) throw notFound()
  await db.insert(entryStaff).values({ userId, addedBy: by }).onConflictDoNothing()
}
