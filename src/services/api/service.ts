import { addressOf, type Endpoint } from '@/contract/endpoint'
import type { HttpClient } from '../http/types'

const PATH_PARAMETER = /:(\w+)/g

/**
 * Calls an endpoint of the contract; `loading` shows the blocking indicator (off unless a call asks). An endpoint whose
 * path names parameters (`video/info/:id`) takes its whole request there.
 */
export function endpointCaller(http: HttpClient) {
  return <Request, Response>(endpoint: Endpoint<Request, Response>, data?: Request, loading = false) => {
    // A request is the query or body object; an endpoint that takes none has none (void).
    const fields = data as Record<string, unknown> | undefined
    const inPath = endpoint.path.includes(':')
    const path = endpoint.path.replace(PATH_PARAMETER, (_, name: string) => encodeURIComponent(String(fields?.[name])))
    return http.request<Response>(addressOf({ service: endpoint.service, path }), {
      method: endpoint.method,
      data: inPath ? undefined : fields,
      loading,
    })
  }
}
