import { useReadAgainOnShow } from '@/components/shown-again'
import { readyState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { Option } from '@/contract/common'
import type { RegistrationSummary } from '@/contract/registration'
import {
  RegistrationCode,
  RegistrationStatus,
  type PersonKind,
  type RegistrationKind,
  type RegistrationStatusCode,
} from '@/contract/registration.codes'
import { projectForms, registrationGuide, registrations } from '@/contract/registration.endpoints'
import type { RouteTarget } from '@/routes/navigate'
import { isApiError } from '@/services/http/errors'
import { useStores } from '@/stores/context'

/** The deadline, on-site hours, promises and limits, in the user's language. */
export function useRules() {
  return useEndpoint(registrationGuide.rules, undefined)
}

/** Every select of the forms, the industries and the exhibitions with their areas, in the user's language. */
export function useOptions() {
  return useEndpoint(registrationGuide.options, undefined)
}

/**
 * The signed-in user's registrations (none for a visitor), wrapped so an empty list still counts as an answer; asked
 * again when the page is shown again, so a review that moved on meanwhile shows.
 */
export function useMine() {
  const { user } = useStores()
  const mine = asList(useReadAgainOnShow(useEndpoint(registrations.mine, undefined, { enabled: user.loggedIn })))
  return user.loggedIn ? mine : readyState({ list: [] as RegistrationSummary[] })
}

/** The project forms the user sent with their statuses, asked again when the page is shown again. */
export function useProjectForms() {
  return asList(useReadAgainOnShow(useEndpoint(projectForms.mine, undefined)))
}

/** A list's answer wrapped, so an empty list still counts as an answer (RequestView shows only data it has). */
export function asList<T>(state: RequestState<T[]>): RequestState<{ list: T[] }> {
  return { ...state, data: state.data && { list: state.data } }
}

/** An option's words, or '' when the value is not among them. */
export const labelOf = (options: readonly Option[], value: string | number | null | undefined) =>
  options.find((option) => option.value === String(value ?? ''))?.label ?? ''

/** The status a registration shows first: its exhibitor review until approved, then its certificate. */
export function mainStatus(state: Pick<RegistrationSummary, 'certificateStatus' | 'exhibitorStatus'>) {
  return (state.certificateStatus ?? state.exhibitorStatus ?? RegistrationStatus.submitted) as RegistrationStatusCode
}

/** The tone of a status chip: refused, done, or under way. */
export const statusTone = (status: RegistrationStatusCode) =>
  status === RegistrationStatus.notApproved
    ? 'refused'
    : status === RegistrationStatus.certificateIssued || status === RegistrationStatus.approved
      ? 'done'
      : 'pending'

/** The form a registration of this kind is made and modified on. */
export function formOf(kind: RegistrationKind, personKind: PersonKind | null): RouteTarget {
  if (kind === 'group') return { route: 'groupRegFrom' }
  if (kind === 'organisation') return { route: 'orgRegForm' }
  if (personKind === 'exhibitorStaff') return { route: 'exhibitorReg' }
  return { route: 'visitSingleReg', query: { kind: personKind ?? 'visitor' } }
}

/** The page of one registration's information. */
export function infoOf(summary: Pick<RegistrationSummary, 'id' | 'kind'>): RouteTarget {
  if (summary.kind === 'organisation') return { route: 'exhibitionRegInfo' }
  if (summary.kind === 'person') return { route: 'visitorRegInfo' }
  return { route: 'myRegistrationInfo', query: { id: summary.id } }
}

/** Whether a refusal means pre-registration closed (the forms show /registration-deadline then). */
export const isDeadlinePassed = (error: unknown) =>
  isApiError(error) && Number(error.code) === RegistrationCode.deadlinePassed

/** The user's person registration among theirs. */
export const pickRegistrationOf = (list: readonly RegistrationSummary[]) => list.find((one) => one.kind === 'person')
