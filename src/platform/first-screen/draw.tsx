import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { when } from 'mobx'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { Language } from '@/i18n'
import { drawFor, surfaceOf } from '@/platform/environment'
import { memoryStorage } from '@/platform/storage'
import { ROUTES, type RouteKey } from '@/routes/table'
import { createApi } from '@/services/api'
import { createHttpClient, type Transport } from '@/services/http/client'
import { StoreContext } from '@/stores/context'
import { RootStore } from '@/stores/root-store'
import { COLORS } from '@/styles/colors'
import { MAX_LAYOUT_WIDTH, rootFontSize } from '@/utils/layout'
import { RouterContext } from './node/router'

/** The entry pages a visitor most often lands on: the server draws them, so they paint before the app has started. */
const PAGES: Partial<Record<RouteKey, () => Promise<{ default: ComponentType }>>> = {
  home: () => import('@/pages/home/index'),
  projectList: () => import('@/packages/content/project-list/index'),
  projectDetail: () => import('@/packages/content/project-detail/index'),
}

/** The surface a visitor's browser is (the page differs under WeChat's own bar), for the server's key of a drawing. */
export { surfaceOf }

/** Pages whose first screen the server draws, by their address. */
export const FIRST_SCREEN_PATHS: Record<string, RouteKey> = Object.fromEntries(
  Object.keys(PAGES).map((key) => [ROUTES[key as RouteKey].path, key as RouteKey]),
)

/** The styles of Taro's components, which the H5 app adds from its script (scripts/build-first-screen.mjs puts them here). */
declare const TARO_COMPONENT_STYLES: string

/**
 * The style of a drawn first screen, in the page's head: the root size the app sets when it starts (rootFontSize),
 * known before it starts, Taro's components and its base rules (line height, no margins) as the app has them, and
 * the drawing laid over the app on a page's white until the app's page is ready under it (take-over.h5.ts).
 */
export const FIRST_SCREEN_STYLE =
  `html{font-size:min(${rootFontSize(100)}vw,${rootFontSize(MAX_LAYOUT_WIDTH)}px)}${TARO_COMPONENT_STYLES}` +
  `#first-screen{position:fixed;inset:0;z-index:1000;max-width:${MAX_LAYOUT_WIDTH}px;margin:0 auto;` +
  `overflow:hidden;background:${COLORS.surface};line-height:1.6}:where(#first-screen *){margin:0;padding:0}`

// A phone's first screen shows about this many of a list's pictures.
const EAGER_IMAGES = 4

// Loads that start only once an earlier one has answered (a detail's related items) get this many rounds.
const ROUNDS = 3

export interface FirstScreen {
  /** The page's markup as the app draws it with its first data. */
  html: string
  /** The public answers it was drawn with, for the app's cache of page data (no answer asked for twice). */
  data: DehydratedState
}

/**
 * Draws the first screen of a page as a guest in `language`, as the browser of `userAgent` shows it: the page is
 * rendered, the loads it starts are asked of the server through `send`, and it is rendered again with their answers,
 * until no new load starts.
 */
export async function drawFirstScreen(
  path: string,
  params: Record<string, string>,
  language: Language,
  send: Transport,
  userAgent = '',
): Promise<FirstScreen | null> {
  const key = FIRST_SCREEN_PATHS[path]
  const page = key && PAGES[key]
  if (!page) return null
  const { default: Page } = await page()
  const http = createHttpClient({
    env: { profile: 'local', bases: { api: '', collectible: '/collectible' } },
    transport: send,
    fileTransport: () => Promise.reject(new Error('no files while drawing')),
    loading: { show: () => undefined, hide: () => undefined },
    getToken: () => undefined,
    getLang: () => (language === 'en-us' ? 'en' : 'zh'),
    onUnauthorized: () => undefined,
    onLoginRequired: () => undefined,
  })
  const stores = new RootStore(createApi(http), memoryStorage({ app: { language } }), memoryStorage())
  await when(() => stores.app.dictionaryReady)
  const router = { params, path: `${path}?${new URLSearchParams(params)}`, $taroPath: path }
  const surface = surfaceOf(userAgent)
  const render = () => {
    // Drawings of other visitors may be under way: the surface is named again for each (synchronous) render.
    drawFor(surface)
    return renderToString(
      <RouterContext.Provider value={router}>
        <StoreContext.Provider value={stores}>
          <Page />
        </StoreContext.Provider>
      </RouterContext.Provider>,
    )
  }
  let html = render()
  for (let round = 0; round < ROUNDS; round++) {
    const waiting = stores.queries
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    if (waiting.length === 0) break
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)))
    html = render()
  }
  // Taro's lazy image names its picture in data-src until its script sees it on screen: the first ones, on screen,
  // are asked for with the page, the others by the browser's own lazy loading, before any script runs.
  let images = 0
  html = html.replace(/<img([^>]*?) data-src=/g, (_: string, attributes: string) =>
    ++images <= EAGER_IMAGES ? `<img${attributes} src=` : `<img${attributes} loading="lazy" src=`,
  )
  // A picture of the page: what finds the page's parts (tests, the app's scripts) finds them in the app's page.
  html = html.replace(/ data-testid="[^"]*"/g, '')
  const data = dehydrate(stores.queries, {
    // A guest's answers only: one asked for with a session is never in a page anyone may be sent.
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[3] === '',
  })
  // Its timers (the cache's clean-up) would otherwise outlive the drawing.
  stores.queries.clear()
  return { html, data }
}
