import { ConfigProvider } from '@nutui/nutui-react-taro'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import { View } from '@tarojs/components'
import Taro, { useDidHide, useDidShow, usePageScroll, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, type ComponentType, type PropsWithChildren, type ReactNode } from 'react'
import { LoginPrompt } from '@/components/login-prompt'
import { RequestView } from '@/components/status-view'
import type { RequestState } from '@/components/use-endpoint'
import { OfflineNote } from '@/features/layout/offline-note'
import { PageTopBar } from '@/features/layout/page-top-bar'
import { recallScroll, rememberScroll } from '@/features/layout/scroll-memory'
import { PointsPromptHost } from '@/features/points/points-prompt-host'
import type { MessageKey } from '@/i18n'
import { callNative } from '@/platform/native-bridge'
import { ROUTES, DEFAULT_NAV_COLOR, type RouteDef, type RouteKey } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import { usePageReady } from './use-page-ready'

interface Props {
  route: RouteKey
  /** Used in preference to the route's title key (a query `title` still wins). */
  titleKey?: MessageKey
  /** The page is for signed-in users: a visitor is told this reason and offered a login that comes back here. */
  loginHint?: MessageKey
}

/**
 * What happens after every navigation (seed 000 section 2): the title from the query `title` or the
 * route's title key, the nav colour handed to the native shell, and scroll restored on cached routes.
 */
export const PageShell = observer(({ route, titleKey, loginHint, children }: PropsWithChildren<Props>) => {
  const def: RouteDef = ROUTES[route]
  const t = useT()
  const { app, user } = useStores()
  const { params } = useRouter()
  const title = params.title ? decodeURIComponent(params.title) : t(titleKey ?? def.title)
  const scrollTop = useRef(0)

  usePageScroll(({ scrollTop: top }) => (scrollTop.current = top))

  // A route whose content scrolls inside its own element (H5) keeps that element's offset instead.
  const container = () =>
    process.env.TARO_ENV === 'h5' && def.scrollContainer ? document.querySelector(def.scrollContainer) : null

  useEffect(() => {
    void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  // Taro's H5 page is the element that scrolls: keyboard users reach it (and scroll it) by Tab.
  const shell = useRef<{ closest?: (selector: string) => Element | null }>(null)
  useEffect(() => {
    if (process.env.TARO_ENV === 'h5') shell.current?.closest?.('.taro_page')?.setAttribute('tabindex', '0')
  }, [])

  useDidShow(() => {
    void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
    callNative('navColor', { color: def.navColor ?? DEFAULT_NAV_COLOR })
    const top = def.cached ? recallScroll(route) : undefined
    if (!top) return
    const element = container()
    if (element) element.scrollTop = top
    else void Taro.pageScrollTo({ scrollTop: top, duration: 0 }).catch(() => undefined)
  })

  useDidHide(() => {
    if (def.cached) rememberScroll(route, container()?.scrollTop ?? scrollTop.current)
  })

  const ready = usePageReady(app.dictionaryReady)

  // NutUI's own texts follow the language; the page stays unpainted until the launch language's strings are there.
  return (
    <ConfigProvider
      locale={app.language === 'en-us' ? enUS : zhCN}
      // No box of its own: the page lays out as if it were not there.
      style={app.dictionaryReady ? { display: 'contents' } : { display: 'contents', visibility: 'hidden' }}
    >
      <View ref={shell} className={`page page--${route}`} data-ready={ready ? 'true' : undefined}>
        <PageTopBar title={title} isTab={def.tab !== undefined} />
        <OfflineNote />
        {loginHint && !user.loggedIn ? <LoginPrompt hint={loginHint} back={route} /> : children}
        <PointsPromptHost />
      </View>
    </ConfigProvider>
  )
})

/** A page for signed-in users: a visitor sees the reason and a login that comes back; the content mounts after it. */
export function signedInPage(route: RouteKey, loginHint: MessageKey, Content: ComponentType) {
  return () => (
    <PageShell route={route} loginHint={loginHint}>
      <Content />
    </PageShell>
  )
}

interface RequestPageProps<T> extends Props {
  request: RequestState<T>
  /** The page's content, made from the request's data once it has arrived. */
  children: (data: NonNullable<T>) => ReactNode
}

function RequestPageOf<T>({ request, children, ...shell }: RequestPageProps<T>) {
  return (
    <PageShell {...shell}>
      <RequestView request={request}>{children}</RequestView>
    </PageShell>
  )
}

/** A page that waits for one request: loading, not found or a retry until its data arrives, then its content. */
export const RequestPage = observer(RequestPageOf) as typeof RequestPageOf
