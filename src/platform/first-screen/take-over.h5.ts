import { hydrate, type QueryClient } from '@tanstack/react-query'
import type { Language } from '@/i18n'

/** The server's drawing of the page (server/src/platform/first-screen.ts) and the answers it was drawn with. */
const DRAWN_ID = 'first-screen'
const DATA_ID = 'first-data'
/** The cookie the server reads to draw a first screen in the language the person chose. */
const LANGUAGE_COOKIE = 'lang'

/**
 * Takes over from the first screen the server drew: its answers go into the cache of page data, so the page renders
 * with them at once instead of asking again, and the drawing is removed once the app's page under it is ready (the
 * page shell's `data-ready`), so the one is replaced by the same picture without a flash.
 */
export function takeOverFirstScreen(queries: QueryClient): void {
  const data = document.getElementById(DATA_ID)
  if (data) {
    try {
      hydrate(queries, JSON.parse(data.textContent ?? ''))
    } catch {
      // Answers that cannot be read are asked for again, as on any other page.
    }
    data.remove()
  }
  const drawn = document.getElementById(DRAWN_ID)
  if (!drawn) return
  const drop = () => {
    watch.disconnect()
    removeEventListener('popstate', drop)
    drawn.remove()
  }
  const watch = new MutationObserver(() => {
    if (document.querySelector('#app .page[data-ready]')) drop()
  })
  watch.observe(document.getElementById('app') ?? document.body, {
    subtree: true,
    childList: true,
    attributeFilter: ['data-ready'],
  })
  // Going back or forward before the page was ready shows another page: the drawing is not of it.
  addEventListener('popstate', drop)
}

/** Tells the server, for the next first screen it draws, which language the person reads. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}
