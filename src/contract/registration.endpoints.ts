import { COMMON, get, post, transfer, USER } from './endpoint'
import type {
  Badge,
  BadgeQuery,
  CollectionRequest,
  Draft,
  DraftQuery,
  DraftSaveRequest,
  FinanceForm,
  FinanceFormAnswer,
  GroupRegistration,
  GroupRegistrationForm,
  InvestForm,
  InvestFormAnswer,
  OrganisationRegistration,
  OrganisationRegistrationForm,
  PersonRegistration,
  PersonRegistrationForm,
  ProjectFormSummary,
  Region,
  RegionQuery,
  RegistrationIdRequest,
  RegistrationOptions,
  RegistrationRules,
  RegistrationSummary,
  SignUpInfo,
} from './registration'

/** What the registration pages show before anyone signs in (no personal data). */
export const registrationGuide = {
  /** The deadline, on-site service hours and promises, on the fair's clock. */
  rules: get<RegistrationRules>(COMMON, 'registration/rules', { access: 'public' }),
  /** Every select of the forms, labelled in the request's language. */
  options: get<RegistrationOptions>(COMMON, 'registration/options', { access: 'public' }),
  /** The children of a GB/T 2260 code, the provinces without one, in the user's language. */
  regions: get<Region[], RegionQuery>(COMMON, 'registration/regions', { access: 'public' }),
  /** The members sheet to fill in (XLSX): the import's columns and one example row, in the query's language. */
  memberTemplate: transfer('GET', COMMON, 'registration/group/member/template', 'sheet'),
}

/**
 * The signed-in user's registrations (seed 001 sections 1, 4, 5): what they registered and where it stands, a
 * person's, a group's and an organisation's, withdrawal, the collection method and the badge. Only the caller's own
 * registrations answer (another's is a 404).
 */
export const registrations = {
  /** Whether the user registered, in the shape the app already reads. */
  signUpInfo: get<SignUpInfo>(USER, 'userSignUp/info', { access: 'user' }),
  mine: get<RegistrationSummary[]>(USER, 'registration/mine', { access: 'user' }),
  person: get<PersonRegistration | null>(USER, 'registration/person', { access: 'user' }),
  submitPerson: post<PersonRegistration, PersonRegistrationForm>(USER, 'registration/person/submit', {
    access: 'user',
  }),
  /** The group the user is the contact person of. */
  group: get<GroupRegistration | null>(USER, 'registration/group', { access: 'user' }),
  submitGroup: post<GroupRegistration, GroupRegistrationForm>(USER, 'registration/group/submit', { access: 'user' }),
  /** The group's members from a sheet (CSV or XLSX) sent as a multipart form, for the registration its query names. */
  importMembers: transfer('POST', USER, 'registration/group/member/import', 'files'),
  /** The members of a sheet read for a group form not yet sent, as the import would take them; nothing is kept. */
  readMembers: transfer('POST', USER, 'registration/group/member/read', 'files'),
  organisation: get<OrganisationRegistration | null>(USER, 'registration/organisation', { access: 'user' }),
  submitOrganisation: post<OrganisationRegistration, OrganisationRegistrationForm>(
    USER,
    'registration/organisation/submit',
    { access: 'user' },
  ),
  withdraw: post<null, RegistrationIdRequest>(USER, 'registration/withdraw', { access: 'user' }),
  /** The collection method of a registration that has none yet (it cannot change). */
  chooseCollection: post<null, CollectionRequest>(USER, 'registration/collection', { access: 'user' }),
  badge: get<Badge, BadgeQuery>(USER, 'registration/badge', { access: 'user' }),
}

/** What a registration form holds so far, kept per user and form (ID numbers are dropped). */
export const registrationDrafts = {
  list: get<Draft[]>(USER, 'registration/drafts', { access: 'user' }),
  get: get<Draft | null, DraftQuery>(USER, 'registration/draft', { access: 'user' }),
  save: post<Draft, DraftSaveRequest>(USER, 'registration/draft/save', { access: 'user' }),
  delete: post<null, DraftQuery>(USER, 'registration/draft/delete', { access: 'user' }),
}

/** The signed-in user's project financing and investment forms (their own only). */
export const projectForms = {
  submitFinance: post<FinanceFormAnswer, FinanceForm>(USER, 'projectForm/finance/submit', { access: 'user' }),
  submitInvest: post<InvestFormAnswer, InvestForm>(USER, 'projectForm/invest/submit', { access: 'user' }),
  mine: get<ProjectFormSummary[]>(USER, 'projectForm/mine', { access: 'user' }),
}
