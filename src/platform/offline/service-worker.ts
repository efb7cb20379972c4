// The H5 app's service worker (bundled by scripts/build-service-worker.mjs into dist/h5/sw.js, never by Taro): the
// app shell and its entry precached, the build's files kept as they load, and the last answer of every API read kept,
// so a page seen before opens without a network and says its data is a saved copy (the `x-saved-at` header).
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
// The router registerRoute fills, whose cache listener takes the app's CACHE_URLS messages.
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { answerKey, SAVED_AT_HEADER, SHELL_URL, WORKER_CACHES } from './caches'

/** The shell and the entry's scripts and styles, with their revisions; written by the build. */
declare const PRECACHE: { url: string; revision: string | null }[]
/** The API's path prefixes (src/contract/endpoint.ts). */
declare const API_PREFIXES: string[]

interface WorkerScope {
  location: Location
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: { waitUntil(work: Promise<unknown>): void }) => void,
  ): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
}
const worker = self as unknown as WorkerScope

// A new build takes over at once: its shell and entry are precached before it does.
worker.addEventListener('install', () => void worker.skipWaiting())
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()))

precacheAndRoute(PRECACHE)
cleanupOutdatedCaches()
// The app asks for what its first page loaded before the worker was there (CACHE_URLS messages).
getOrCreateDefaultRouter().addCacheListener()

const sameOrigin = (url: URL) => url.origin === worker.location.origin
/** Only answers worth keeping: a 200 (never a refusal, nor a 401 of a session gone). */
const keepOk = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null),
}

// Pages: the network first (a new build, a fresh first screen); without one the copy of that address, else the shell.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: WORKER_CACHES.pages,
      networkTimeoutSeconds: 4,
      plugins: [
        keepOk,
        new ExpirationPlugin({ maxEntries: 60 }),
        { handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? undefined },
      ],
    }),
  ),
)

// The build's scripts, styles and pictures: named by their content, so a copy never goes stale.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/(js|css|static)\//.test(url.pathname),
  new CacheFirst({ cacheName: WORKER_CACHES.build, plugins: [keepOk, new ExpirationPlugin({ maxEntries: 500 })] }),
)

// API reads: the network first; without one the last answer kept, marked with when it was saved.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && API_PREFIXES.some((prefix) => url.pathname.startsWith(`${prefix}/`)),
  new NetworkFirst({
    cacheName: WORKER_CACHES.answers,
    networkTimeoutSeconds: 6,
    plugins: [
      keepOk,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600 }),
      {
        cacheKeyWillBeUsed: async ({ request }: { request: Request }) => answerKey(request),
        cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
          if (!cachedResponse) return cachedResponse
          const headers = new Headers(cachedResponse.headers)
          headers.set(SAVED_AT_HEADER, String(Date.parse(cachedResponse.headers.get('date') ?? '') || 0))
          return new Response(await cachedResponse.blob(), { status: cachedResponse.status, headers })
        },
      },
    ],
  }),
)
