import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { addressOf, type Endpoint } from '@/contract/endpoint'
import type { Language } from '@/i18n'

/** How long an answer is shown again without asking: a page opened again within it appears at once. */
const FRESH_MS = 30_000
/** How long an answer no page shows is kept, for going back to it. */
const KEPT_MS = 10 * 60_000

/** The cache of page data: one per app (and per test's stores). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        gcTime: KEPT_MS,
        // The http layer reports failures to the user; a page offers its own retry.
        retry: false,
        // Neither the mini program nor the native app's web view has a focus event worth a refetch.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // Offline or not, the http layer answers (from its own error handling), so queries never pause.
        networkMode: 'always',
      },
    },
  })
}

/** An endpoint's place in the cache: its method, service and path; invalidating it reaches every request of it. */
const endpointId = (endpoint: Endpoint<unknown, unknown>) => `${endpoint.method} ${addressOf(endpoint)}`

/**
 * The cache key of one request of an endpoint: in the language asked for, and for an endpoint whose answer depends on
 * the caller, the session it was asked in, so a language switch or another user never sees the other's answer.
 */
export function endpointKey<Request>(
  endpoint: Endpoint<Request, unknown>,
  request: Request,
  language: Language,
  session: string,
): QueryKey {
  return [
    endpointId(endpoint as Endpoint<unknown, unknown>),
    request ?? null,
    language,
    endpoint.access === 'public' ? '' : session,
  ]
}

/** The cache key of a load that is not an endpoint's answer (see useLoad): always kept per session. */
export function loadKey(name: string, parts: readonly unknown[], language: Language, session: string): QueryKey {
  return [`load ${name}`, parts, language, session]
}

/** Marks every cached answer of the endpoints stale, refetching those on screen: after a write that changed them. */
export function invalidateEndpoints(queries: QueryClient, ...endpoints: Endpoint<unknown, unknown>[]): Promise<void> {
  return Promise.all(endpoints.map((endpoint) => queries.invalidateQueries({ queryKey: [endpointId(endpoint)] }))).then(
    () => undefined,
  )
}

/**
 * Marks every cached answer of the endpoints stale without asking again now: after a write a list shows (a row acted
 * on in place). A list opened next shows what it held and asks again; one on screen keeps its rows as they are.
 */
export function markEndpointsStale(queries: QueryClient, ...endpoints: Endpoint<unknown, unknown>[]): void {
  for (const endpoint of endpoints)
    void queries.invalidateQueries({ queryKey: [endpointId(endpoint)], refetchType: 'none' })
}

/** Marks every cached answer of a load (see useLoad) stale without asking again now, like markEndpointsStale. */
export function markLoadsStale(queries: QueryClient, name: string): void {
  void queries.invalidateQueries({ queryKey: [`load ${name}`], refetchType: 'none' })
}

/**
 * Drops the cached answers of one request of an endpoint, in every language and session: after a write that removed
 * what it answers (a deleted post). Marking them stale would not do: a page opened again would show the cached answer
 * while asking, and keep showing it when the server answers "not found".
 */
export function forgetEndpointAnswers<Request>(
  queries: QueryClient,
  endpoint: Endpoint<Request, unknown>,
  request: Request,
): void {
  queries.removeQueries({ queryKey: [endpointId(endpoint as Endpoint<unknown, unknown>), request ?? null] })
}

/** The session a key was made in ('' for a guest's or a public answer). */
export const sessionOf = (queryKey: QueryKey): unknown => queryKey[3]

/** A read of a session that has ended since its page asked: never sent under the session that replaced it. */
export class SessionEnded extends Error {
  constructor() {
    super('session-ended')
    this.name = 'SessionEnded'
  }
}

/** Drops the answers asked for in a session (not the public ones): on logout or another user's login. */
export function forgetSessionAnswers(queries: QueryClient): void {
  queries.removeQueries({ predicate: (query) => query.queryKey[3] !== '' })
}
