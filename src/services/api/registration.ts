import { addressOf } from '@/contract/endpoint'
import type {
  CollectionRequest,
  FinanceForm,
  GroupRegistrationForm,
  InvestForm,
  MemberImportResult,
  MemberSheetRead,
  OrganisationRegistrationForm,
  PersonRegistrationForm,
} from '@/contract/registration'
import type { DraftForm } from '@/contract/registration.codes'
import { projectForms, registrationDrafts, registrationGuide, registrations } from '@/contract/registration.endpoints'
import { endpointCaller } from './service'
import { assetUrl } from '../http/asset-url'
import type { HttpClient } from '../http/types'

/** Visitor, exhibitor, group and organisation registration, the badge, drafts and the project forms. */
export function createRegistrationApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    regions: (parent?: string) => call(registrationGuide.regions, parent ? { parent } : undefined),

    myRegistrations: () => call(registrations.mine),
    submitPerson: (form: PersonRegistrationForm) => call(registrations.submitPerson, form, true),
    submitGroup: (form: GroupRegistrationForm) => call(registrations.submitGroup, form, true),
    /** Every member of a CSV or XLSX sheet at the platform path `file`, all or none (a multipart upload). */
    importMembers: (registrationId: number, file: string) =>
      http.request<MemberImportResult>(`${addressOf(registrations.importMembers)}?registrationId=${registrationId}`, {
        method: 'POST',
        file: { path: file },
      }),
    /** The members of a CSV or XLSX sheet at the platform path `file`, for a group form not yet sent; nothing is kept. */
    readMembers: (file: string) =>
      http.request<MemberSheetRead>(addressOf(registrations.readMembers), { method: 'POST', file: { path: file } }),
    /** Where the members template is, in a language: a link opened without headers (a download, downloadFile). */
    memberTemplateUrl: (lang: 'zh' | 'en') => assetUrl(`${addressOf(registrationGuide.memberTemplate)}?lang=${lang}`),
    submitOrganisation: (form: OrganisationRegistrationForm) => call(registrations.submitOrganisation, form, true),
    withdrawRegistration: (id: number) => call(registrations.withdraw, { id }, true),
    chooseCollection: (choice: CollectionRequest) => call(registrations.chooseCollection, choice, true),
    badge: (registrationId: number) => call(registrations.badge, { registrationId }),

    saveRegistrationDraft: (form: DraftForm, data: Record<string, unknown>) =>
      call(registrationDrafts.save, { form, data }),
    deleteRegistrationDraft: (form: DraftForm) => call(registrationDrafts.delete, { form }),

    submitFinance: (form: FinanceForm) => call(projectForms.submitFinance, form, true),
    submitInvest: (form: InvestForm) => call(projectForms.submitInvest, form, true),
  }
}
