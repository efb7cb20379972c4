import { projectForms } from './project-forms.schema'
import {
  DELEGATION,
  DEMO_FINANCE_FORM,
  DEMO_INVITATIONS,
  DEMO_VISITOR,
  REFUSED_EXHIBITOR,
  WAITING_VISITORS,
  type VerifiedPerson,
} from './registrations.fixtures'
import {
  entryStaff,
  groupMembers,
  groupRegistrations,
  guestInvitations,
  organisationContacts,
  organisationRegistrations,
  personRegistrations,
  registrationEvents,
  registrations,
} from './schema'
import { maskIdNumber } from '../../../src/contract/mask'
import {
  RegistrationStatus as S,
  TRACK_STEPS,
  type RegistrationStatusCode,
  type ReviewTrack,
} from '../../../src/contract/registration.codes'
import { realNameSubmissions } from '../account'
import { users } from '../account'
import { adultFromOf } from '../account'
import type { Database } from '../platform/connect'
import { fairDate } from '../platform/fair-clock'
import type { IdHasher } from '../platform/id-key'
import { imageUrl } from '../platform/images'

// Demo registrations (local mode): the demo user's issued visitor badge, and a few other people's registrations in
// other statuses, so the operators' list and the app's pages have something to show. Same rows on every run.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const REVIEWER = '审核员 王芳'
const at = (day: string, time: string) => new Date(`2026-${day}T${time}:00+08:00`)

/** A registration's transitions from its submission, one step a day along a track, up to `upTo`. */
async function reviewed(
  tx: Tx,
  registrationId: number,
  userId: number,
  track: ReviewTrack,
  upTo: RegistrationStatusCode,
  submittedAt: Date,
) {
  const steps = TRACK_STEPS[track]
  const last = steps.indexOf(upTo)
  await tx.insert(registrationEvents).values([
    {
      registrationId,
      action: 'submitted',
      track,
      status: S.submitted,
      actorKind: 'user',
      actor: `user ${userId}`,
      at: submittedAt,
    },
    ...steps.slice(1, last + 1).map((status, i) => ({
      registrationId,
      action: 'advanced',
      track,
      status,
      actorKind: 'operator',
      actor: REVIEWER,
      at: new Date(submittedAt.getTime() + (i + 1) * 86_400_000),
    })),
  ])
}

/** A verified user of the demo with the ID number they were verified with. */
async function verifiedPerson(tx: Tx, hashId: IdHasher, person: VerifiedPerson) {
  const [user] = await tx
    .insert(users)
    .values({ nickname: person.nickname, avatar: imageUrl('avatar', 5), phone: person.phone, realNameStatus: 2 })
    .returning({ id: users.id })
  const verifiedAt = at('07-01', '10:00')
  await tx.insert(realNameSubmissions).values({
    userId: user.id,
    method: 'idCard',
    realName: person.nickname,
    idNumberMasked: maskIdNumber(person.idNumber),
    idNumberHmac: hashId(person.idNumber),
    adultFrom: adultFromOf(person.idNumber, fairDate(verifiedAt)),
    company: person.company,
    material: '',
    status: 2,
    submittedAt: verifiedAt,
    reviewedAt: verifiedAt,
  })
  return user.id
}

/** The demo user's visitor registration, approved with its badge issued; they also staff an entrance and sent a financing form. */
export async function giveDemoRegistration(tx: Tx, demoId: number, hashId: IdHasher): Promise<void> {
  const { idNumber, ...person } = DEMO_VISITOR
  const submittedAt = at('08-18', '09:30')
  const [registration] = await tx
    .insert(registrations)
    .values({
      userId: demoId,
      kind: 'person',
      certificateStatus: S.certificateIssued,
      collectionMethod: 'onSite',
      collectionChosenAt: submittedAt,
      submittedAt,
      certificateIssuedAt: at('08-24', '09:30'),
      updatedAt: at('08-24', '09:30'),
    })
    .returning({ id: registrations.id })
  await tx.insert(personRegistrations).values({
    registrationId: registration.id,
    ...person,
    idNumberMasked: maskIdNumber(idNumber),
    idNumberHmac: hashId(idNumber),
    avatar: imageUrl('avatar', 1),
    earliestEntry: at('09-08', '09:00'),
  })
  await reviewed(tx, registration.id, demoId, 'certificate', S.certificateIssued, submittedAt)
  await tx.insert(entryStaff).values({ userId: demoId, addedBy: REVIEWER })
  await tx.insert(projectForms).values({
    userId: demoId,
    kind: 'finance',
    title: DEMO_FINANCE_FORM.title,
    status: 'inReview',
    form: DEMO_FINANCE_FORM.form,
    submittedAt: at('08-20', '15:00'),
    updatedAt: at('08-22', '10:00'),
  })
}

/** Other people's registrations: a group sent its badges by express, a refused exhibitor, visitors under review. */
export async function seedRegistrations(tx: Tx, hashId: IdHasher): Promise<void> {
  // The invited guest below used one of the VIP code's uses.
  await tx
    .insert(guestInvitations)
    .values(
      DEMO_INVITATIONS.map((invitation) => ({ ...invitation, uses: invitation.code === 'CIFIT2026-VIP' ? 1 : 0 })),
    )

  // A chamber's delegation of three, badges made and sent by express to its contact.
  const { contact } = DELEGATION
  const contactId = await verifiedPerson(tx, hashId, contact)
  const groupAt = at('08-10', '14:00')
  const [group] = await tx
    .insert(registrations)
    .values({
      userId: contactId,
      kind: 'group',
      certificateStatus: S.certificateIssued,
      collectionMethod: 'express',
      mailingAddress: DELEGATION.mailingAddress,
      mailingContact: contact.nickname,
      mailingPhone: contact.phone,
      collectionChosenAt: groupAt,
      expressNumber: DELEGATION.expressNumber,
      submittedAt: groupAt,
      certificateIssuedAt: at('08-16', '14:00'),
      updatedAt: at('08-17', '11:00'),
    })
    .returning({ id: registrations.id })
  await tx.insert(groupRegistrations).values({
    registrationId: group.id,
    ...DELEGATION.group,
    logo: imageUrl('group', 3),
    arrivalTime: at('09-07', '16:00'),
    departureTime: at('09-10', '12:00'),
    contactName: contact.nickname,
    contactPhone: contact.phone,
    businessLicence: imageUrl('enterprise', 4),
  })
  await tx.insert(groupMembers).values(
    DELEGATION.members.map(([name, idNumber, birthDate, gender, position], sort) => ({
      registrationId: group.id,
      name,
      idType: 'idCard',
      idNumberMasked: maskIdNumber(idNumber),
      idNumberHmac: hashId(idNumber),
      birthDate,
      gender,
      nationality: '中国',
      position,
      ...DELEGATION.membersFrom,
      sort,
    })),
  )
  await reviewed(tx, group.id, contactId, 'certificate', S.certificateIssued, groupAt)
  await tx.insert(registrationEvents).values({
    registrationId: group.id,
    action: 'expressSent',
    actorKind: 'operator',
    actor: DELEGATION.sentBy,
    note: DELEGATION.expressNumber,
    at: at('08-17', '11:00'),
  })

  // An exhibitor refused for a missing licence, who may modify and resubmit.
  const exhibitorId = await verifiedPerson(tx, hashId, REFUSED_EXHIBITOR.person)
  const exhibitorAt = at('08-12', '10:00')
  const { reason } = REFUSED_EXHIBITOR
  const [refused] = await tx
    .insert(registrations)
    .values({
      userId: exhibitorId,
      kind: 'organisation',
      exhibitorStatus: S.notApproved,
      exhibitorReason: reason,
      submittedAt: exhibitorAt,
      updatedAt: at('08-14', '16:00'),
    })
    .returning({ id: registrations.id })
  await tx.insert(organisationRegistrations).values({
    registrationId: refused.id,
    ...REFUSED_EXHIBITOR.organisation,
    logo: imageUrl('enterprise', 5),
  })
  await tx.insert(organisationContacts).values({ registrationId: refused.id, ...REFUSED_EXHIBITOR.contact })
  await reviewed(tx, refused.id, exhibitorId, 'exhibitor', S.initialReview, exhibitorAt)
  await tx.insert(registrationEvents).values({
    registrationId: refused.id,
    action: 'refused',
    track: 'exhibitor',
    status: S.notApproved,
    actorKind: 'operator',
    actor: REVIEWER,
    note: reason,
    at: at('08-14', '16:00'),
  })

  // A professional visitor waiting for review and an invited guest in initial review.
  for (const [i, visitor] of WAITING_VISITORS.entries()) {
    const userId = await verifiedPerson(tx, hashId, visitor.person)
    const submittedAt = at('08-21', `1${i}:00`)
    const [row] = await tx
      .insert(registrations)
      .values({ userId, kind: 'person', certificateStatus: visitor.status, submittedAt, updatedAt: submittedAt })
      .returning({ id: registrations.id })
    await tx.insert(personRegistrations).values({
      registrationId: row.id,
      personKind: visitor.kind,
      invitationCode: visitor.code,
      name: visitor.person.nickname,
      idType: 'idCard',
      idNumberMasked: maskIdNumber(visitor.person.idNumber),
      idNumberHmac: hashId(visitor.person.idNumber),
      nationality: '中国',
      birthDate: visitor.birthDate,
      gender: visitor.gender,
      phone: visitor.person.phone,
      organisation: visitor.person.company,
      avatar: imageUrl('avatar', 6 + i),
      mainPurpose: visitor.kind === 'invitedGuest' ? 'forum' : 'procurement',
    })
    await reviewed(tx, row.id, userId, 'certificate', visitor.status, submittedAt)
  }
}
