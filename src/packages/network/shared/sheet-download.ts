import { ApiError } from '@/services/http/errors'

/** A spreadsheet the server writes for the signed-in user: its address and the headers that say who and in what language. */
export interface SheetDownload {
  url: string
  headers: Record<string, string>
  /** The name it is saved under when the server names none. */
  filename: string
}

/** The name in a Content-Disposition header, or the fallback. */
export function filenameOf(disposition: string | null | undefined, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback
}

/** A refused download as the app's other refusals: the code and words of the server's envelope when it sent one. */
export function refusalOf(body: unknown, status: number): ApiError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; msg?: unknown }
  return new ApiError('server', {
    code: typeof envelope.code === 'number' ? envelope.code : status,
    msg: typeof envelope.msg === 'string' ? envelope.msg : '',
  })
}

/** A download that got no answer. */
export const unanswered = (): never => {
  throw new ApiError('network')
}
