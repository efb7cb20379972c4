import Taro from '@tarojs/taro'
import { createLoginRedirect } from '@/features/auth/login-redirect'
import { langHeader, translate } from '@/i18n'
import { currentSurface } from '@/platform/environment'
import { callNative } from '@/platform/native-bridge'
import { sessionStore, taroStorage } from '@/platform/storage'
import { pageUrl } from '@/routes/navigate'
import { createApi } from '@/services/api'
import { createHttpClient } from '@/services/http/client'
import { resolveEnv } from '@/services/http/env'
import { taroLoading, taroTransport } from '@/services/http/taro-transport'
import { RootStore } from '@/stores/root-store'

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

/** Builds the app's single RootStore with its transport: the composition root, nothing else. */
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
        if (process.env.TARO_ENV === 'weapp') void Taro.navigateTo({ url: loginUrl(url) })
        else (window as unknown as { wx?: MiniProgramBridge }).wx?.miniProgram?.navigateTo({ url: loginUrl(url) })
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
    transport: taroTransport,
    loading: taroLoading(() => translate(language(), 'common.loading')),
    getToken: () => stores.user.token || undefined,
    getLang: () => langHeader(language()),
    onUnauthorized: () => {
      stores.user.clear()
      reloadCurrentPage()
    },
    onLoginRequired: openLogin,
  })

  // The closures above read `stores` only when a request runs, after it exists.
  const stores: RootStore = new RootStore(createApi(http), taroStorage, sessionStore())
  return stores
}
