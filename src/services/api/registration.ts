import type {
  CollectionRequest,
  FinanceForm,
  GroupRegistrationForm,
  InvestForm,
  MemberImportResult,
  OrganisationRegistrationForm,
  PersonRegistrationForm,
} from '@/contract/registration'
import type { DraftForm } from '@/contract/registration.codes'
import { projectForms, registrationDrafts, registrationGuide, registrations } from '@/contract/registration.endpoints'
import { endpointCaller, USER } from './service'
import type { HttpClient } from '../http/types'

/** Visitor, exhibitor, group and organisation registration, the badge, drafts and the project forms. */
export function createRegistrationApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    signUpInfo: () => call(registrations.signUpInfo, undefined, true),
    registrationRules: () => call(registrationGuide.rules),
    registrationOptions: () => call(registrationGuide.options),
    regions: (parent?: string) => call(registrationGuide.regions, parent ? { parent } : undefined),

    myRegistrations: () => call(registrations.mine),
    personRegistration: () => call(registrations.person),
    submitPerson: (form: PersonRegistrationForm) => call(registrations.submitPerson, form, true),
    groupRegistration: () => call(registrations.group),
    submitGroup: (form: GroupRegistrationForm) => call(registrations.submitGroup, form, true),
    /** Every member of a CSV or XLSX sheet at the platform path `file`, all or none (a multipart upload). */
    importMembers: (registrationId: number, file: string) =>
      http.request<MemberImportResult>(`${USER}/registration/group/member/import?registrationId=${registrationId}`, {
        method: 'POST',
        file: { path: file },
      }),
    organisationRegistration: () => call(registrations.organisation),
    submitOrganisation: (form: OrganisationRegistrationForm) => call(registrations.submitOrganisation, form, true),
    withdrawRegistration: (id: number) => call(registrations.withdraw, { id }, true),
    chooseCollection: (choice: CollectionRequest) => call(registrations.chooseCollection, choice, true),
    badge: (registrationId: number) => call(registrations.badge, { registrationId }),

    registrationDrafts: () => call(registrationDrafts.list),
    registrationDraft: (form: DraftForm) => call(registrationDrafts.get, { form }),
    saveRegistrationDraft: (form: DraftForm, data: Record<string, unknown>) =>
      call(registrationDrafts.save, { form, data }),
    deleteRegistrationDraft: (form: DraftForm) => call(registrationDrafts.delete, { form }),

    submitFinance: (form: FinanceForm) => call(projectForms.submitFinance, form, true),
    submitInvest: (form: InvestForm) => call(projectForms.submitInvest, form, true),
    myProjectForms: () => call(projectForms.mine),
  }
}
