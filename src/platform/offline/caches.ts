/** The service worker's caches, by what they keep; the app empties the personal ones at sign-out. */
export const WORKER_CACHES = { pages: 'fair-pages', build: 'fair-build', answers: 'fair-answers' } as const

/** The header the worker adds to an answer it took from its cache: when that answer was saved (ms, 0 unknown). */
export const SAVED_AT_HEADER = 'x-saved-at'

/** The app shell the worker opens any address with when it has no copy of that address. */
export const SHELL_URL = '/index.html'

/** Where the worker is served (the whole site is its scope). */
export const WORKER_URL = '/sw.js'
