import { ConfigProvider } from '@nutui/nutui-react-taro'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import Taro, { useLaunch, usePageNotFound } from '@tarojs/taro'
import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import { createAppStores } from '@/bootstrap'
import { runSessionGuard } from '@/features/auth/session-guard'
import { startLayout } from '@/features/layout/layout'
import { parseLanguage, translate } from '@/i18n'
import { routeKeyOf, tabRoutes } from '@/routes/derive'
import { pageUrl } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { StoreContext } from '@/stores/context'
import { parseQuery, withoutQueryKeys } from '@/utils/url'
import '@/app.scss'

const stores = createAppStores()
startLayout(stores.app)

// `/` is the main layout; its first child is /home (seed 001 section 2).
if (process.env.TARO_ENV === 'h5' && location.pathname === '/')
  history.replaceState(history.state, '', `/home${location.search}`)

// A landing address with X-Access-Lang opens in that language from the first paint, not after a flash of Chinese.
if (process.env.TARO_ENV === 'h5') {
  const language = parseLanguage(parseQuery(location.search)['X-Access-Lang'])
  if (language) stores.app.startIn(language)
}

// An address the app does not serve opens the not-found page, not a blank one.
if (process.env.TARO_ENV === 'h5' && !routeKeyOf(location.pathname)) {
  const from = encodeURIComponent(`${location.pathname}${location.search}`)
  history.replaceState(history.state, '', `${ROUTES.notFound.path}?from=${from}`)
}

// Tab labels follow the language (and its dictionary's arrival); the app config can only hold the default one.
reaction(
  () => tabRoutes().map(({ route }) => translate(stores.app.language, route.tab!.text)),
  (labels) => labels.forEach((text, index) => Taro.setTabBarItem({ index, text }).catch(() => undefined)),
)

function launchQuery(query: Record<string, string> | undefined): Record<string, string> {
  return process.env.TARO_ENV === 'h5' ? parseQuery(location.search) : (query ?? {})
}

const ROUTER_CHANGE = '__afterTaroRouterChange'

/** Shows a modal until it is confirmed: Taro's H5 modal closes when the page changes, as it may while the app lands. */
function untilConfirmed(show: () => Promise<unknown>) {
  const reopen = () => void setTimeout(open, 0)
  const open = () =>
    void show()
      .then(() => Taro.eventCenter.off(ROUTER_CHANGE, reopen))
      .catch(() => undefined)
  Taro.eventCenter.on(ROUTER_CHANGE, reopen)
  open()
}

function stripFromAddress(keys: string[]) {
  if (process.env.TARO_ENV !== 'h5') return
  history.replaceState(
    history.state,
    '',
    withoutQueryKeys(`${location.pathname}${location.search}${location.hash}`, keys),
  )
}

// Pages mount at once (Taro's router needs their elements) but stay unpainted until the launch language's strings are there.
const Locale = observer(({ children }: PropsWithChildren) => (
  <ConfigProvider
    locale={stores.app.language === 'en-us' ? enUS : zhCN}
    style={stores.app.dictionaryReady ? undefined : { visibility: 'hidden' }}
  >
    {children}
  </ConfigProvider>
))

function App({ children }: PropsWithChildren) {
  // The mini program asks the app when a page it was sent to does not exist.
  usePageNotFound(({ path }) => void Taro.redirectTo({ url: pageUrl('notFound', { from: path }) }))
  useLaunch((options) => {
    runSessionGuard(launchQuery(options?.query as Record<string, string>), {
      stores,
      schedule: (fn, ms) => void setTimeout(fn, ms),
      stripFromAddress,
      announceSwitch: (profile) => {
        const account = profile.phone || profile.email
        const t = (key: 'account.auth.switchedTitle' | 'account.auth.switchedText' | 'account.auth.switchedTextName') =>
          translate(stores.app.language, key, { name: profile.nickname, account })
        // A nickname that is the masked number already names the account.
        const content = t(
          account && account !== profile.nickname ? 'account.auth.switchedText' : 'account.auth.switchedTextName',
        )
        untilConfirmed(() => Taro.showModal({ title: t('account.auth.switchedTitle'), content, showCancel: false }))
      },
    })
    void stores.app.baseConfigReady()
  })

  return (
    <StoreContext.Provider value={stores}>
      <Locale>{children}</Locale>
    </StoreContext.Provider>
  )
}

export default App
