import type { Envelope } from '@/contract/common'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Which base address a call goes to: the main API or the collectible service. */
export type ServiceBase = 'api' | 'collectible'

export interface RequestOptions {
  method?: HttpMethod
  data?: object
  /** Show the blocking loading indicator; on unless a call opts out. */
  loading?: boolean
  base?: ServiceBase
  /** A file to send as a multipart form (its platform path, and the form field it goes under, `file` if not said). */
  file?: { path: string; field?: string }
}

/** The transport every API module is built on; resolves with `data` of a code-200 envelope. */
export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>
  /** Resolves with the whole envelope whatever its code; for calls whose callers read code and msg. */
  requestEnvelope<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>
}
