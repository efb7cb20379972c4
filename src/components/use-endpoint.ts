import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useMemo } from 'react'
import type { Endpoint } from '@/contract/endpoint'
import { endpointKey, loadKey, SessionEnded, sessionOf } from '@/services/query/client'
import { useStores } from '@/stores/context'
import { useReadyHold } from './page-ready'

export type RequestStatus = 'loading' | 'ready' | 'error'

/** What a page shows of a load: its data once answered, whether it is still on its way or failed, and a retry. */
export interface RequestState<T> {
  data: T | undefined
  status: RequestStatus
  error: unknown
  /** When the data shown was answered (ms since the epoch, 0 before): clocks count from it. */
  receivedAt: number
  reload(): Promise<void>
}

interface Options {
  /** False until the request can be made (an id still to come); the page is not held meanwhile. */
  enabled?: boolean
  /** Shows the blocking indicator while it loads (a detail's first load). */
  loading?: boolean
  /** Keeps showing the answer to the previous request while another is asked for (another year chosen). */
  keepPrevious?: boolean
  /**
   * Never shown from the cache: asked again each time the page opens and dropped when it closes. For what a form
   * starts from (a draft saved since would otherwise be overwritten by the copy the cache held).
   */
  fresh?: boolean
}

/** One cached query as a page's state, holding the page's ready mark until its first answer. */
function useCached<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  { enabled = true, keepPrevious = false, fresh = false }: Options,
): RequestState<T> {
  const { queries, user } = useStores()
  const session = sessionOf(queryKey)
  const query = useQuery(
    {
      queryKey,
      // A page still on screen for a moment after its session ended (a link's token dropped by its check) must not
      // ask as a guest: the server's "log in" to that would open the login page over the page the guest is shown.
      queryFn: () => (session && session !== user.token ? Promise.reject(new SessionEnded()) : queryFn()),
      enabled,
      placeholderData: keepPrevious ? keepPreviousData : undefined,
      gcTime: fresh ? 0 : undefined,
      refetchOnMount: fresh ? 'always' : undefined,
    },
    queries,
  )
  // A fresh load shows nothing the cache held before this page asked.
  const pending = query.isPending || (fresh && !query.isFetchedAfterMount && !query.isError)
  const { data, isError, error, dataUpdatedAt } = query
  const answer = useMemo(
    () => ({
      data: pending ? undefined : data,
      status: (pending ? 'loading' : isError ? 'error' : 'ready') as RequestStatus,
      error,
      receivedAt: dataUpdatedAt,
    }),
    [pending, data, isError, error, dataUpdatedAt],
  )
  // An answer arriving is rendered as a transition, which React splits into short tasks, so a long page drawn with
  // its data does not block a tap; an answer already cached (a page opened again) shows in the first render.
  const shown = useDeferredValue(answer)
  useReadyHold(enabled && shown.status === 'loading')
  // One function for the query's life, so effects may depend on it.
  const { refetch } = query
  const reload = useCallback(async () => void (await refetch()), [refetch])
  return { ...shown, reload }
}

/**
 * The answer of one endpoint for a page, from the cache of page data: a page opened again shows what it showed at
 * once (asking again in the background once it is older than the cache keeps it fresh); a language switch or a new
 * session asks again by itself, as both are in the key. Holds the page's ready mark until the first answer.
 */
export function useEndpoint<Request, Response>(
  endpoint: Endpoint<Request, Response>,
  request: Request,
  options: Options = {},
): RequestState<Response> {
  const { api, app, user } = useStores()
  return useCached(
    endpointKey(endpoint, request, app.language, user.token),
    () => api.call(endpoint, request, options.loading),
    options,
  )
}

/**
 * A load that is not one endpoint's answer (the device's state, a link to prepare), cached like one under its name
 * and parts, in the language and session it was made in. An endpoint's answer is read with useEndpoint instead.
 */
export function useLoad<T>(
  name: string,
  parts: readonly unknown[],
  load: () => Promise<T>,
  options: Pick<Options, 'enabled' | 'fresh'> = {},
): RequestState<T> {
  const { app, user } = useStores()
  return useCached(loadKey(name, parts, app.language, user.token), load, options)
}

type States<T extends readonly unknown[]> = { [K in keyof T]: RequestState<T[K]> }

/**
 * Several loads shown as one: loading while any is, failed when any failed (the first error), their data together
 * once all have answered, and one retry asking again for all.
 */
export function joined<T extends readonly unknown[]>(...states: States<T>): RequestState<T> {
  const all = states as readonly RequestState<unknown>[]
  const failed = all.find((state) => state.status === 'error')
  const loading = all.some((state) => state.status === 'loading')
  return {
    data: all.every((state) => state.data !== undefined) ? (all.map((state) => state.data) as unknown as T) : undefined,
    status: failed ? 'error' : loading ? 'loading' : 'ready',
    error: failed?.error,
    receivedAt: Math.min(...all.map((state) => state.receivedAt)),
    reload: async () => void (await Promise.all(all.map((state) => state.reload()))),
  }
}

const noReload = async () => {}

/** A state known without asking (a video given by its address, no booth to look up). */
export const readyState = <T>(data: T, reload = noReload): RequestState<T> => ({
  data,
  status: 'ready',
  error: undefined,
  receivedAt: 0,
  reload,
})

/** A state failed without asking (an address that names nothing), or made of failed loads. */
export const failedState = (error: unknown, reload = noReload): RequestState<never> => ({
  data: undefined,
  status: 'error',
  error,
  receivedAt: 0,
  reload,
})

/** A state made of loads still on their way. */
export const loadingState = (reload = noReload): RequestState<never> => ({
  data: undefined,
  status: 'loading',
  error: undefined,
  receivedAt: 0,
  reload,
})
