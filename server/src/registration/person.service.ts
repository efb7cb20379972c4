import { and, eq, lt, sql } from 'drizzle-orm'
import { fairCalendar, requireOpen } from './calendar'
import { fieldRefused } from './field-errors'
import {
  collectionUpdate,
  historyOf,
  identityProblems,
  liveRegistration,
  lockUserKind,
  ownerActor,
  recordEvent,
  refuseAll,
  requireVerified,
  stateOf,
  uploadProblems,
  type RegistrationRow,
  type Tx,
} from './registrations.service'
import { guestInvitations, personRegistrations, registrations } from './schema'
import { maskIdNumber } from '../../../src/contract/mask'
import { storedPhone } from '../../../src/contract/phone'
import type { PersonRegistration, PersonRegistrationForm } from '../../../src/contract/registration'
import {
  DOMESTIC_ID_TYPE,
  RegistrationCode,
  RegistrationStatus,
  type Gender,
  type IdType,
  type ParticipationPurpose,
  type PersonKind,
} from '../../../src/contract/registration.codes'
import { personProblems } from '../../../src/contract/registration.rules'
import type { SessionUser } from '../account'
import type { Database } from '../platform/connect'
import { isUniqueViolation } from '../platform/db-errors'
import { ApiError } from '../platform/envelope'
import { idHasher } from '../platform/id-key'
import type { Lang } from '../platform/lang'
import { t } from '../platform/text'

// A person's registration (/visitReg, /visitSingleReg, /exhibitorReg for exhibitor staff, invited guests by code).

/** The domestic ID card's holders are Chinese nationals: stored as the Chinese word, shown in the reader's language. */
const DOMESTIC_NATIONALITY = t('中国', 'China')

/** A person's registration with its state and history; null when the user has none. */
export async function getPersonRegistration(
  db: Database,
  userId: number,
  lang: Lang,
): Promise<PersonRegistration | null> {
  const row = await liveRegistration(db, userId, 'person')
  return row ? personAnswer(db, row, lang) : null
}

/** A person registration as its owner and the operators see it. */
export async function personAnswer(db: Database, row: RegistrationRow, lang: Lang): Promise<PersonRegistration> {
  const [person] = await db.select().from(personRegistrations).where(eq(personRegistrations.registrationId, row.id))
  const calendar = await fairCalendar(db)
  return {
    ...stateOf(row, calendar, lang),
    history: await historyOf(db, row.id),
    personKind: person.personKind as PersonKind,
    name: person.name,
    idType: person.idType as IdType,
    idNumber: person.idNumberMasked,
    nationality: person.nationality === DOMESTIC_NATIONALITY.zh ? DOMESTIC_NATIONALITY[lang] : person.nationality,
    birthDate: person.birthDate,
    gender: person.gender as Gender,
    phone: person.phone,
    organisation: person.organisation,
    position: person.position,
    avatar: person.avatar,
    mainPurpose: person.mainPurpose as ParticipationPurpose,
    earliestEntry: person.earliestEntry?.getTime() ?? null,
    province: person.province,
    city: person.city,
    county: person.county,
    needsAssistance: person.needsAssistance,
  }
}

/** Takes one use of an invitation code (a row lock on the code decides races); refused beside its field when none is left. */
async function takeInvitation(tx: Tx, code: string): Promise<void> {
  const [taken] = await tx
    .update(guestInvitations)
    .set({ uses: sql`${guestInvitations.uses} + 1` })
    .where(and(eq(guestInvitations.code, code), lt(guestInvitations.uses, guestInvitations.maxUses)))
    .returning({ code: guestInvitations.code })
  if (!taken) throw fieldRefused('invitationCode', 'invitationCode')
}

const giveBackInvitation = (tx: Tx, code: string) =>
  tx
    .update(guestInvitations)
    .set({ uses: sql`greatest(${guestInvitations.uses} - 1, 0)` })
    .where(eq(guestInvitations.code, code))

function personValues(form: PersonRegistrationForm, idNumber: string, idHmac: string) {
  const domestic = form.idType === DOMESTIC_ID_TYPE
  const text = (value: string | undefined) => (value ?? '').trim()
  return {
    personKind: form.personKind,
    invitationCode: form.personKind === 'invitedGuest' ? text(form.invitationCode) : '',
    name: form.name.trim(),
    idType: form.idType,
    idNumberMasked: maskIdNumber(idNumber),
    idNumberHmac: idHmac,
    nationality: domestic ? DOMESTIC_NATIONALITY.zh : text(form.nationality),
    birthDate: form.birthDate.trim(),
    gender: form.gender,
    phone: storedPhone(form.phone),
    organisation: text(form.organisation),
    position: text(form.position),
    avatar: form.avatar.trim(),
    mainPurpose: form.mainPurpose,
    earliestEntry: typeof form.earliestEntry === 'number' ? new Date(form.earliestEntry) : null,
    province: text(form.province),
    city: text(form.city),
    county: text(form.county),
    needsAssistance: form.needsAssistance ?? false,
  }
}

/**
 * Registers a real-name verified person before the deadline, or resubmits their refused registration (seed 001
 * sections 4, 5, 8): the name and ID number must be the verified ones, the avatar the user's own upload, an invited
 * guest's code one with uses left. One live person registration per user, however many submissions arrive at once.
 */
export async function submitPerson(
  db: Database,
  user: SessionUser,
  form: PersonRegistrationForm,
  { lang, now }: { lang: Lang; now: Date },
): Promise<PersonRegistration> {
  const calendar = await fairCalendar(db)
  requireOpen(calendar, now)
  const identity = await requireVerified(db, user)
  const idNumber = form.idNumber.trim().toUpperCase()
  const idHmac = idHasher(db)(idNumber)
  await refuseAll(personProblems(form, calendar), async () => [
    ...(await uploadProblems(db, user.id, [{ field: 'avatar', url: form.avatar, kinds: ['image'] }])),
    ...identityProblems(identity, { nameField: 'name', name: form.name, idField: 'idNumber', idHmac }),
  ])
  const values = personValues(form, idNumber, idHmac)
  try {
    await db.transaction(async (tx) => {
      await lockUserKind(tx, user.id, 'person')
      const existing = await liveRegistration(tx, user.id, 'person')
      if (existing && existing.certificateStatus !== RegistrationStatus.notApproved)
        throw new ApiError(409, RegistrationCode.alreadyRegistered, 'registration.alreadyRegistered')
      const collection = collectionUpdate(existing, form.collection, now)
      const [previous] = existing
        ? await tx
            .select({ code: personRegistrations.invitationCode })
            .from(personRegistrations)
            .where(eq(personRegistrations.registrationId, existing.id))
        : []
      if (values.invitationCode !== (previous?.code ?? '')) {
        if (previous?.code) await giveBackInvitation(tx, previous.code)
        if (values.invitationCode) await takeInvitation(tx, values.invitationCode)
      }
      const state = {
        certificateStatus: RegistrationStatus.submitted,
        certificateReason: '',
        submittedAt: now,
        updatedAt: now,
        ...(collection ?? {}),
      }
      if (existing) {
        await tx.update(registrations).set(state).where(eq(registrations.id, existing.id))
        await tx.update(personRegistrations).set(values).where(eq(personRegistrations.registrationId, existing.id))
      }
      const id =
        existing?.id ??
        (
          await tx
            .insert(registrations)
            .values({ userId: user.id, kind: 'person', ...state })
            .returning({ id: registrations.id })
        )[0].id
      if (!existing) await tx.insert(personRegistrations).values({ registrationId: id, ...values })
      await recordEvent(tx, id, {
        action: existing ? 'resubmitted' : 'submitted',
        track: 'certificate',
        status: RegistrationStatus.submitted,
        by: 'user',
        actor: ownerActor(user.id),
        at: now,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error, 'registrations_user_kind_idx'))
      throw new ApiError(409, RegistrationCode.alreadyRegistered, 'registration.alreadyRegistered')
    throw error
  }
  return (await getPersonRegistration(db, user.id, lang))!
}
