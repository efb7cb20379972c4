import { joined, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { Endpoint } from '@/contract/endpoint'
import type { Draft } from '@/contract/registration'
import { RegistrationCode, type DraftForm } from '@/contract/registration.codes'
import { registrationDrafts } from '@/contract/registration.endpoints'
import { navigate } from '@/routes/navigate'
import { isApiError } from '@/services/http/errors'
import type { RootStore } from '@/stores/root-store'
import type { FieldName, FormValues } from '@/templates/form/types'
import { isDeadlinePassed } from './data'
import { formFieldOf } from './field-rules'
import { showDeadline } from './gate'
import { registrationSent } from './registrations-changed'
import { useServerDraft } from './server-draft'

/** The field a refusal names (`data.field`), as the form calls it. */
export function refusedField<V extends FormValues>(error: { data: unknown }): FieldName<V> | undefined {
  const named = (error.data as { field?: unknown } | null)?.field
  return typeof named === 'string' ? (formFieldOf(named) as FieldName<V>) : undefined
}

/**
 * What every registration form's descriptor shares: the draft kept on the server as well, a check on blur, the
 * required toast, the field a refusal names; a registration already sent is sent again.
 */
export function useRegistrationForm<V extends FormValues>(form: DraftForm, kept: Draft | null, resent = false) {
  const onDraft = useServerDraft<V>(form)
  return {
    keptDraft: (kept?.data as Partial<V> | undefined) ?? undefined,
    onDraft,
    checkOnBlur: true,
    invalidToast: 'registration.problem.required' as const,
    submitLabel: resent ? ('registration.action.resubmit' as const) : ('registration.action.submit' as const),
    errorField: refusedField<V>,
  }
}

/**
 * Sends a registration; past the deadline its notice shows, and without a real name the user goes to verify. Once
 * sent, the pages that show the user's registrations ask again.
 */
export async function sendRegistration<R>(stores: Pick<RootStore, 'queries'>, send: () => Promise<R>): Promise<R> {
  try {
    const sent = await send()
    registrationSent(stores)
    return sent
  } catch (error) {
    if (isDeadlinePassed(error)) void showDeadline()
    if (isApiError(error) && Number(error.code) === RegistrationCode.realNameRequired) void navigate('mypageRealname')
    throw error
  }
}

/** The user's registration of one kind with its kept draft, or null for either. */
export interface Loaded<R> {
  registration: R | null
  draft: Draft | null
}

/** The user's registration and its kept draft together, as they are now (a form starts from them). */
export function useLoadedRegistration<R>(form: DraftForm, endpoint: Endpoint<void, R | null>): RequestState<Loaded<R>> {
  const loaded = joined(
    useEndpoint(endpoint, undefined, { fresh: true }),
    useEndpoint(registrationDrafts.get, { form }, { fresh: true }),
  )
  return { ...loaded, data: loaded.data && { registration: loaded.data[0], draft: loaded.data[1] } }
}
