import { projectForms, registrationDrafts, registrations } from '@/contract/registration.endpoints'
import { forgetEndpointAnswers, markEndpointsStale } from '@/services/query/client'
import type { RootStore } from '@/stores/root-store'

type Stores = Pick<RootStore, 'queries'>

/**
 * After a registration is withdrawn, its collection chosen or its members imported: the pages the cache of page data
 * holds that show the user's registrations ask again when next opened (the page acted on reads its own again; a form
 * asks for what it starts from each time anyway).
 */
export function registrationsChanged({ queries }: Stores): void {
  markEndpointsStale(
    queries,
    registrations.signUpInfo,
    registrations.mine,
    registrations.person,
    registrations.group,
    registrations.organisation,
  )
}

/**
 * After a registration is sent: as registrationsChanged, and the user's registrations are dropped, as the outcome page
 * opened next must show the one just sent, not the list from before while it asks.
 */
export function registrationSent(stores: Stores): void {
  registrationsChanged(stores)
  forgetEndpointAnswers(stores.queries, registrations.mine, undefined)
}

/** After a project form is sent: the user's forms are dropped, so its success page finds the one just sent. */
export function projectFormSent({ queries }: Stores): void {
  forgetEndpointAnswers(queries, projectForms.mine, undefined)
}

/** After a draft is kept or dropped on the server: the drafts list asks again when next opened. */
export function draftsChanged({ queries }: Stores): void {
  markEndpointsStale(queries, registrationDrafts.list)
}
