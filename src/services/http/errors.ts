import type { Envelope } from '@/contract/common'

export type ApiErrorKind = 'server' | 'unauthorized' | 'login-required' | 'network' | 'timeout' | 'bad-data'

/** A rejected call; it carries the server's envelope fields so callers can read code and msg. */
export class ApiError extends Error implements Envelope<unknown> {
  readonly kind: ApiErrorKind
  readonly code: number
  readonly msg: string
  readonly data: unknown

  constructor(kind: ApiErrorKind, body: Partial<Envelope<unknown>> = {}) {
    super(body.msg || kind)
    this.name = 'ApiError'
    this.kind = kind
    this.code = body.code ?? 0
    this.msg = body.msg ?? ''
    this.data = body.data ?? null
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
