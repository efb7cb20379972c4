import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { userRef, users } from '../account'
import { exhibitionAreas, exhibitions } from '../exhibition'
import { belongsTo, createdAt, id, imageList, moment, sortOrder, updatedAt } from '../platform/columns'
import { options } from '../platform/options.schema'

// Tables of registration (seed 001 sections 3 and 4). Identity numbers are never stored recoverably: only a mask
// (first and last character) and a keyed HMAC (ID_HASH_KEY, platform/id-key.ts), as real-name verification keeps them.

/**
 * One registration of a user: a person, a group or an organisation, with its two review tracks, how its badges are
 * collected and when it was withdrawn. One live (not withdrawn) registration per user and kind.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    userId: userRef(),
    /** person, group or organisation. */
    kind: text().notNull(),
    /** RegistrationStatus of the badge application; null until an organisation's exhibitor review is approved. */
    certificateStatus: smallint(),
    /** RegistrationStatus of the exhibitor review; organisations only. */
    exhibitorStatus: smallint(),
    /** The reason of each track's latest refusal, while it stands. */
    certificateReason: text().notNull().default(''),
    exhibitorReason: text().notNull().default(''),
    /** onSite or express; null until chosen, then fixed with the mailing details. */
    collectionMethod: text(),
    mailingAddress: text().notNull().default(''),
    mailingContact: text().notNull().default(''),
    mailingPhone: text().notNull().default(''),
    collectionChosenAt: moment(),
    /** Set by an operator once the badges are sent by express. */
    expressNumber: text().notNull().default(''),
    /** The latest submission (a resubmission moves it), from which a reply is promised. */
    submittedAt: moment().notNull(),
    exhibitorApprovedAt: moment(),
    certificateIssuedAt: moment(),
    withdrawnAt: moment(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('registrations_user_kind_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.withdrawnAt} is null`),
    index('registrations_kind_status_idx').on(t.kind, t.certificateStatus, t.exhibitorStatus),
  ],
)

const registrationKey = () =>
  integer()
    .primaryKey()
    .references(() => registrations.id, { onDelete: 'cascade' })

/** What a person registered with. */
export const personRegistrations = pgTable('person_registrations', {
  registrationId: registrationKey(),
  /** visitor, professionalVisitor, invitedGuest or exhibitorStaff. */
  personKind: text().notNull(),
  /** The invitation code an invited guest gave. */
  invitationCode: text().notNull().default(''),
  name: text().notNull(),
  idType: text().notNull(),
  idNumberMasked: text().notNull(),
  /** HMAC-SHA-256 (hex) of the upper-cased number under the server's ID key. */
  idNumberHmac: text().notNull(),
  nationality: text().notNull().default(''),
  birthDate: date({ mode: 'string' }).notNull(),
  gender: text().notNull(),
  phone: text().notNull(),
  organisation: text().notNull().default(''),
  position: text().notNull().default(''),
  avatar: text().notNull(),
  mainPurpose: text().notNull(),
  earliestEntry: moment(),
  province: text().notNull().default(''),
  city: text().notNull().default(''),
  county: text().notNull().default(''),
  /** A disabled visitor who will be accompanied (the badge says so). */
  needsAssistance: boolean().notNull().default(false),
})

/** What a group registered with; its contact is the registering user. */
export const groupRegistrations = pgTable('group_registrations', {
  registrationId: registrationKey(),
  groupNameZh: text().notNull(),
  groupNameEn: text().notNull().default(''),
  logo: text().notNull(),
  groupType: text().notNull(),
  memberCount: integer().notNull(),
  arrivalTime: moment(),
  departureTime: moment(),
  contactName: text().notNull(),
  contactPhone: text().notNull(),
  businessLicence: text().notNull(),
  backgroundMaterials: imageList(),
  translationNeeds: text().notNull().default(''),
  remarks: text().notNull().default(''),
  hotelBooked: boolean().notNull().default(false),
  fortune500: boolean().notNull(),
  unitIntroduction: text().notNull(),
  cooperationIntention: text().notNull().default(''),
})

/** The members of a group; one ID number appears once per group. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: id(),
    registrationId: belongsTo(() => groupRegistrations.registrationId),
    name: text().notNull(),
    idType: text().notNull(),
    idNumberMasked: text().notNull(),
    idNumberHmac: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    gender: text().notNull(),
    nationality: text().notNull().default(''),
    position: text().notNull().default(''),
    industryLevel2: text().notNull().default(''),
    industryLevel3: text().notNull().default(''),
    industryLevel4: text().notNull().default(''),
    province: text().notNull().default(''),
    city: text().notNull().default(''),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex('group_members_identity_idx').on(t.registrationId, t.idType, t.idNumberHmac)],
)

/** What an organisation applied to exhibit with. */
export const organisationRegistrations = pgTable('organisation_registrations', {
  registrationId: registrationKey(),
  nameZh: text().notNull(),
  nameEn: text().notNull().default(''),
  location: text().notNull().default(''),
  structureType: text().notNull().default(''),
  country: text().notNull(),
  logo: text().notNull(),
  addressEn: text().notNull().default(''),
  postCode: text().notNull().default(''),
  website: text().notNull().default(''),
  /** Digits as typed, '' when not given, and its unit. */
  registeredCapital: text().notNull().default(''),
  registeredCapitalUnit: text().notNull().default(''),
  businessScopeZh: text().notNull(),
  businessScopeEn: text().notNull().default(''),
  profileZh: text().notNull().default(''),
  profileEn: text().notNull().default(''),
  /** The hall and area chosen; unset when the fair removes them, so the exhibitor chooses again. */
  exhibitionId: integer().references(() => exhibitions.id, { onDelete: 'set null' }),
  exhibitionAreaId: integer().references(() => exhibitionAreas.id, { onDelete: 'set null' }),
  informationChannel: text().notNull(),
  exhibitionIntent: text().notNull(),
  boothType: text().notNull().default(''),
  standardBooths: integer(),
  vacantArea: integer(),
  exhibitDemand: text().notNull(),
  targetCustomers: text().notNull(),
  displayContentZh: text().notNull(),
  displayContentEn: text().notNull().default(''),
  industryId: integer()
    .notNull()
    .references(() => options.id),
})

/** The contacts of an organisation, in the order given. */
export const organisationContacts = pgTable(
  'organisation_contacts',
  {
    id: id(),
    registrationId: belongsTo(() => organisationRegistrations.registrationId),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    fax: text().notNull().default(''),
    position: text().notNull().default(''),
    sort: sortOrder(),
  },
  (t) => [index('organisation_contacts_registration_idx').on(t.registrationId, t.sort)],
)

/** Every transition of a registration: what, on which track, to which status, by whom (a user or an operator), why, when. */
export const registrationEvents = pgTable(
  'registration_events',
  {
    id: id(),
    registrationId: belongsTo(() => registrations.id),
    /** A REGISTRATION_ACTIONS code. */
    action: text().notNull(),
    /** certificate or exhibitor; null for the whole registration. */
    track: text(),
    status: smallint(),
    /** user or operator. */
    actorKind: text().notNull(),
    /** The operator's name, or `user <id>` for the owner. */
    actor: text().notNull(),
    /** A refusal's reason or the express number sent. */
    note: text().notNull().default(''),
    at: moment().notNull(),
  },
  (t) => [index('registration_events_registration_idx').on(t.registrationId, t.at)],
)

/** What a form held when the user left it (/mypage-drafts); ID numbers are dropped before it is kept. */
export const registrationDrafts = pgTable(
  'registration_drafts',
  {
    userId: userRef(),
    /** A DRAFT_FORMS code. */
    form: text().notNull(),
    data: jsonb().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.form] })],
)

/** Invitation codes invited guests register with; each admits up to `maxUses` registrations. */
export const guestInvitations = pgTable('guest_invitations', {
  code: text().primaryKey(),
  /** Whom the code was given to, for the operator. */
  note: text().notNull().default(''),
  maxUses: integer().notNull(),
  uses: integer().notNull().default(0),
  createdAt: createdAt(),
})

/** Users who staff the entrances and may verify badges. */
export const entryStaff = pgTable('entry_staff', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addedBy: text().notNull(),
  addedAt: createdAt(),
})
