import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Id, IdQuery, Literals, Option } from './common'
import {
  AMOUNT_UNITS,
  BOOTH_TYPES,
  COLLECTION_METHODS,
  DRAFT_FORMS,
  ENTERPRISE_NATURES,
  EXHIBITION_INTENTS,
  EXIT_METHODS,
  FIELD_PROBLEMS,
  FINANCING_STAGES,
  GENDERS,
  GROUP_MAX_MEMBERS,
  GROUP_TYPES,
  ID_TYPES,
  INFORMATION_CHANNELS,
  INSTITUTION_TYPES,
  INVESTMENT_STAGES,
  ORGANISATION_MAX_CONTACTS,
  PARTICIPATION_PURPOSES,
  PERSON_KINDS,
  PROJECT_FORM_KINDS,
  PROJECT_FORM_STATUSES,
  REGISTRATION_ACTIONS,
  REGISTRATION_ACTORS,
  REGISTRATION_KINDS,
  REGISTRATION_STATUSES,
  REVIEW_TRACKS,
  STRUCTURE_TYPES,
  UPLOAD_KINDS,
} from './registration.codes'

// Requests and answers of registration (seed 001 sections 1, 3, 4, 5, 6, 8, 9): person, group and organisation
// registration under /user-central/registration, the notices and options under /common-client/registration,
// uploads under /merchants-client/common/oss, the badge, and the project forms under /user-central/projectForm.
// Times are milliseconds since the epoch; dates are yyyy-mm-dd on the fair's calendar (UTC+8).

/** One of a list of codes, or '' while nothing is chosen (refused as `required` where the field is). */
const Choice = <T extends string>(values: readonly T[]) => Type.Union([Type.Literal(''), Literals(values)])

/** Text as typed, within `max` characters; blank and format rules are checked with the seeds' messages. */
const Text = (max: number) => Type.String({ maxLength: max })
const OptionalText = (max: number) => Type.Optional(Type.String({ maxLength: max, default: '' }))
/** A description: DESCRIPTION_MAX_LENGTH characters, checked with the seeds' message (the schema only bounds it). */
const Description = Text(2000)
const OptionalDescription = OptionalText(2000)

/** A yyyy-mm-dd date ('' when not given). */
const DateText = Type.String({ maxLength: 10 })

/**
 * A moment in milliseconds; left out when not given. Optional fields leave the key out rather than send null: a
 * null is read as 0 or false by the server's type coercion.
 */
const Moment = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })

/** The URL getImageUrl answered for one of the user's own uploads (`/uploads/<key>.<ext>`). */
export const UploadUrl = Type.String({ maxLength: 300 })

/** A sum of money as typed (digits, up to 2 decimals) and its unit. */
export const Amount = Type.Object({ value: Text(20), unit: Choice(AMOUNT_UNITS) })
export type Amount = Static<typeof Amount>

/** How badges are collected: on site, or by express paid on delivery to the mailing address (required then). */
export const CollectionChoice = Type.Object({
  method: Choice(COLLECTION_METHODS),
  mailingAddress: OptionalText(200),
  mailingContact: OptionalText(50),
  mailingPhone: OptionalText(32),
})
export type CollectionChoice = Static<typeof CollectionChoice>

// ---------------------------------------------------------------------------------------------------------------
// Forms the user sends

/** Body of registration/person/submit (and the person draft): one person's registration. */
export const PersonRegistrationForm = Type.Object({
  personKind: Choice(PERSON_KINDS),
  /** Required for an invited guest: the code on the invitation. */
  invitationCode: OptionalText(32),
  /** As verified (real-name): in Chinese characters for the domestic ID card. */
  name: Text(50),
  idType: Choice(ID_TYPES),
  /** Checked for its type, matched against the verified identity, stored only as a keyed hash and a mask. */
  idNumber: Text(32),
  /** Required for an overseas ID type; China for the domestic ID card. */
  nationality: OptionalText(50),
  /** Must be the ID card's own for the domestic ID card. */
  birthDate: DateText,
  gender: Choice(GENDERS),
  /** Any country's mobile or landline (contract/phone), stored in E.164. */
  phone: Text(32),
  /** Required for exhibitor staff: the exhibitor they work for. */
  organisation: OptionalText(100),
  position: OptionalText(50),
  avatar: UploadUrl,
  mainPurpose: Choice(PARTICIPATION_PURPOSES),
  /** The earliest planned entry, within the fair's days. */
  earliestEntry: Type.Optional(Moment),
  province: OptionalText(50),
  city: OptionalText(50),
  county: OptionalText(50),
  /** A disabled visitor who will be accompanied on site (the badge says so). */
  needsAssistance: Type.Optional(Type.Boolean({ default: false })),
  /** How the badge is collected; may be chosen later with registration/collection, once. */
  collection: Type.Optional(CollectionChoice),
  /** The privacy policy was ticked before sending identity information; false is refused. */
  privacyAccepted: Type.Boolean(),
})
export type PersonRegistrationForm = Static<typeof PersonRegistrationForm>

/** One member of a group, as the contact enters or imports them. */
export const GroupMemberForm = Type.Object({
  name: Text(50),
  idType: Choice(ID_TYPES),
  idNumber: Text(32),
  birthDate: DateText,
  gender: Choice(GENDERS),
  nationality: OptionalText(50),
  position: OptionalText(50),
  /** The unit's industry at levels 2, 3 and 4 of the national classification. */
  industryLevel2: OptionalText(50),
  industryLevel3: OptionalText(50),
  industryLevel4: OptionalText(50),
  province: OptionalText(50),
  city: OptionalText(50),
})
export type GroupMemberForm = Static<typeof GroupMemberForm>

/** Body of registration/group/submit: a group registered by its contact person (the signed-in, verified user). */
export const GroupRegistrationForm = Type.Object({
  groupNameZh: Text(100),
  groupNameEn: OptionalText(200),
  logo: UploadUrl,
  groupType: Choice(GROUP_TYPES),
  /** How many people the group brings (1 to GROUP_MAX_MEMBERS); the members listed may not exceed it. */
  memberCount: Type.Integer({ minimum: 0, maximum: 100_000 }),
  arrivalTime: Type.Optional(Moment),
  departureTime: Type.Optional(Moment),
  /** The contact collects the group's badges: their verified real name. */
  contactName: Text(50),
  contactPhone: Text(32),
  collection: CollectionChoice,
  businessLicence: UploadUrl,
  /** Background materials of the group and its leaders. */
  backgroundMaterials: Type.Optional(Type.Array(UploadUrl, { maxItems: 9, default: [] })),
  translationNeeds: OptionalDescription,
  remarks: OptionalDescription,
  /** Whether the group has booked its stay (the seed's booked-or-not flag). */
  hotelBooked: Type.Optional(Type.Boolean({ default: false })),
  /** The Fortune 500 choice must be made (left out, it is refused as required). */
  fortune500: Type.Optional(Type.Boolean()),
  unitIntroduction: Description,
  cooperationIntention: OptionalDescription,
  /** The members; on a resubmission, leaving it out keeps the members as they are (see registration/group/member/*). */
  members: Type.Optional(Type.Array(GroupMemberForm, { maxItems: GROUP_MAX_MEMBERS })),
  privacyAccepted: Type.Boolean(),
})
export type GroupRegistrationForm = Static<typeof GroupRegistrationForm>

/** A contact of an organisation. */
export const OrganisationContactForm = Type.Object({
  name: Text(50),
  /** Any country's mobile or landline (contract/phone), stored in E.164. */
  phone: Text(32),
  email: Text(254),
  /** Written like a landline: 86-010-12345679. */
  fax: OptionalText(32),
  position: OptionalText(50),
})
export type OrganisationContactForm = Static<typeof OrganisationContactForm>

/** Body of registration/organisation/submit: an organisation's application to exhibit (seed 001 sections 3 and 5). */
export const OrganisationRegistrationForm = Type.Object({
  nameZh: Text(100),
  nameEn: OptionalText(200),
  location: OptionalText(100),
  structureType: Choice(STRUCTURE_TYPES),
  /** Country or region. */
  country: Text(50),
  logo: UploadUrl,
  addressEn: OptionalText(200),
  postCode: OptionalText(10),
  website: OptionalText(200),
  /** Digits only, in the unit given. */
  registeredCapital: Type.Optional(Amount),
  businessScopeZh: Description,
  businessScopeEn: OptionalDescription,
  /** Under 100 words each. */
  profileZh: OptionalText(2000),
  profileEn: OptionalText(2000),
  /** The exhibition hall category: an exhibition of registration/options. */
  exhibitionId: Type.Optional(Id),
  /** The exhibition area category: one of that exhibition's areas. */
  exhibitionAreaId: Type.Optional(Id),
  informationChannel: Choice(INFORMATION_CHANNELS),
  exhibitionIntent: Choice(EXHIBITION_INTENTS),
  boothType: Choice(BOOTH_TYPES),
  /** Standard booths (9 m², 3 m x 3 m each): a whole number from 1, for the standard booth type. */
  standardBooths: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  /** Raw space in whole square metres, from 36, for the raw-space booth type. */
  vacantArea: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  exhibitDemand: Description,
  targetCustomers: Description,
  displayContentZh: Description,
  displayContentEn: OptionalDescription,
  /** An industry of registration/options. */
  industryId: Type.Optional(Id),
  contacts: Type.Array(OrganisationContactForm, { maxItems: ORGANISATION_MAX_CONTACTS }),
  collection: Type.Optional(CollectionChoice),
  privacyAccepted: Type.Boolean(),
})
export type OrganisationRegistrationForm = Static<typeof OrganisationRegistrationForm>

/** Body of registration/collection: the collection method of a registration that has none yet (it cannot change). */
export const CollectionRequest = Type.Object({ registrationId: Id, ...CollectionChoice.properties })
export type CollectionRequest = Static<typeof CollectionRequest>

/** Body of registration/withdraw: a registration of the user's that review has not taken up (or refused). */
export const RegistrationIdRequest = IdQuery
export type RegistrationIdRequest = Static<typeof RegistrationIdRequest>

/** Body of registration/group/member/add. */
export const MemberAddRequest = Type.Object({ registrationId: Id, member: GroupMemberForm })
export type MemberAddRequest = Static<typeof MemberAddRequest>

/** Body of registration/group/member/edit: the member's fields replaced (the ID number is typed again). */
export const MemberEditRequest = Type.Object({ memberId: Id, member: GroupMemberForm })
export type MemberEditRequest = Static<typeof MemberEditRequest>

/** Body of registration/group/member/remove. */
export const MemberRemoveRequest = Type.Object({ memberId: Id })
export type MemberRemoveRequest = Static<typeof MemberRemoveRequest>

/**
 * Query of registration/group/member/import, whose body is a multipart form with one `file`: a CSV (UTF-8) or XLSX
 * sheet with a header row naming the GroupMemberForm fields (MEMBER_SHEET_COLUMNS, in English or Chinese).
 */
export const MemberImportQuery = Type.Object({ registrationId: Id })
export type MemberImportQuery = Static<typeof MemberImportQuery>

/**
 * Query of registration/group/member/template, a link opened without headers (a download, the mini program's
 * downloadFile): the language of the template's header and example row; the `lang` header otherwise.
 */
export const MemberTemplateQuery = Type.Object({ lang: Type.Optional(Literals(['zh', 'en'] as const)) })
export type MemberTemplateQuery = Static<typeof MemberTemplateQuery>

/** Body of registration/draft/save: what a form holds so far, kept per user and form (ID numbers are dropped). */
export const DraftSaveRequest = Type.Object({
  form: Literals(DRAFT_FORMS),
  data: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown()),
})
export type DraftSaveRequest = Static<typeof DraftSaveRequest>

/** Query of registration/draft and body of registration/draft/delete. */
export const DraftQuery = Type.Object({ form: Literals(DRAFT_FORMS) })
export type DraftQuery = Static<typeof DraftQuery>

/** Body of projectForm/finance/submit: the project financing form (seed 001 section 3). */
export const FinanceForm = Type.Object({
  companyName: Text(100),
  /** An industry of registration/options. */
  industryId: Type.Optional(Id),
  enterpriseNature: Choice(ENTERPRISE_NATURES),
  /** When the company was established (yyyy-mm-dd). */
  establishedOn: DateText,
  /** Digits only, in the unit given. */
  registeredCapital: Amount,
  registeredPlace: Text(100),
  address: Text(200),
  contactPerson: Text(50),
  phone: Text(32),
  wechatId: OptionalText(20),
  email: Text(254),
  revenueLastYear: Amount,
  revenueYearBefore: Amount,
  /** A loss is negative. */
  profitLastYear: Amount,
  profitYearBefore: Amount,
  projectName: Text(100),
  /** The project introduction, within 200 characters. */
  projectDetail: Description,
  financingStage: Choice(FINANCING_STAGES),
  financingNeeds: Amount,
  fundPurpose: Description,
  /** The acceptable equity transfer proportion, in per cent. */
  equityTransferRatio: Text(6),
  developmentPlan: Description,
  overseasCapitalPlan: Type.Optional(Type.Boolean()),
  /** Required when overseasCapitalPlan is yes: the kind of overseas capital operation. */
  overseasCapitalType: OptionalText(100),
  listingPlan: Type.Optional(Type.Boolean()),
  /** Required when listingPlan is yes: where. */
  listingPlace: OptionalText(100),
  coreTeam: Description,
  competitiveAdvantage: Description,
  intellectualProperty: Description,
})
export type FinanceForm = Static<typeof FinanceForm>

/** Body of projectForm/invest/submit: the project investment form (seed 001 section 3). */
export const InvestForm = Type.Object({
  institutionName: Text(100),
  institutionType: Choice(INSTITUTION_TYPES),
  managementScale: Amount,
  /** Required, within 200 characters. */
  institutionProfile: Description,
  /** Industries of registration/options. */
  industryIds: Type.Array(Id, { maxItems: 20 }),
  investmentStages: Type.Array(Literals(INVESTMENT_STAGES), { maxItems: INVESTMENT_STAGES.length }),
  coreInvestmentStandard: Description,
  investmentAmount: Amount,
  controlRequired: Type.Optional(Type.Boolean()),
  /** Years to exit. */
  exitPeriodYears: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  exitMethod: Choice(EXIT_METHODS),
  requiredMaterials: Description,
})
export type InvestForm = Static<typeof InvestForm>

/** Query of projectForm/finance/info and projectForm/invest/info. */
export const ProjectFormQuery = IdQuery
export type ProjectFormQuery = Static<typeof ProjectFormQuery>

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const RegistrationStatusSchema = Literals(REGISTRATION_STATUSES)

/** One recorded transition: what happened, on which track, to which status, by whom, why and when. */
export const RegistrationHistoryEntry = Type.Object({
  action: Literals(REGISTRATION_ACTIONS),
  /** null for what concerns the whole registration (withdrawal, collection). */
  track: Type.Union([Literals(REVIEW_TRACKS), Type.Null()]),
  /** The status it moved to, when it moved one. */
  status: Type.Union([RegistrationStatusSchema, Type.Null()]),
  by: Literals(REGISTRATION_ACTORS),
  /** A refusal's reason, or the express number sent. */
  note: Type.String(),
  at: Type.Number(),
})
export type RegistrationHistoryEntry = Static<typeof RegistrationHistoryEntry>

/** The collection method chosen, with its mailing details (shown to the owner whole) and the express number once sent. */
export const CollectionInfo = Type.Object({
  method: Literals(COLLECTION_METHODS),
  mailingAddress: Type.String(),
  mailingContact: Type.String(),
  mailingPhone: Type.String(),
  /** Set by an operator once the badge is sent; '' before. */
  expressNumber: Type.String(),
  chosenAt: Type.Number(),
})
export type CollectionInfo = Static<typeof CollectionInfo>

/** What every registration answer says about where it stands and what the app may offer. */
const RegistrationState = {
  id: Type.Number(),
  kind: Literals(REGISTRATION_KINDS),
  /** The badge application: null until an organisation's exhibitor review is approved. */
  certificateStatus: Type.Union([RegistrationStatusSchema, Type.Null()]),
  /** The exhibitor review: organisations only, else null. */
  exhibitorStatus: Type.Union([RegistrationStatusSchema, Type.Null()]),
  /** The reason of the latest refusal while a track is not approved; '' otherwise. */
  reason: Type.String(),
  /** Modify and resubmit is offered (not approved). */
  canModify: Type.Boolean(),
  /** Withdrawal is offered (review not taken up yet, or not approved). */
  canWithdraw: Type.Boolean(),
  /** registration/badge answers (the certificate is issued). */
  badgeReady: Type.Boolean(),
  collection: Type.Union([CollectionInfo, Type.Null()]),
  /** A reply is promised by then (REPLY_WITHIN_HOURS after the latest submission). */
  replyBy: Type.Number(),
  /** An approved exhibitor is contacted by staff between these days (2 to 14 working days after approval). */
  exhibitorContact: Type.Union([Type.Object({ from: Type.String(), to: Type.String() }), Type.Null()]),
  /** What the app shows under the status, in the request's language: the promise, the contact window, a refusal. */
  notice: Type.String(),
  submittedAt: Type.Number(),
  updatedAt: Type.Number(),
}

/** One line of registration/mine. */
export const RegistrationSummary = Type.Object({
  ...RegistrationState,
  personKind: Type.Union([Literals(PERSON_KINDS), Type.Null()]),
  /** The person's, group's or organisation's name. */
  title: Type.String(),
})
export type RegistrationSummary = Static<typeof RegistrationSummary>

/** A registration with its history, the part every kind shares. */
const RegistrationDetail = { ...RegistrationState, history: Type.Array(RegistrationHistoryEntry) }

/** Answer of registration/person (null when the user has none) and of its submit. */
export const PersonRegistration = Type.Object({
  ...RegistrationDetail,
  personKind: Literals(PERSON_KINDS),
  name: Type.String(),
  idType: Literals(ID_TYPES),
  /** Masked: first and last character. */
  idNumber: Type.String(),
  nationality: Type.String(),
  birthDate: Type.String(),
  gender: Literals(GENDERS),
  phone: Type.String(),
  organisation: Type.String(),
  position: Type.String(),
  avatar: Type.String(),
  mainPurpose: Literals(PARTICIPATION_PURPOSES),
  earliestEntry: Type.Union([Type.Number(), Type.Null()]),
  province: Type.String(),
  city: Type.String(),
  county: Type.String(),
  needsAssistance: Type.Boolean(),
})
export type PersonRegistration = Static<typeof PersonRegistration>

/** A member of a group as answered; the ID number masked. */
export const GroupMember = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  idType: Literals(ID_TYPES),
  idNumber: Type.String(),
  birthDate: Type.String(),
  gender: Literals(GENDERS),
  nationality: Type.String(),
  position: Type.String(),
  industryLevel2: Type.String(),
  industryLevel3: Type.String(),
  industryLevel4: Type.String(),
  province: Type.String(),
  city: Type.String(),
})
export type GroupMember = Static<typeof GroupMember>

/** Answer of registration/group (null when none) and its submit. */
export const GroupRegistration = Type.Object({
  ...RegistrationDetail,
  groupNameZh: Type.String(),
  groupNameEn: Type.String(),
  logo: Type.String(),
  groupType: Literals(GROUP_TYPES),
  memberCount: Type.Number(),
  arrivalTime: Type.Union([Type.Number(), Type.Null()]),
  departureTime: Type.Union([Type.Number(), Type.Null()]),
  contactName: Type.String(),
  contactPhone: Type.String(),
  businessLicence: Type.String(),
  backgroundMaterials: Type.Array(Type.String()),
  translationNeeds: Type.String(),
  remarks: Type.String(),
  hotelBooked: Type.Boolean(),
  fortune500: Type.Boolean(),
  unitIntroduction: Type.String(),
  cooperationIntention: Type.String(),
  members: Type.Array(GroupMember),
})
export type GroupRegistration = Static<typeof GroupRegistration>

export const OrganisationContact = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  fax: Type.String(),
  position: Type.String(),
})
export type OrganisationContact = Static<typeof OrganisationContact>

/** Answer of registration/organisation (null when none) and its submit. */
export const OrganisationRegistration = Type.Object({
  ...RegistrationDetail,
  nameZh: Type.String(),
  nameEn: Type.String(),
  location: Type.String(),
  structureType: Literals(STRUCTURE_TYPES),
  country: Type.String(),
  logo: Type.String(),
  addressEn: Type.String(),
  postCode: Type.String(),
  website: Type.String(),
  registeredCapital: Type.Union([Type.Object({ value: Type.String(), unit: Literals(AMOUNT_UNITS) }), Type.Null()]),
  businessScopeZh: Type.String(),
  businessScopeEn: Type.String(),
  profileZh: Type.String(),
  profileEn: Type.String(),
  /** null once the fair removed the hall or area chosen: the exhibitor chooses again on resubmitting. */
  exhibitionId: Type.Union([Type.Number(), Type.Null()]),
  /** The exhibition's name in the request's language ('' when unset). */
  exhibition: Type.String(),
  exhibitionAreaId: Type.Union([Type.Number(), Type.Null()]),
  exhibitionArea: Type.String(),
  informationChannel: Literals(INFORMATION_CHANNELS),
  exhibitionIntent: Literals(EXHIBITION_INTENTS),
  boothType: Literals(BOOTH_TYPES),
  standardBooths: Type.Union([Type.Number(), Type.Null()]),
  vacantArea: Type.Union([Type.Number(), Type.Null()]),
  /** Square metres booked: standard booths x 9, or the raw space. */
  boothArea: Type.Number(),
  exhibitDemand: Type.String(),
  targetCustomers: Type.String(),
  displayContentZh: Type.String(),
  displayContentEn: Type.String(),
  industryId: Type.Number(),
  industry: Type.String(),
  contacts: Type.Array(OrganisationContact),
})
export type OrganisationRegistration = Static<typeof OrganisationRegistration>

/** Whether the user has registered for the fair, and the registration's review status. */
export const SignUpInfo = Type.Object({
  registered: Type.Boolean(),
  /** The certificate status of the user's person registration (RegistrationStatus), 0 when none. */
  status: Type.Number(),
})
export type SignUpInfo = Static<typeof SignUpInfo>

/** A day's on-site service hours (seed 001 section 9). */
export const ServiceHours = Type.Object({
  date: Type.String(),
  /** HH:mm on the fair's clock; the seed gives 9:00 or 10:00 on the 9th and 10th: `opens` is the earlier, `label` says both. */
  opens: Type.String(),
  closes: Type.String(),
  /** The day and hours in the request's language. */
  label: Type.String(),
})
export type ServiceHours = Static<typeof ServiceHours>

/** Answer of common-client registration/rules: what the forms and the status pages show. */
export const RegistrationRules = Type.Object({
  /** Pre-registration closes then (18:00 on 2 September, fair time). */
  deadline: Type.Number(),
  /** Submissions are taken now (before the deadline on the server's clock). */
  open: Type.Boolean(),
  /** The server's clock (the fair clock), so the app counts down against it. */
  now: Type.Number(),
  fairStart: Type.String(),
  fairEnd: Type.String(),
  serviceHours: Type.Array(ServiceHours),
  replyWithinHours: Type.Number(),
  exhibitorContactWorkingDays: Type.Object({ min: Type.Number(), max: Type.Number() }),
  boothAreaM2: Type.Number(),
  minRentalAreaM2: Type.Number(),
  imageMaxBytes: Type.Number(),
  videoMaxBytes: Type.Number(),
  profileWordLimit: Type.Number(),
  descriptionMaxLength: Type.Number(),
  groupMaxMembers: Type.Number(),
  overseasCapitalMaxUsd: Type.Number(),
  /** The notices in the request's language: deadline, on-site hours, companions, group badges, replies. */
  notices: Type.Object({
    deadline: Type.String(),
    serviceHours: Type.String(),
    companion: Type.String(),
    groupCollection: Type.String(),
    reply: Type.String(),
    exhibitorContact: Type.String(),
  }),
})
export type RegistrationRules = Static<typeof RegistrationRules>

/** An exhibition (hall category) with its areas (area categories). */
export const ExhibitionChoice = Type.Object({ ...Option.properties, areas: Type.Array(Option) })
export type ExhibitionChoice = Static<typeof ExhibitionChoice>

/** Answer of common-client registration/options: every select of the forms, labelled in the request's language. */
export const RegistrationOptions = Type.Object({
  personKinds: Type.Array(Option),
  idTypes: Type.Array(Option),
  genders: Type.Array(Option),
  participationPurposes: Type.Array(Option),
  collectionMethods: Type.Array(Option),
  groupTypes: Type.Array(Option),
  structureTypes: Type.Array(Option),
  informationChannels: Type.Array(Option),
  exhibitionIntents: Type.Array(Option),
  boothTypes: Type.Array(Option),
  amountUnits: Type.Array(Option),
  enterpriseNatures: Type.Array(Option),
  financingStages: Type.Array(Option),
  institutionTypes: Type.Array(Option),
  investmentStages: Type.Array(Option),
  exitMethods: Type.Array(Option),
  statuses: Type.Array(Option),
  projectFormStatuses: Type.Array(Option),
  industries: Type.Array(Option),
  exhibitions: Type.Array(ExhibitionChoice),
})
export type RegistrationOptions = Static<typeof RegistrationOptions>

/** Query of common-client registration/regions: a GB/T 2260 code whose children are wanted (the provinces without one). */
export const RegionQuery = Type.Object({ parent: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })) })
export type RegionQuery = Static<typeof RegionQuery>

/** A province, city or county: its GB/T 2260 code and its name in the request's language. */
export const Region = Type.Object({ code: Type.String(), name: Type.String() })
export type Region = Static<typeof Region>

/** A field refused, as `data` of a 400 answer: the first one's field and code, and every one found. */
export const FieldProblem = Type.Object({
  /** A form field's name; inside a list `members.2.idNumber` (0-based); for an import `row` says the sheet row. */
  field: Type.String(),
  problem: Literals(FIELD_PROBLEMS),
  row: Type.Optional(Type.Number()),
})
export type FieldProblem = Static<typeof FieldProblem>

export const FieldProblems = Type.Object({ ...FieldProblem.properties, problems: Type.Array(FieldProblem) })
export type FieldProblems = Static<typeof FieldProblems>

/** Answer of registration/group/member/import: how many members were added, and the group's members now. */
export const MemberImportResult = Type.Object({ added: Type.Number(), members: Type.Array(GroupMember) })
export type MemberImportResult = Static<typeof MemberImportResult>

/**
 * Answer of registration/group/member/read: the members of a sheet as read and checked, for a form not yet sent (the
 * server keeps nothing; the ID numbers are the sender's own file's, answered to the sender only).
 */
export const MemberSheetRead = Type.Object({ members: Type.Array(GroupMemberForm) })
export type MemberSheetRead = Static<typeof MemberSheetRead>

/** Answer of registration/draft (null when none) and one line of registration/drafts (/mypage-drafts). */
export const Draft = Type.Object({
  form: Literals(DRAFT_FORMS),
  data: Type.Record(Type.String(), Type.Unknown()),
  updatedAt: Type.Number(),
})
export type Draft = Static<typeof Draft>

/** Who a badge admits, as both the badge and its scan at the entrance show it. */
const BadgeHolder = Type.Object({
  registrationId: Type.Number(),
  kind: Literals(REGISTRATION_KINDS),
  personKind: Type.Union([Literals(PERSON_KINDS), Type.Null()]),
  /** The holder's name (a group's: its contact, who collects the group's badges). */
  name: Type.String(),
  /** The holder's organisation, or the group's or exhibitor's name. */
  organisation: Type.String(),
  /** The holder's ID number, masked ('' for an exhibitor's contact). */
  idNumber: Type.String(),
  /** Label of the kind in the request's language (visitor, exhibitor staff, group...). */
  kindLabel: Type.String(),
  /** People the badge admits: 1, or a group's member count. */
  admits: Type.Number(),
  /** Elderly, minors and disabled visitors must be accompanied on site. */
  companionRequired: Type.Boolean(),
  /** The companion note in the request's language, '' when none is needed. */
  companionNote: Type.String(),
  /** The payload stops being valid at the fair's end. */
  expiresAt: Type.Number(),
})

/** Answer of registration/badge: the badge as shown, and its QR code (an SVG of the signed payload). */
export const Badge = Type.Object({
  ...BadgeHolder.properties,
  /** A group's badges are collected by its contact only; '' for other kinds. */
  collectionNote: Type.String(),
  /** What the QR code holds: signed by the server, verified by registration/badge/verify. */
  payload: Type.String(),
  /** The QR code of the payload as an SVG document. */
  qrSvg: Type.String(),
  issuedAt: Type.Number(),
})
export type Badge = Static<typeof Badge>

/** Query of registration/badge. */
export const BadgeQuery = Type.Object({ registrationId: Id })
export type BadgeQuery = Static<typeof BadgeQuery>

/** Body of registration/badge/verify: a scanned payload. */
export const BadgeScanRequest = Type.Object({ payload: Type.String({ minLength: 1, maxLength: 512 }) })
export type BadgeScanRequest = Static<typeof BadgeScanRequest>

/** Answer of registration/badge/verify (entry staff): who the badge is and whether they may enter now. */
export const BadgeScanResult = Type.Object({
  ...BadgeHolder.properties,
  entryAllowed: Type.Boolean(),
  /** Why entry is not allowed (withdrawn, certificate revoked, outside the fair's days), '' when it is. */
  reason: Type.String(),
})
export type BadgeScanResult = Static<typeof BadgeScanResult>

/** Answer of merchants-client common/oss/getImageUrl: the stored upload and the URL it is served at. */
export const UploadedFile = Type.Object({
  /** Root-relative (`/uploads/<key>.<ext>`): what the forms send back; add resizeQuery() for a resized picture. */
  url: Type.String(),
  kind: Literals(UPLOAD_KINDS),
  /** The type found in the content (image/jpeg, image/png, image/gif, image/webp, video/mp4...). */
  mime: Type.String(),
  size: Type.Number(),
})
export type UploadedFile = Static<typeof UploadedFile>

/**
 * Answer of common/oss/getImageUrl: the first file's fields (so `url` is there for one file) and every file stored.
 * The form holds up to 9 files under any field names, all pictures or all videos; with no accesstoken header the
 * `policy` and `signature` fields of common/oss/getToken authorise it, and must come before the files.
 */
export const UploadResult = Type.Object({ ...UploadedFile.properties, files: Type.Array(UploadedFile) })
export type UploadResult = Static<typeof UploadResult>

/** Query of a served upload: the image-resize option of the seeds (`x-oss-process=image/resize,m_fill,w_200,h_200/quality,q_100`). */
export const UploadServeQuery = Type.Object({ 'x-oss-process': Type.Optional(Type.String({ maxLength: 100 })) })

/** One line of projectForm/mine: a project form of the user's with its status. */
export const ProjectFormSummary = Type.Object({
  id: Type.Number(),
  kind: Literals(PROJECT_FORM_KINDS),
  /** The project's or the institution's name. */
  title: Type.String(),
  status: Literals(PROJECT_FORM_STATUSES),
  /** Why it was declined; '' otherwise. */
  reason: Type.String(),
  submittedAt: Type.Number(),
  updatedAt: Type.Number(),
})
export type ProjectFormSummary = Static<typeof ProjectFormSummary>

const FormAnswer = <T extends TSchema>(form: T) => Type.Object({ ...ProjectFormSummary.properties, form })

/** Answer of projectForm/finance/submit and /info: the form as stored, with its status. */
export const FinanceFormAnswer = FormAnswer(FinanceForm)
export type FinanceFormAnswer = Static<typeof FinanceFormAnswer>

/** Answer of projectForm/invest/submit and /info. */
export const InvestFormAnswer = FormAnswer(InvestForm)
export type InvestFormAnswer = Static<typeof InvestFormAnswer>
