// Codes, enums and constants of registration (seed 001 sections 1, 3, 4, 5, 6, 8, 9): plain values the app and the server share.

/**
 * The 8 statuses of a registration shown to users (seed 001 section 4), numbered as the seed lists them.
 * A registration carries them per review track (REVIEW_TRACKS): the order they follow is TRACK_STEPS.
 */
export const RegistrationStatus = {
  submitted: 1,
  /** Registered, waiting for review. */
  waitingForReview: 2,
  /** Initial review (first instance). */
  initialReview: 3,
  /** Final review (final appeal). */
  finalReview: 4,
  /** Certificate making (voucher preparation). */
  certificateMaking: 5,
  /** Certificate issued: the badge can be shown. */
  certificateIssued: 6,
  approved: 7,
  /** Not approved: a reason is given and the user may modify and resubmit. */
  notApproved: 8,
} as const

export type RegistrationStatusCode = (typeof RegistrationStatus)[keyof typeof RegistrationStatus]

export const REGISTRATION_STATUSES = Object.values(RegistrationStatus)

/**
 * The two reviews, tracked separately: `certificate` is the badge (document) application of a person, a group or an
 * approved exhibitor; `exhibitor` is the review of an organisation's application to exhibit.
 */
export const REVIEW_TRACKS = ['certificate', 'exhibitor'] as const
export type ReviewTrack = (typeof REVIEW_TRACKS)[number]

/**
 * The order each track moves through, one step at a time (an operator advances it); notApproved can be reached from
 * any step before approved, and a resubmission starts the track again at submitted. An organisation's certificate
 * track starts at approved when its exhibitor review is approved.
 */
export const TRACK_STEPS: Record<ReviewTrack, readonly RegistrationStatusCode[]> = {
  certificate: [
    RegistrationStatus.submitted,
    RegistrationStatus.waitingForReview,
    RegistrationStatus.initialReview,
    RegistrationStatus.finalReview,
    RegistrationStatus.approved,
    RegistrationStatus.certificateMaking,
    RegistrationStatus.certificateIssued,
  ],
  exhibitor: [
    RegistrationStatus.submitted,
    RegistrationStatus.waitingForReview,
    RegistrationStatus.initialReview,
    RegistrationStatus.finalReview,
    RegistrationStatus.approved,
  ],
}

/** Steps from which an operator may refuse (not approved, with a reason). */
export const REFUSABLE_STATUSES: readonly RegistrationStatusCode[] = [
  RegistrationStatus.submitted,
  RegistrationStatus.waitingForReview,
  RegistrationStatus.initialReview,
  RegistrationStatus.finalReview,
]

/** Steps in which the owner may still change what was sent (members, collection) or withdraw. */
export const OWNER_EDITABLE_STATUSES: readonly RegistrationStatusCode[] = [
  RegistrationStatus.submitted,
  RegistrationStatus.waitingForReview,
  RegistrationStatus.notApproved,
]

/** The next step of a track after `status`, or null at its end or after a refusal. */
export function nextStatus(track: ReviewTrack, status: RegistrationStatusCode): RegistrationStatusCode | null {
  const steps = TRACK_STEPS[track]
  const at = steps.indexOf(status)
  return at >= 0 && at < steps.length - 1 ? steps[at + 1] : null
}

/** Who makes a transition: the owner (submit, resubmit, withdraw) or an operator (advance, refuse, express number). */
export const REGISTRATION_ACTORS = ['user', 'operator'] as const
export type RegistrationActor = (typeof REGISTRATION_ACTORS)[number]

/** What a history entry records. */
export const REGISTRATION_ACTIONS = [
  'submitted',
  'resubmitted',
  'advanced',
  'refused',
  'withdrawn',
  'collectionChosen',
  'expressSent',
] as const
export type RegistrationAction = (typeof REGISTRATION_ACTIONS)[number]

/** Who registers: one person, a group (its contact registers the members) or an organisation (an exhibitor). */
export const REGISTRATION_KINDS = ['person', 'group', 'organisation'] as const
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number]

/** A person registers as one of these (seed 001 sections 1 and 6). */
export const PERSON_KINDS = ['visitor', 'professionalVisitor', 'invitedGuest', 'exhibitorStaff'] as const
export type PersonKind = (typeof PERSON_KINDS)[number]

/**
 * Identity documents: the mainland resident ID card (domestic), and the overseas ones: passport, the Mainland travel
 * permits of Hong Kong and Macau residents and of Taiwan residents, the residence permit of HK/Macau/Taiwan residents,
 * and the foreigner's permanent residence ID card.
 */
export const ID_TYPES = [
  'idCard',
  'passport',
  'hkMacauPermit',
  'taiwanPermit',
  'residencePermit',
  'foreignerPermanentResidence',
] as const
export type IdType = (typeof ID_TYPES)[number]

/** The domestic variant of an identity; every other ID type is an overseas one. */
export const DOMESTIC_ID_TYPE: IdType = 'idCard'

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]

/** Main purpose of taking part (person registration). */
export const PARTICIPATION_PURPOSES = [
  'investment',
  'seekInvestment',
  'trade',
  'procurement',
  'visit',
  'forum',
  'projectDocking',
  'other',
] as const
export type ParticipationPurpose = (typeof PARTICIPATION_PURPOSES)[number]

/** How badges reach their holders: collected on site, or sent by express paid on delivery (seed 001 section 4). */
export const COLLECTION_METHODS = ['onSite', 'express'] as const
export type CollectionMethod = (typeof COLLECTION_METHODS)[number]

/** The kind of a registering group. */
export const GROUP_TYPES = ['government', 'enterprise', 'association', 'investmentAgency', 'media', 'other'] as const
export type GroupType = (typeof GROUP_TYPES)[number]

/** Structure type of an organisation. */
export const STRUCTURE_TYPES = [
  'stateOwned',
  'private',
  'foreignFunded',
  'jointVenture',
  'government',
  'association',
  'other',
] as const
export type StructureType = (typeof STRUCTURE_TYPES)[number]

/** How an organisation learned of the fair. */
export const INFORMATION_CHANNELS = [
  'website',
  'wechat',
  'media',
  'invitation',
  'previousEdition',
  'partner',
  'other',
] as const
export type InformationChannel = (typeof INFORMATION_CHANNELS)[number]

/** What an organisation means to do at the fair. */
export const EXHIBITION_INTENTS = [
  'exhibit',
  'investmentPromotion',
  'seekInvestment',
  'tradeMatching',
  'brandPromotion',
] as const
export type ExhibitionIntent = (typeof EXHIBITION_INTENTS)[number]

/** Standard booths (counted) or raw space (square metres). */
export const BOOTH_TYPES = ['standard', 'rawSpace'] as const
export type BoothType = (typeof BOOTH_TYPES)[number]

/** Financing amounts: yuan, thousand yuan, million yuan (seed 001 section 9). */
export const AMOUNT_UNITS = ['yuan', 'thousandYuan', 'millionYuan'] as const
export type AmountUnit = (typeof AMOUNT_UNITS)[number]

/** How many yuan one of each unit is. */
export const YUAN_PER_UNIT: Record<AmountUnit, number> = { yuan: 1, thousandYuan: 1_000, millionYuan: 1_000_000 }

/** Enterprise nature in the financing form. */
export const ENTERPRISE_NATURES = [
  'stateOwned',
  'private',
  'foreignFunded',
  'jointVenture',
  'collective',
  'other',
] as const
export type EnterpriseNature = (typeof ENTERPRISE_NATURES)[number]

/** Financing stage of a project. */
export const FINANCING_STAGES = ['seed', 'angel', 'seriesA', 'seriesB', 'seriesC', 'preIpo', 'other'] as const
export type FinancingStage = (typeof FINANCING_STAGES)[number]

/** Institution type in the investment form. */
export const INSTITUTION_TYPES = [
  'ventureCapital',
  'privateEquity',
  'governmentFund',
  'industrialCapital',
  'bank',
  'other',
] as const
export type InstitutionType = (typeof INSTITUTION_TYPES)[number]

/** Stages an investor invests in. */
export const INVESTMENT_STAGES = ['seed', 'early', 'growth', 'mature', 'preIpo', 'any'] as const
export type InvestmentStage = (typeof INVESTMENT_STAGES)[number]

/** How an investor exits. */
export const EXIT_METHODS = ['ipo', 'mergerAcquisition', 'equityTransfer', 'buyback', 'other'] as const
export type ExitMethod = (typeof EXIT_METHODS)[number]

/** The two project forms (/project-form/finance and /project-form/invest). */
export const PROJECT_FORM_KINDS = ['finance', 'invest'] as const
export type ProjectFormKind = (typeof PROJECT_FORM_KINDS)[number]

/** Where a project form stands, shown on the user's page: sent, being looked at, taken up (matched), declined. */
export const PROJECT_FORM_STATUSES = ['submitted', 'inReview', 'accepted', 'declined'] as const
export type ProjectFormStatus = (typeof PROJECT_FORM_STATUSES)[number]

/** The forms a draft can be kept for (/mypage-drafts). */
export const DRAFT_FORMS = ['person', 'group', 'organisation', 'finance', 'invest'] as const
export type DraftForm = (typeof DRAFT_FORMS)[number]

/**
 * The columns of a members sheet (registration/group/member/import), each with the header words it may carry:
 * the field name or its Chinese label. Codes (ID type, gender) may be written as the code or its Chinese label.
 */
export const MEMBER_SHEET_COLUMNS = {
  name: ['name', '姓名'],
  idType: ['idType', '证件类型'],
  idNumber: ['idNumber', '证件号码'],
  birthDate: ['birthDate', '出生日期'],
  gender: ['gender', '性别'],
  nationality: ['nationality', '国籍'],
  position: ['position', '职务'],
  industryLevel2: ['industryLevel2', '行业二级'],
  industryLevel3: ['industryLevel3', '行业三级'],
  industryLevel4: ['industryLevel4', '行业四级'],
  province: ['province', '省份'],
  city: ['city', '城市'],
} as const

/** Uploads are pictures or videos, one kind at a time (seed 001 section 5). */
export const UPLOAD_KINDS = ['image', 'video'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** The image-resize modes of uploaded pictures (seed 001 section 9): cover the box, or fit inside it and pad. */
export const RESIZE_MODES = ['fill', 'pad'] as const
export type ResizeMode = (typeof RESIZE_MODES)[number]

/** Image sides a resized picture may ask for, in pixels. */
export const RESIZE_MAX_SIDE = 2000

/**
 * The query that serves an uploaded picture resized (the object store's image-resize option the seeds use):
 * `fill` covers width x height and crops, `pad` fits inside and pads with white; quality 100.
 */
export function resizeQuery(mode: ResizeMode, width: number, height: number): string {
  return `x-oss-process=image/resize,m_${mode},w_${width},h_${height}/quality,q_100`
}

/** Largest video upload accepted: with 9 files to a form, what one upload may hold in memory stays bounded. */
export const VIDEO_MAX_BYTES = 20 * 1024 * 1024
/** The files of one upload together: two of the largest videos, or nine pictures. */
export const FORM_UPLOAD_MAX_BYTES = 2 * VIDEO_MAX_BYTES
/** What one user may keep in uploads in all (the server's UPLOAD_QUOTA_MB changes it). */
export const USER_UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024

/** Pre-registration closes on this day of the fair's year at this time, fair time (seed 001 section 9). */
export const PRE_REGISTRATION_CLOSES = { monthDay: '09-02', time: '18:00' } as const

/**
 * On-site service hours by fair day (0 is the opening day, 8 September; seed 001 section 9). The seed gives the 9th
 * and 10th as "from 9 or 10 to 17:00": `opens` is the earlier hour and `opensLate` the later one.
 */
export const ON_SITE_SERVICE_HOURS = [
  { day: 0, opens: '12:00', closes: '17:00' },
  { day: 1, opens: '09:00', opensLate: '10:00', closes: '17:00' },
  { day: 2, opens: '09:00', opensLate: '10:00', closes: '17:00' },
  { day: 3, opens: '09:00', closes: '12:00' },
] as const

/** Replies to a registration are promised within this many hours (seed 001 section 9). */
export const REPLY_WITHIN_HOURS = 72
/** Staff contact an approved exhibitor within this many working days. */
export const EXHIBITOR_CONTACT_WORKING_DAYS = { min: 2, max: 14 } as const
/** Holders this old or older (at the fair's start) must be accompanied on site (seed 001 section 6). */
export const ELDERLY_AGE = 60
/** Most members one group may register. */
export const GROUP_MAX_MEMBERS = 200
/** Most contacts an organisation gives. */
export const ORGANISATION_MAX_CONTACTS = 5
/** Project and institution descriptions, and the other descriptions of the forms, hold at most this many characters. */
export const DESCRIPTION_MAX_LENGTH = 200
/** Overseas capital projects are acceptable below this investment (US dollars; seed 001 section 9). */
export const OVERSEAS_CAPITAL_MAX_USD = 100_000_000
/**
 * The yuan a US dollar counts as for that cap: the form asks for yuan, the organisers state the cap in dollars at their
 * own reference rate (change it here when they do; the form's notice shows it).
 */
export const OVERSEAS_CAPITAL_CNY_PER_USD = 7.2

/**
 * Why a field was refused: the server answers the first one's message with `data.field` naming the field
 * (`members.2.idNumber` inside a list) and every problem found in `data.problems`; the app shows its own text for
 * each code under the field.
 */
export const FIELD_PROBLEMS = [
  'required',
  'unknownOption',
  'tooLong',
  'chineseName',
  'idNumber',
  'birthDate',
  'birthDateMismatch',
  'genderMismatch',
  'phone',
  'email',
  'fax',
  'website',
  'postCode',
  'wechatId',
  'date',
  'dateOrder',
  'entryTime',
  'boothCount',
  'rentalArea',
  'profileWords',
  'description',
  'digitsOnly',
  'amount',
  'percentage',
  'wholeNumber',
  'privacy',
  'invitationCode',
  'upload',
  'exhibitionArea',
  'tooManyMembers',
  'duplicateMember',
  'identityMismatch',
  'overseasCap',
] as const
export type FieldProblemCode = (typeof FIELD_PROBLEMS)[number]

/** Envelope codes of refusals the app acts on (the message is shown either way). */
export const RegistrationCode = {
  /** Not real-name verified: the app leads to /mypage-realname. */
  realNameRequired: 40311,
  /** Pre-registration closed (18:00 on 2 September, fair time): the app shows /registration-deadline. */
  deadlinePassed: 40312,
  /** The user already has a registration of this kind (one per kind; modify it instead). */
  alreadyRegistered: 40911,
  /** The registration's status does not allow this change now (under review, approved...). */
  notEditable: 40912,
  /** The collection method and mailing address cannot change after submission. */
  collectionLocked: 40913,
  /** No badge yet: the certificate has not been issued. */
  badgeNotIssued: 40411,
  /** A scanned badge whose signature does not hold (tampered or not ours). */
  badgeInvalid: 40021,
  /** A scanned badge past its expiry (the fair's end). */
  badgeExpired: 40022,
  /** An upload that is neither a picture nor a video, mixes both, or is not what its name says. */
  uploadKind: 41501,
  /** A picture over 1 MB or a video over VIDEO_MAX_BYTES. */
  uploadTooLarge: 41301,
} as const
