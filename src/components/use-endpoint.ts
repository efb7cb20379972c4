import { useQuery } from '@tanstack/react-query'
import type { Endpoint } from '@/contract/endpoint'
import { endpointKey } from '@/services/query/client'
import { useStores } from '@/stores/context'
import { useReadyHold } from './page-ready'
import type { RequestState } from './use-request'

interface Options {
  /** False until the request can be made (an id still to come); the page is not held meanwhile. */
  enabled?: boolean
  /** Shows the blocking indicator while it loads (a detail's first load). */
  loading?: boolean
}

/**
 * The answer of one endpoint for a page, from the cache of page data: a page opened again shows what it showed at
 * once (asking again in the background once it is older than the cache keeps it fresh); a language switch or a new
 * session asks again by itself, as both are in the key. Holds the page's ready mark until the first answer.
 */
export function useEndpoint<Request, Response>(
  endpoint: Endpoint<Request, Response>,
  request: Request,
  { enabled = true, loading = false }: Options = {},
): RequestState<Response> {
  const { api, app, user, queries } = useStores()
  const query = useQuery(
    {
      queryKey: endpointKey(endpoint, request, app.language, user.token),
      queryFn: () => api.call(endpoint, request, loading),
      enabled,
    },
    queries,
  )
  useReadyHold(enabled && query.isPending)
  return {
    data: query.data,
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    error: query.error,
    reload: async () => void (await query.refetch()),
  }
}
