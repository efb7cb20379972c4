import Taro from '@tarojs/taro'
import { reaction } from 'mobx'
import { createLoginRedirect, miniProgramLoginOpening } from '@/features/auth/login-redirect'
import { langHeader, parseLanguage, translate } from '@/i18n'
import { launch } from '@/launch'
import { currentSurface } from '@/platform/environment'
import { rememberLanguage, takeOverFirstScreen } from '@/platform/first-screen/take-over'
import { LANDING_SEARCH } from '@/platform/landing'
import { callNative } from '@/platform/native-bridge'
import { sessionStore, taroStorage } from '@/platform/storage'
import { tabRoutes } from '@/routes/derive'
import { pageUrl } from '@/routes/navigate'
import { createApi } from '@/services/api'
import { createHttpClient } from '@/services/http/client'
import { resolveEnv } from '@/services/http/env'
import { taroLoading } from '@/services/http/loading'
import { transport } from '@/services/http/transport'
import { uploadTransport } from '@/services/http/upload-transport'
import { RootStore } from '@/stores/root-store'
import { parseQuery } from '@/utils/url'

function currentPageUrl(): string {
  if (process.env.TARO_ENV === 'h5') return `${location.pathname}${location.search}`
  const page = Taro.getCurrentPages().slice(-1)[0]
  const search = new URLSearchParams((page?.options ?? {}) as Record<string, string>).toString()
  return page ? `/${page.route}${search ? `?${search}` : ''}` : ''
}

function reloadCurrentPage() {
  if (process.env.TARO_ENV === 'h5') location.reload()
  else void Taro.reLaunch({ url: currentPageUrl() || pageUrl('home') })
}

interface MiniProgramBridge {
  miniProgram?: { navigateTo(options: { url: string }): void }
}

/** Builds a RootStore with the real transport with its transport: the composition root, nothing else. */
export function createAppStores(): RootStore {
  const env = resolveEnv()
  const language = () => stores.app.language
  const loginUrl = (redirect: string) => pageUrl('login', { redirect })

  const openLogin = createLoginRedirect({
    surface: currentSurface,
    currentUrl: currentPageUrl,
    schedule: (fn, ms) => void setTimeout(fn, ms),
    openers: {
      miniProgram: (url) => {
        if (process.env.TARO_ENV === 'weapp') {
          const pages = Taro.getCurrentPages()
          const asker = pages[pages.length - 1]?.route
          const askerIsTab = tabRoutes().some(({ route }) => route.page === asker)
          void Taro[miniProgramLoginOpening(pages.length, askerIsTab)]({ url: loginUrl(url) })
        } else (window as unknown as { wx?: MiniProgramBridge }).wx?.miniProgram?.navigateTo({ url: loginUrl(url) })
      },
      // The web-view page that asked for login steps back, so returning from login lands on its caller.
      resetHistory: () => {
        if (process.env.TARO_ENV === 'h5') history.back()
      },
      nativeApp: (url) => callNative('login', { redirect: url }),
      browser: (url) => void Taro.navigateTo({ url: loginUrl(url) }),
    },
  })

  const http = createHttpClient({
    env,
    transport,
    fileTransport: uploadTransport,
    loading: taroLoading(() => translate(language(), 'common.loading')),
    getToken: () => stores.user.token || undefined,
    getLang: () => langHeader(language()),
    onUnauthorized: (sent) => {
      if (!sent || !stores.user.speaksFor(sent)) return
      stores.user.clear()
      reloadCurrentPage()
    },
    onLoginRequired: (sent) => {
      if (stores.user.asksLogin(sent)) openLogin()
    },
  })

  // The closures above read `stores` only when a request runs, after it exists.
  const stores: RootStore = new RootStore(createApi(http), taroStorage, sessionStore())
  takeOverFirstScreen(stores.queries)
  reaction(() => stores.app.language, rememberLanguage, { fireImmediately: true })
  // A landing address with X-Access-Lang opens in that language from the first paint, not after a flash of Chinese.
  const landing = parseLanguage(parseQuery(LANDING_SEARCH)['X-Access-Lang'])
  if (landing) stores.app.startIn(landing)
  return stores
}

let running: RootStore | undefined

/**
 * The running app's stores, made on first use (by the launch or by the first page that renders, whichever is first)
 * and launched at once, so the session guard has read the landing address before any page reads a store.
 */
export function appStores(launchQuery?: Record<string, string>): RootStore {
  if (!running) {
    running = createAppStores()
    launch(running, process.env.TARO_ENV === 'h5' ? parseQuery(LANDING_SEARCH) : (launchQuery ?? {}))
  }
  return running
}
