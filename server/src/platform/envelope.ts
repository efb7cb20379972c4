import type { MessageKey } from './messages'
import type { Envelope } from '../../../src/contract/common'

/** The success envelope; HTTP status stays 200. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 200, msg: 'success', data }
}

/** An expected failure: the error handler turns it into `{ code, msg, data: null }` in the request's language. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly messageKey: MessageKey,
  ) {
    super(messageKey)
    this.name = 'ApiError'
  }
}

export const notFound = () => new ApiError(404, 404, 'notFound')
