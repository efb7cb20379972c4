import type {
  Badge,
  CollectionRequest,
  Draft,
  FinanceForm,
  FinanceFormAnswer,
  GroupRegistration,
  GroupRegistrationForm,
  InvestForm,
  InvestFormAnswer,
  MemberImportResult,
  OrganisationRegistration,
  OrganisationRegistrationForm,
  PersonRegistration,
  PersonRegistrationForm,
  ProjectFormSummary,
  Region,
  RegistrationOptions,
  RegistrationRules,
  RegistrationSummary,
  SignUpInfo,
} from '@/contract/registration'
import type { DraftForm } from '@/contract/registration.codes'
import { services, USER } from './service'
import type { HttpClient } from '../http/types'

/** Visitor, exhibitor, group and organisation registration, the badge, drafts and the project forms. */
export function createRegistrationApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    signUpInfo: () => user.get<SignUpInfo>('userSignUp/info', undefined, true),
    registrationRules: () => common.get<RegistrationRules>('registration/rules'),
    registrationOptions: () => common.get<RegistrationOptions>('registration/options'),
    /** The children of a GB/T 2260 code, the provinces without one, in the user's language. */
    regions: (parent?: string) => common.get<Region[]>('registration/regions', parent ? { parent } : undefined),

    myRegistrations: () => user.get<RegistrationSummary[]>('registration/mine'),
    personRegistration: () => user.get<PersonRegistration | null>('registration/person'),
    submitPerson: (form: PersonRegistrationForm) =>
      user.post<PersonRegistration>('registration/person/submit', form, true),
    groupRegistration: () => user.get<GroupRegistration | null>('registration/group'),
    submitGroup: (form: GroupRegistrationForm) => user.post<GroupRegistration>('registration/group/submit', form, true),
    /** Every member of a CSV or XLSX sheet at the platform path `file`, all or none. */
    importMembers: (registrationId: number, file: string) =>
      http.request<MemberImportResult>(`${USER}/registration/group/member/import?registrationId=${registrationId}`, {
        method: 'POST',
        file: { path: file },
      }),
    organisationRegistration: () => user.get<OrganisationRegistration | null>('registration/organisation'),
    submitOrganisation: (form: OrganisationRegistrationForm) =>
      user.post<OrganisationRegistration>('registration/organisation/submit', form, true),
    withdrawRegistration: (id: number) => user.post<null>('registration/withdraw', { id }, true),
    chooseCollection: (choice: CollectionRequest) => user.post<null>('registration/collection', choice, true),
    badge: (registrationId: number) => user.get<Badge>('registration/badge', { registrationId }),

    registrationDrafts: () => user.get<Draft[]>('registration/drafts'),
    registrationDraft: (form: DraftForm) => user.get<Draft | null>('registration/draft', { form }),
    saveRegistrationDraft: (form: DraftForm, data: Record<string, unknown>) =>
      user.post<Draft>('registration/draft/save', { form, data }),
    deleteRegistrationDraft: (form: DraftForm) => user.post<null>('registration/draft/delete', { form }),

    submitFinance: (form: FinanceForm) => user.post<FinanceFormAnswer>('projectForm/finance/submit', form, true),
    submitInvest: (form: InvestForm) => user.post<InvestFormAnswer>('projectForm/invest/submit', form, true),
    myProjectForms: () => user.get<ProjectFormSummary[]>('projectForm/mine'),
  }
}
