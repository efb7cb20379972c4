/** The service worker's caches, by what they keep; the app empties the personal ones at sign-out. */
export const WORKER_CACHES = { pages: 'fair-pages', build: 'fair-build', answers: 'fair-answers' } as const

/** The header the worker adds to an answer it took from its cache: when that answer was saved (ms, 0 unknown). */
export const SAVED_AT_HEADER = 'x-saved-at'

/** The app shell the worker opens any address with when it has no copy of that address. */
export const SHELL_URL = '/index.html'

/** Where the worker is served (the whole site is its scope). */
export const WORKER_URL = '/sw.js'

/**
 * The key an API answer is kept under: its address with the language and a digest of the session it was asked in
 * (the `lang` and `accesstoken` headers of src/services/http/client.ts), so offline an English reader never gets the
 * Chinese copy, nor one account another's.
 */
export async function answerKey(request: Pick<Request, 'url' | 'headers'>): Promise<string> {
  const url = new URL(request.url)
  const token = request.headers.get('accesstoken')
  url.searchParams.set('~lang', request.headers.get('lang') ?? '')
  url.searchParams.set('~session', token ? await digest(token) : '')
  return url.href
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return Array.from(bytes.subarray(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
