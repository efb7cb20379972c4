import type { Lang } from './lang'
import { messageText, type MessageArgs, type MessageKey, type PlainMessageKey } from './messages'
import type { Envelope } from '../../../src/contract/common'

/** The success envelope; HTTP status stays 200. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 200, msg: 'success', data }
}

/**
 * Every expected failure, whatever the domain: the app's error handler answers it as `{ code, msg, data }`
 * with the message in the request's language.
 */
export class ApiError<K extends MessageKey = MessageKey> extends Error {
  readonly params: MessageArgs<K>
  /** What the answer carries besides the message (null unless `withData` gave it). */
  data: unknown = null

  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly messageKey: K,
    ...params: MessageArgs<K>
  ) {
    super(messageKey)
    this.name = 'ApiError'
    this.params = params
  }

  /** Adds what the caller needs to act on the failure, such as the sign-ups in the way of a new one. */
  withData<T>(data: T): this {
    this.data = data
    return this
  }

  /** The message in a language, with its values filled in. */
  text(lang: Lang): string {
    return messageText(this.messageKey, lang, ...this.params)
  }
}

/** 404, in the words of what was not found where the seeds name it (a deleted file, a room, a merchant). */
export const notFound = (message: PlainMessageKey = 'notFound') => new ApiError(404, 404, message)

/** What a detail call found, or 404 (in `message`'s words) when it found nothing. */
export function found<T>(data: T | null | undefined, message?: PlainMessageKey): T {
  if (data === null || data === undefined) throw notFound(message)
  return data
}

/** The success envelope of what a detail call found, or 404 when it found nothing. */
export const okOrNotFound = <T>(data: T | null | undefined): Envelope<T> => ok(found(data))
