import type { Endpoint } from '@/contract/endpoint'
import type { HttpClient } from '../http/types'

// The backend services of seed 000 section 7, for the calls that are not endpoints (uploads, downloads, the socket).
export { COMMON, MERCHANTS, USER } from '@/contract/endpoint'

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
    return http.request<Response>(`${endpoint.service}/${path}`, {
      method: endpoint.method,
      data: inPath ? undefined : fields,
      loading,
    })
  }
}
