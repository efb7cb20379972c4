import { createHmac, timingSafeEqual } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import QRCode from 'qrcode'
import { fairCalendar, type FairCalendar } from './calendar'
import { subkey, type RegistrationDeps } from './deps'
import { membersOf } from './group.service'
import { kindLabel, ownRegistration, type RegistrationRow } from './registrations.service'
import {
  entryStaff,
  groupRegistrations,
  organisationContacts,
  organisationRegistrations,
  personRegistrations,
  registrations,
} from './schema'
import type { Badge, BadgeScanResult } from '../../../src/contract/registration'
import {
  ELDERLY_AGE,
  RegistrationCode,
  RegistrationStatus,
  type PersonKind,
  type RegistrationKind,
} from '../../../src/contract/registration.codes'
import { fairWindow } from '../../../src/contract/registration.rules'
import { ADULT_AGE, ageOn } from '../../../src/contract/validators'
import { realNameSubmissions } from '../account'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import type { Lang } from '../platform/lang'
import { messageText } from '../platform/messages'

// The badge (/electronic-card, /mypage-certificate, /mypage-exhibition-code): a QR code of a payload the server signs,
// valid until the fair's end, and the entrance staff's check of a scanned one (seed 001 sections 4 and 6).

const VERSION = 'CIFIT1'
/** Bytes of the HMAC kept in a payload: 128 bits, enough against forgery and short enough for a small QR code. */
const SIGNATURE_BYTES = 16

const notConfigured = () => new ApiError(503, 503, 'registration.badge.notConfigured')
const invalid = () => new ApiError(400, RegistrationCode.badgeInvalid, 'registration.badge.invalid')

interface BadgeClaims {
  registrationId: number
  userId: number
  /** Seconds since the epoch. */
  expires: number
}

const signature = (key: Buffer, body: string) =>
  createHmac('sha256', subkey(key, 'badge')).update(`${VERSION}.${body}`).digest().subarray(0, SIGNATURE_BYTES)

/** `CIFIT1.<claims>.<signature>`, both base64url: what the QR code holds. */
export function signBadge(key: Buffer, claims: BadgeClaims): string {
  const body = Buffer.from(JSON.stringify([claims.registrationId, claims.userId, claims.expires])).toString('base64url')
  return `${VERSION}.${body}.${signature(key, body).toString('base64url')}`
}

/** The claims of a payload whose signature holds; 400 for anything else (tampered, truncated, another server's). */
export function readBadge(key: Buffer, payload: string): BadgeClaims {
  const [version, body, sig, ...rest] = payload.trim().split('.')
  if (version !== VERSION || !body || !sig || rest.length > 0) throw invalid()
  const given = Buffer.from(sig, 'base64url')
  const expected = signature(key, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid()
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as unknown
  if (!Array.isArray(claims) || claims.length !== 3 || !claims.every(Number.isInteger)) throw invalid()
  const [registrationId, userId, expires] = claims as number[]
  return { registrationId, userId, expires }
}

/** Who a badge is: what it shows and whom it admits. */
interface Holder {
  personKind: PersonKind | null
  name: string
  organisation: string
  idNumber: string
  admits: number
  companionRequired: boolean
  collectionNote: string
}

/** Minors, the elderly (at the fair's opening) and the disabled must be accompanied. */
const needsCompanion = (birthDate: string, calendar: FairCalendar) => {
  const age = ageOn(birthDate, calendar.start)
  return age !== null && (age < ADULT_AGE || age >= ELDERLY_AGE)
}

async function holderOf(db: Database, row: RegistrationRow, calendar: FairCalendar, lang: Lang): Promise<Holder> {
  if (row.kind === 'person') {
    const [person] = await db.select().from(personRegistrations).where(eq(personRegistrations.registrationId, row.id))
    return {
      personKind: person.personKind as PersonKind,
      name: person.name,
      organisation: person.organisation,
      idNumber: person.idNumberMasked,
      admits: 1,
      companionRequired: person.needsAssistance || needsCompanion(person.birthDate, calendar),
      collectionNote: '',
    }
  }
  const [verified] = await db
    .select({ idNumber: realNameSubmissions.idNumberMasked })
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.userId, row.userId))
  if (row.kind === 'group') {
    const [group] = await db.select().from(groupRegistrations).where(eq(groupRegistrations.registrationId, row.id))
    const members = await membersOf(db, row.id)
    return {
      personKind: null,
      name: group.contactName,
      organisation: lang === 'en' && group.groupNameEn ? group.groupNameEn : group.groupNameZh,
      idNumber: verified?.idNumber ?? '',
      admits: group.memberCount,
      companionRequired: members.some((member) => needsCompanion(member.birthDate, calendar)),
      collectionNote: messageText('registration.notice.groupCollection', lang),
    }
  }
  const [organisation] = await db
    .select({ nameZh: organisationRegistrations.nameZh, nameEn: organisationRegistrations.nameEn })
    .from(organisationRegistrations)
    .where(eq(organisationRegistrations.registrationId, row.id))
  const [contact] = await db
    .select({ name: organisationContacts.name })
    .from(organisationContacts)
    .where(eq(organisationContacts.registrationId, row.id))
    .orderBy(asc(organisationContacts.sort))
  return {
    personKind: null,
    name: contact?.name ?? '',
    organisation: lang === 'en' && organisation.nameEn ? organisation.nameEn : organisation.nameZh,
    idNumber: verified?.idNumber ?? '',
    admits: 1,
    companionRequired: false,
    collectionNote: '',
  }
}

const shown = (row: RegistrationRow, holder: Holder, lang: Lang) => ({
  registrationId: row.id,
  kind: row.kind as RegistrationKind,
  personKind: holder.personKind,
  name: holder.name,
  organisation: holder.organisation,
  idNumber: holder.idNumber,
  kindLabel: kindLabel(row.kind as RegistrationKind, holder.personKind, lang),
  admits: holder.admits,
  companionRequired: holder.companionRequired,
  companionNote: holder.companionRequired ? messageText('registration.notice.companion', lang) : '',
})

/** The user's badge of an issued registration, its QR code signed until the fair's end. */
export async function myBadge(
  db: Database,
  deps: RegistrationDeps,
  userId: number,
  registrationId: number,
  lang: Lang,
): Promise<Badge> {
  if (!deps.signingKey) throw notConfigured()
  const row = await ownRegistration(db, userId, registrationId)
  if (row.certificateStatus !== RegistrationStatus.certificateIssued)
    throw new ApiError(404, RegistrationCode.badgeNotIssued, 'registration.badge.notIssued')
  const calendar = await fairCalendar(db)
  const holder = await holderOf(db, row, calendar, lang)
  const expiresAt = fairWindow(calendar).to
  const payload = signBadge(deps.signingKey, { registrationId: row.id, userId, expires: expiresAt / 1000 })
  return {
    ...shown(row, holder, lang),
    collectionNote: holder.collectionNote,
    payload,
    qrSvg: await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    issuedAt: (row.certificateIssuedAt ?? row.updatedAt).getTime(),
    expiresAt,
  }
}

/**
 * An entrance's check of a scanned badge (entrance staff only): 400 for a tampered or expired payload; else who it is
 * and whether they may enter now, on the fair's days, with the certificate still issued.
 */
export async function verifyBadge(
  db: Database,
  deps: RegistrationDeps,
  staffId: number,
  payload: string,
  lang: Lang,
  now: Date,
): Promise<BadgeScanResult> {
  const [staff] = await db.select({ userId: entryStaff.userId }).from(entryStaff).where(eq(entryStaff.userId, staffId))
  if (!staff) throw new ApiError(403, 403, 'registration.badge.staffOnly')
  if (!deps.signingKey) throw notConfigured()
  const claims = readBadge(deps.signingKey, payload)
  if (claims.expires * 1000 <= now.getTime())
    throw new ApiError(400, RegistrationCode.badgeExpired, 'registration.badge.expired')
  const [row] = await db.select().from(registrations).where(eq(registrations.id, claims.registrationId))
  if (!row || row.userId !== claims.userId) throw invalid()
  const calendar = await fairCalendar(db)
  const holder = await holderOf(db, row, calendar, lang)
  const { from, to } = fairWindow(calendar)
  const reason =
    row.withdrawnAt || row.certificateStatus !== RegistrationStatus.certificateIssued
      ? messageText('registration.entry.withdrawn', lang)
      : now.getTime() < from
        ? messageText('registration.entry.notOpen', lang, { day: calendar.start })
        : now.getTime() >= to
          ? messageText('registration.entry.closed', lang)
          : ''
  return { ...shown(row, holder, lang), entryAllowed: reason === '', reason, expiresAt: claims.expires * 1000 }
}
