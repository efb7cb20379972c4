import { and, asc, eq } from 'drizzle-orm'
import { fairCalendar, requireOpen } from './calendar'
import {
  collectionUpdate,
  historyOf,
  liveRegistration,
  lockUserKind,
  ownerActor,
  recordEvent,
  refuseAll,
  requireVerified,
  stateOf,
  uploadProblems,
  type RegistrationRow,
} from './registrations.service'
import { organisationContacts, organisationRegistrations, registrations } from './schema'
import { storedPhone } from '../../../src/contract/phone'
import type {
  FieldProblem,
  OrganisationRegistration,
  OrganisationRegistrationForm,
} from '../../../src/contract/registration'
import {
  RegistrationCode,
  RegistrationStatus,
  type AmountUnit,
  type BoothType,
  type ExhibitionIntent,
  type InformationChannel,
  type StructureType,
} from '../../../src/contract/registration.codes'
import { organisationProblems } from '../../../src/contract/registration.rules'
import { boothArea } from '../../../src/contract/validators'
import type { SessionUser } from '../account'
import { exhibitionAreas, exhibitions } from '../exhibition'
import type { Database } from '../platform/connect'
import { isUniqueViolation } from '../platform/db-errors'
import { ApiError } from '../platform/envelope'
import { localized, type Lang } from '../platform/lang'
import { options } from '../platform/options.schema'

// An organisation's application to exhibit (/orgReg, /orgRegForm, /exhibitionRegInfo): reviewed on the exhibitor
// track; once approved its certificate track starts and staff contact it within 2 to 14 working days.

/** The user's organisation registration with its contacts; null when none. */
export async function getOrganisationRegistration(
  db: Database,
  userId: number,
  lang: Lang,
): Promise<OrganisationRegistration | null> {
  const row = await liveRegistration(db, userId, 'organisation')
  return row ? organisationAnswer(db, row, lang) : null
}

/** An organisation registration with its contacts, as its owner and the operators see it. */
export async function organisationAnswer(
  db: Database,
  row: RegistrationRow,
  lang: Lang,
): Promise<OrganisationRegistration> {
  const [found] = await db
    .select({
      organisation: organisationRegistrations,
      exhibition: localized(lang, exhibitions, 'name').name,
      area: localized(lang, exhibitionAreas, 'name').name,
      hall: exhibitionAreas.hall,
      industry: localized(lang, options, 'label').label,
    })
    .from(organisationRegistrations)
    .leftJoin(exhibitions, eq(exhibitions.id, organisationRegistrations.exhibitionId))
    .leftJoin(exhibitionAreas, eq(exhibitionAreas.id, organisationRegistrations.exhibitionAreaId))
    .innerJoin(options, eq(options.id, organisationRegistrations.industryId))
    .where(eq(organisationRegistrations.registrationId, row.id))
  const contacts = await db
    .select()
    .from(organisationContacts)
    .where(eq(organisationContacts.registrationId, row.id))
    .orderBy(asc(organisationContacts.sort))
  const o = found.organisation
  return {
    ...stateOf(row, await fairCalendar(db), lang),
    history: await historyOf(db, row.id),
    nameZh: o.nameZh,
    nameEn: o.nameEn,
    location: o.location,
    structureType: o.structureType as StructureType,
    country: o.country,
    logo: o.logo,
    addressEn: o.addressEn,
    postCode: o.postCode,
    website: o.website,
    registeredCapital: o.registeredCapital
      ? { value: o.registeredCapital, unit: o.registeredCapitalUnit as AmountUnit }
      : null,
    businessScopeZh: o.businessScopeZh,
    businessScopeEn: o.businessScopeEn,
    profileZh: o.profileZh,
    profileEn: o.profileEn,
    exhibitionId: o.exhibitionId,
    exhibition: found.exhibition ?? '',
    exhibitionAreaId: o.exhibitionAreaId,
    exhibitionArea: found.area ? `${found.hall} ${found.area}` : '',
    informationChannel: o.informationChannel as InformationChannel,
    exhibitionIntent: o.exhibitionIntent as ExhibitionIntent,
    boothType: o.boothType as BoothType,
    standardBooths: o.standardBooths,
    vacantArea: o.vacantArea,
    boothArea: o.boothType === 'standard' ? boothArea(o.standardBooths ?? 0) : (o.vacantArea ?? 0),
    exhibitDemand: o.exhibitDemand,
    targetCustomers: o.targetCustomers,
    displayContentZh: o.displayContentZh,
    displayContentEn: o.displayContentEn,
    industryId: o.industryId,
    industry: found.industry,
    contacts: contacts.map(({ name, phone, email, fax, position }) => ({ name, phone, email, fax, position })),
  }
}

/** The hall's area and the industry must be ones the options offer. */
async function choiceProblems(db: Database, form: OrganisationRegistrationForm): Promise<FieldProblem[]> {
  const [area] = await db
    .select({ id: exhibitionAreas.id })
    .from(exhibitionAreas)
    .where(and(eq(exhibitionAreas.id, form.exhibitionAreaId!), eq(exhibitionAreas.exhibitionId, form.exhibitionId!)))
  const [industry] = await db
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.id, form.industryId!), eq(options.kind, 'industry')))
  return [
    ...(area ? [] : [{ field: 'exhibitionAreaId', problem: 'exhibitionArea' as const }]),
    ...(industry ? [] : [{ field: 'industryId', problem: 'unknownOption' as const }]),
  ]
}

function organisationValues(form: OrganisationRegistrationForm) {
  const text = (value: string | undefined) => (value ?? '').trim()
  const standard = form.boothType === 'standard'
  const capital = form.registeredCapital?.value.trim() ?? ''
  return {
    nameZh: form.nameZh.trim(),
    nameEn: text(form.nameEn),
    location: text(form.location),
    structureType: form.structureType,
    country: form.country.trim(),
    logo: form.logo.trim(),
    addressEn: text(form.addressEn),
    postCode: text(form.postCode),
    website: text(form.website),
    registeredCapital: capital,
    registeredCapitalUnit: capital ? (form.registeredCapital?.unit ?? '') : '',
    businessScopeZh: form.businessScopeZh.trim(),
    businessScopeEn: text(form.businessScopeEn),
    profileZh: text(form.profileZh),
    profileEn: text(form.profileEn),
    exhibitionId: form.exhibitionId!,
    exhibitionAreaId: form.exhibitionAreaId!,
    informationChannel: form.informationChannel,
    exhibitionIntent: form.exhibitionIntent,
    boothType: form.boothType,
    standardBooths: standard ? (form.standardBooths ?? null) : null,
    vacantArea: form.boothType === 'rawSpace' ? (form.vacantArea ?? null) : null,
    exhibitDemand: form.exhibitDemand.trim(),
    targetCustomers: form.targetCustomers.trim(),
    displayContentZh: form.displayContentZh.trim(),
    displayContentEn: text(form.displayContentEn),
    industryId: form.industryId!,
  }
}

/**
 * Submits a verified user's application to exhibit before the deadline, or resubmits a refused one (seed 001
 * sections 3 and 5): every required field with its message, booths as whole standard booths of 9 m² or raw space
 * from 36 m², profiles under 100 words, contacts with their phone, email and fax formats.
 */
export async function submitOrganisation(
  db: Database,
  user: SessionUser,
  form: OrganisationRegistrationForm,
  { lang, now }: { lang: Lang; now: Date },
): Promise<OrganisationRegistration> {
  requireOpen(await fairCalendar(db), now)
  await requireVerified(db, user)
  await refuseAll(organisationProblems(form), async () => [
    ...(await uploadProblems(db, user.id, [{ field: 'logo', url: form.logo, kinds: ['image'] }])),
    ...(await choiceProblems(db, form)),
  ])
  const values = organisationValues(form)
  const contacts = form.contacts.map((contact, sort) => ({
    name: contact.name.trim(),
    phone: storedPhone(contact.phone),
    email: contact.email.trim(),
    fax: (contact.fax ?? '').trim(),
    position: (contact.position ?? '').trim(),
    sort,
  }))
  try {
    await db.transaction(async (tx) => {
      await lockUserKind(tx, user.id, 'organisation')
      const existing = await liveRegistration(tx, user.id, 'organisation')
      if (existing && existing.exhibitorStatus !== RegistrationStatus.notApproved)
        throw new ApiError(409, RegistrationCode.alreadyRegistered, 'registration.alreadyRegistered')
      const state = {
        exhibitorStatus: RegistrationStatus.submitted,
        exhibitorReason: '',
        submittedAt: now,
        updatedAt: now,
        ...(collectionUpdate(existing, form.collection, now) ?? {}),
      }
      let id = existing?.id
      if (id) {
        await tx.update(registrations).set(state).where(eq(registrations.id, id))
        await tx.update(organisationRegistrations).set(values).where(eq(organisationRegistrations.registrationId, id))
        await tx.delete(organisationContacts).where(eq(organisationContacts.registrationId, id))
      } else {
        ;[{ id }] = await tx
          .insert(registrations)
          .values({ userId: user.id, kind: 'organisation', ...state })
          .returning({ id: registrations.id })
        await tx.insert(organisationRegistrations).values({ registrationId: id, ...values })
      }
      await tx.insert(organisationContacts).values(contacts.map((contact) => ({ registrationId: id!, ...contact })))
      await recordEvent(tx, id!, {
        action: existing ? 'resubmitted' : 'submitted',
        track: 'exhibitor',
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
  return (await getOrganisationRegistration(db, user.id, lang))!
}
