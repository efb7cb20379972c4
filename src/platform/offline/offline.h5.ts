import { reaction } from 'mobx'
import { langHeader, translate } from '@/i18n'
import type { RootStore } from '@/stores/root-store'
import { COLORS } from '@/styles/colors'
import { WORKER_CACHES, WORKER_URL } from './caches'

/** How long after the page has loaded the worker is registered, so it never competes with the first screen. */
const REGISTER_AFTER_MS = 3000

/** API prefixes whose reads the worker keeps (src/contract/endpoint.ts). */
const API = ['/common-client/', '/merchants-client/', '/user-central/', '/collectible/']

/**
 * Same-origin scripts, styles and API reads this page loaded before the worker was there: the worker keeps them for the
 * next start without a network, the reads asked again in the page's language and session, which their keys name.
 */
function loadedFiles({ app, user }: RootStore): (string | [string, RequestInit])[] {
  const headers = { lang: langHeader(app.language), ...(user.token && { accesstoken: user.token }) }
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(location.origin))
    .flatMap((url): (string | [string, RequestInit])[] => {
      const { pathname } = new URL(url)
      if (API.some((prefix) => pathname.startsWith(prefix))) return [[url, { headers }]]
      return ['/js/', '/css/'].some((prefix) => pathname.startsWith(prefix)) ? [url] : []
    })
}

/** A page's files that could not be loaded: offline, a page never opened before has none kept. */
const missingFiles = (reason: unknown) =>
  reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk/.test(reason.message))

/** In place of a blank screen: the page is not on the device yet, with a way home (plain DOM, the page never came). */
function sayPageMissing(stores: RootStore) {
  if (navigator.onLine || document.getElementById('offline-missing')) return
  const t = (key: 'common.offlineMissing' | 'tab.home') => translate(stores.app.language, key)
  const box = document.createElement('div')
  box.id = 'offline-missing'
  box.setAttribute('role', 'alert')
  box.style.cssText =
    'position:fixed;inset:0;z-index:1000;display:flex;flex-direction:column;align-items:center;' +
    `justify-content:center;gap:16px;padding:32px;background:${COLORS.background};color:${COLORS.textSecondary};` +
    'font-size:15px;text-align:center'
  const text = document.createElement('p')
  text.textContent = t('common.offlineMissing')
  const home = document.createElement('a')
  home.href = '/home'
  home.textContent = t('tab.home')
  home.style.cssText = `color:${COLORS.primaryDark};font-size:16px`
  box.append(text, home)
  document.body.append(box)
  // A later page that does load takes its place.
  addEventListener('popstate', () => box.remove(), { once: true })
}

// The first page of a cold start offline may fail to load before the app has launched: listened for from the start
// (in a browser: the server draws first screens with this module too).
let missedBeforeLaunch = false
let whenPageMissing: () => void = () => (missedBeforeLaunch = true)
if (typeof window !== 'undefined')
  addEventListener('unhandledrejection', (event) => {
    if (missingFiles(event.reason)) whenPageMissing()
  })

/**
 * The service worker (src/platform/offline/service-worker.ts): registered once the page has loaded and the browser is
 * idle. The first time it takes the page over it is handed what the page loaded before it was there (fetched again by
 * the worker, off the page's thread), so the page a visitor opened first also opens offline. A page whose files were never kept says so
 * offline instead of staying blank. When a session ends (signed out, or another account's link) its copies go.
 */
export function startOffline(stores: RootStore): void {
  if (!('serviceWorker' in navigator) || !isSecureContext) return
  const register = () => void navigator.serviceWorker.register(WORKER_URL).catch(() => undefined)
  const later = () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(register) : register()), REGISTER_AFTER_MS)
  if (document.readyState === 'complete') later()
  else addEventListener('load', later, { once: true })

  const controlled = Boolean(navigator.serviceWorker.controller)
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) return
    navigator.serviceWorker.controller?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: loadedFiles(stores) },
    })
  })

  whenPageMissing = () => sayPageMissing(stores)
  if (missedBeforeLaunch) whenPageMissing()

  reaction(
    () => stores.user.token,
    (_, previous) => {
      if (previous) void Promise.all([caches.delete(WORKER_CACHES.answers), caches.delete(WORKER_CACHES.pages)])
    },
  )
}
