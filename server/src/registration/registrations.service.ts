import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  exhibitorContactWindow,
  fairCalendar,
  fairMoment,
  replyBy,
  serviceHoursText,
  type FairCalendar,
} from './calendar'
import { refuseFields } from './field-errors'
import { KIND_LABELS, PERSON_KIND_LABELS } from './labels'
import {
  groupRegistrations,
  organisationRegistrations,
  personRegistrations,
  registrationEvents,
  registrations,
} from './schema'
import { uploads } from './uploads.schema'
import { storedPhone } from '../../../src/contract/phone'
import type {
  CollectionChoice,
  CollectionInfo,
  CollectionRequest,
  FieldProblem,
  RegistrationHistoryEntry,
  RegistrationSummary,
  SignUpInfo,
} from '../../../src/contract/registration'
import {
  OWNER_EDITABLE_STATUSES,
  RegistrationCode,
  RegistrationStatus,
  type CollectionMethod,
  type PersonKind,
  type RegistrationAction,
  type RegistrationActor,
  type RegistrationKind,
  type RegistrationStatusCode,
  type ReviewTrack,
  type UploadKind,
} from '../../../src/contract/registration.codes'
import { collectionProblems } from '../../../src/contract/registration.rules'
import { realNameSubmissions } from '../account'
import type { SessionUser } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import type { Lang } from '../platform/lang'
import { messageText } from '../platform/messages'

// What every kind of registration shares: the verified identity it needs, its uploads, its lock, its history, the
// collection method, withdrawal, and the state the app shows.

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
export type RegistrationRow = typeof registrations.$inferSelect

/** users.realNameStatus of a verified identity. */
const REAL_NAME_VERIFIED = 2

/**
 * Serialises one user's submissions of one kind, so two at once never both pass the "none yet" check (the partial
 * unique index on registrations stays the last word).
 */
export const lockUserKind = (tx: Tx, userId: number, kind: RegistrationKind) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${userId}:${kind}`}))`)

export const registrationNotFound = () => new ApiError(404, 404, 'registration.notFound')

/** The verified identity registering needs (403 with the code that leads to /mypage-realname without one). */
export async function requireVerified(db: Database, user: SessionUser) {
  if (user.realNameStatus !== REAL_NAME_VERIFIED)
    throw new ApiError(403, RegistrationCode.realNameRequired, 'registration.realNameRequired')
  const [identity] = await db
    .select({ realName: realNameSubmissions.realName, idNumberHmac: realNameSubmissions.idNumberHmac })
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.userId, user.id))
  return identity ?? { realName: '', idNumberHmac: '' }
}

export type VerifiedIdentity = Awaited<ReturnType<typeof requireVerified>>

const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/

/** The store key of an upload URL, or null when it is not one of this server's uploads. */
export const uploadKeyOf = (url: string) => UPLOAD_URL.exec(url.trim())?.[1] ?? null

/** Uploads named by form fields must be the user's own, of the kinds each field takes; a refusal per field otherwise. */
export async function uploadProblems(
  db: Database,
  userId: number,
  fields: { field: string; url: string; kinds: readonly UploadKind[] }[],
): Promise<FieldProblem[]> {
  const given = fields.filter(({ url }) => url.trim() !== '')
  const keys = given.map(({ url }) => uploadKeyOf(url)).filter((key): key is string => key !== null)
  const found = keys.length
    ? await db
        .select({ key: uploads.key, kind: uploads.kind })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.key, keys)))
    : []
  const kindOf = new Map(found.map((row) => [row.key, row.kind as UploadKind]))
  return given
    .filter(({ url, kinds }) => {
      const kind = kindOf.get(uploadKeyOf(url) ?? '')
      return !kind || !kinds.includes(kind)
    })
    .map(({ field }) => ({ field, problem: 'upload' }))
}

/** Whether every URL is one of the user's own uploaded pictures (the material of a real-name submission). */
export async function areOwnPictures(db: Database, userId: number, urls: readonly string[]): Promise<boolean> {
  if (urls.some((url) => url.trim() === '')) return false
  const named = urls.map((url, index) => ({ field: String(index), url, kinds: ['image'] as const }))
  return (await uploadProblems(db, userId, named)).length === 0
}

/** The name a registration was made under must be the verified one; the ID number too when one was verified. */
export function identityProblems(
  identity: VerifiedIdentity,
  fields: { nameField: string; name: string; idField?: string; idHmac?: string },
): FieldProblem[] {
  if (fields.name.trim() !== identity.realName) return [{ field: fields.nameField, problem: 'identityMismatch' }]
  if (fields.idField && identity.idNumberHmac && fields.idHmac !== identity.idNumberHmac)
    return [{ field: fields.idField, problem: 'identityMismatch' }]
  return []
}

/** Refuses the form's own problems first, then those that need the database. */
export async function refuseAll(own: FieldProblem[], more: () => Promise<FieldProblem[]>): Promise<void> {
  refuseFields(own)
  refuseFields(await more())
}

/** The collection columns of a choice. */
export function collectionValues(choice: CollectionChoice, now: Date) {
  const express = choice.method === 'express'
  return {
    collectionMethod: choice.method as CollectionMethod,
    mailingAddress: express ? (choice.mailingAddress ?? '').trim() : '',
    mailingContact: express ? (choice.mailingContact ?? '').trim() : '',
    mailingPhone: express ? storedPhone(choice.mailingPhone ?? '') : '',
    collectionChosenAt: now,
  }
}

/** Whether a choice says what was already fixed (the same method and the same mailing details). */
function sameCollection(row: RegistrationRow, choice: CollectionChoice): boolean {
  const values = collectionValues(choice, new Date())
  return (
    row.collectionMethod === values.collectionMethod &&
    row.mailingAddress === values.mailingAddress &&
    row.mailingContact === values.mailingContact &&
    row.mailingPhone === values.mailingPhone
  )
}

/**
 * The collection columns a (re)submission writes: a first choice, or nothing when it repeats the fixed one; a change
 * after submission is refused (seed 001 section 4).
 */
export function collectionUpdate(
  row: RegistrationRow | undefined,
  choice: CollectionChoice | undefined,
  now: Date,
): ReturnType<typeof collectionValues> | null {
  if (!choice || choice.method === '') return null
  if (row?.collectionMethod) {
    if (!sameCollection(row, choice)) throw collectionLocked()
    return null
  }
  return collectionValues(choice, now)
}

const collectionLocked = () => new ApiError(409, RegistrationCode.collectionLocked, 'registration.collectionLocked')

/** Records one transition. */
export async function recordEvent(
  tx: Tx,
  registrationId: number,
  event: {
    action: RegistrationAction
    track?: ReviewTrack | null
    status?: RegistrationStatusCode | null
    by: RegistrationActor
    actor: string
    note?: string
    at: Date
  },
) {
  await tx.insert(registrationEvents).values({
    registrationId,
    action: event.action,
    track: event.track ?? null,
    status: event.status ?? null,
    actorKind: event.by,
    actor: event.actor,
    note: event.note ?? '',
    at: event.at,
  })
}

/** How the owner appears in the history. */
export const ownerActor = (userId: number) => `user ${userId}`

/** The user's live registration of a kind. */
export async function liveRegistration(db: Database | Tx, userId: number, kind: RegistrationKind) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.kind, kind), isNull(registrations.withdrawnAt)))
  return row
}

/** A live registration of the user's by id; 404 for another user's or a withdrawn one. */
export async function ownRegistration(db: Database | Tx, userId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.userId, userId), isNull(registrations.withdrawnAt)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw registrationNotFound()
  return row
}

/** The tracks a registration has under way: the refused one, if any. */
export function refusedTrack(row: RegistrationRow): ReviewTrack | null {
  if (row.exhibitorStatus === RegistrationStatus.notApproved) return 'exhibitor'
  if (row.certificateStatus === RegistrationStatus.notApproved) return 'certificate'
  return null
}

/** The first status of the track a (re)submission starts. */
export const submittedTrack = (kind: RegistrationKind): ReviewTrack =>
  kind === 'organisation' ? 'exhibitor' : 'certificate'

/** The status the owner's actions depend on: the exhibitor review until it is approved, else the certificate's. */
function ownerStatus(row: RegistrationRow): RegistrationStatusCode | null {
  if (row.kind === 'organisation' && row.exhibitorStatus !== RegistrationStatus.approved)
    return row.exhibitorStatus as RegistrationStatusCode | null
  return row.certificateStatus as RegistrationStatusCode | null
}

/** The owner may still change what was sent (members, collection) or withdraw. */
export const ownerMayEdit = (row: RegistrationRow) => {
  const status = ownerStatus(row)
  return row.withdrawnAt === null && status !== null && OWNER_EDITABLE_STATUSES.includes(status)
}

function collectionOf(row: RegistrationRow): CollectionInfo | null {
  if (!row.collectionMethod || !row.collectionChosenAt) return null
  return {
    method: row.collectionMethod as CollectionMethod,
    mailingAddress: row.mailingAddress,
    mailingContact: row.mailingContact,
    mailingPhone: row.mailingPhone,
    expressNumber: row.expressNumber,
    chosenAt: row.collectionChosenAt.getTime(),
  }
}

function noticeOf(row: RegistrationRow, calendar: FairCalendar, lang: Lang): string {
  const track = refusedTrack(row)
  if (track) {
    const reason = track === 'exhibitor' ? row.exhibitorReason : row.certificateReason
    return messageText('registration.notice.refused', lang, { reason, hours: serviceHoursText(calendar, lang) })
  }
  if (row.certificateStatus === RegistrationStatus.certificateIssued)
    return messageText('registration.notice.issued', lang)
  if (row.exhibitorApprovedAt && row.kind === 'organisation')
    return messageText('registration.notice.exhibitorContact', lang, exhibitorContactWindow(row.exhibitorApprovedAt))
  if (
    row.certificateStatus === RegistrationStatus.approved ||
    row.certificateStatus === RegistrationStatus.certificateMaking
  )
    return messageText('registration.notice.approved', lang)
  return messageText('registration.notice.reply', lang, { when: fairMoment(replyBy(row.submittedAt)) })
}

/** Where a registration stands and what the app may offer, as every answer gives it. */
export function stateOf(row: RegistrationRow, calendar: FairCalendar, lang: Lang) {
  const track = refusedTrack(row)
  return {
    id: row.id,
    kind: row.kind as RegistrationKind,
    certificateStatus: row.certificateStatus as RegistrationStatusCode | null,
    exhibitorStatus: row.exhibitorStatus as RegistrationStatusCode | null,
    reason: track === 'exhibitor' ? row.exhibitorReason : track === 'certificate' ? row.certificateReason : '',
    canModify: track !== null,
    canWithdraw: ownerMayEdit(row),
    badgeReady: row.certificateStatus === RegistrationStatus.certificateIssued,
    collection: collectionOf(row),
    replyBy: replyBy(row.submittedAt),
    exhibitorContact:
      row.kind === 'organisation' && row.exhibitorApprovedAt ? exhibitorContactWindow(row.exhibitorApprovedAt) : null,
    notice: noticeOf(row, calendar, lang),
    submittedAt: row.submittedAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  }
}

/** A registration's transitions, oldest first, as its owner sees them (operators by role, not by name). */
export async function historyOf(db: Database, registrationId: number): Promise<RegistrationHistoryEntry[]> {
  const rows = await db
    .select()
    .from(registrationEvents)
    .where(eq(registrationEvents.registrationId, registrationId))
    .orderBy(asc(registrationEvents.at), asc(registrationEvents.id))
  return rows.map((row) => ({
    action: row.action as RegistrationAction,
    track: row.track as ReviewTrack | null,
    status: row.status as RegistrationStatusCode | null,
    by: row.actorKind as RegistrationActor,
    note: row.note,
    at: row.at.getTime(),
  }))
}

/** Withdraws a registration review has not taken up (or refused); its invitation code is given back. */
export async function withdrawRegistration(db: Database, userId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownRegistration(tx, userId, id, true)
    if (!ownerMayEdit(row)) throw new ApiError(409, RegistrationCode.notEditable, 'registration.notEditable')
    await tx.update(registrations).set({ withdrawnAt: now, updatedAt: now }).where(eq(registrations.id, id))
    if (row.kind === 'person') await releaseInvitation(tx, id)
    await recordEvent(tx, id, { action: 'withdrawn', by: 'user', actor: ownerActor(userId), at: now })
  })
}

/** Gives back the invitation code a person registration used. */
async function releaseInvitation(tx: Tx, registrationId: number) {
  const [person] = await tx
    .select({ code: personRegistrations.invitationCode })
    .from(personRegistrations)
    .where(eq(personRegistrations.registrationId, registrationId))
  if (person?.code)
    await tx.execute(sql`update guest_invitations set uses = greatest(uses - 1, 0) where code = ${person.code}`)
}

/** Chooses how a registration's badges are collected, once: a change after that is refused. */
export async function chooseCollection(
  db: Database,
  userId: number,
  request: CollectionRequest,
  now: Date,
): Promise<void> {
  refuseFields(collectionProblems(request, ''))
  await db.transaction(async (tx) => {
    const row = await ownRegistration(tx, userId, request.registrationId, true)
    const values = collectionUpdate(row, request, now)
    if (!values) return
    await tx
      .update(registrations)
      .set({ ...values, updatedAt: now })
      .where(eq(registrations.id, row.id))
    await recordEvent(tx, row.id, { action: 'collectionChosen', by: 'user', actor: ownerActor(userId), at: now })
  })
}

/** Every live registration of the user's, newest first. */
export async function myRegistrations(db: Database, userId: number, lang: Lang): Promise<RegistrationSummary[]> {
  const calendar = await fairCalendar(db)
  const rows = await db
    .select({
      registration: registrations,
      personKind: personRegistrations.personKind,
      personName: personRegistrations.name,
      groupName:
        lang === 'en'
          ? sql<
              string | null
            >`coalesce(nullif(${groupRegistrations.groupNameEn}, ''), ${groupRegistrations.groupNameZh})`
          : groupRegistrations.groupNameZh,
      organisationName:
        lang === 'en'
          ? sql<
              string | null
            >`coalesce(nullif(${organisationRegistrations.nameEn}, ''), ${organisationRegistrations.nameZh})`
          : organisationRegistrations.nameZh,
    })
    .from(registrations)
    .leftJoin(personRegistrations, eq(personRegistrations.registrationId, registrations.id))
    .leftJoin(groupRegistrations, eq(groupRegistrations.registrationId, registrations.id))
    .leftJoin(organisationRegistrations, eq(organisationRegistrations.registrationId, registrations.id))
    .where(and(eq(registrations.userId, userId), isNull(registrations.withdrawnAt)))
    .orderBy(desc(registrations.submittedAt), desc(registrations.id))
  return rows.map((row) => ({
    ...stateOf(row.registration, calendar, lang),
    personKind: (row.personKind as PersonKind | null) ?? null,
    title: row.personName ?? row.groupName ?? row.organisationName ?? '',
  }))
}

/** The label of a registration's kind (a person's by their kind). */
export const kindLabel = (kind: RegistrationKind, personKind: PersonKind | null, lang: Lang) => {
  if (kind !== 'person') return KIND_LABELS[kind][lang]
  return personKind ? PERSON_KIND_LABELS[personKind][lang] : ''
}

/** userSignUp/info: whether the user has a person registration, and its certificate status (0 when none). */
export async function signUpInfo(db: Database, userId: number): Promise<SignUpInfo> {
  const row = await liveRegistration(db, userId, 'person')
  return { registered: Boolean(row), status: row?.certificateStatus ?? 0 }
}
