import { ConfigProvider } from '@nutui/nutui-react-taro'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import Taro, { useLaunch } from '@tarojs/taro'
import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import { createAppStores } from './bootstrap'
import { runSessionGuard } from './features/auth/session-guard'
import { startLayout } from './features/layout/layout'
import { translate } from './i18n'
import { tabRoutes } from './routes/derive'
import { StoreContext } from './stores/context'
import { parseQuery, withoutQueryKeys } from './utils/url'
import './app.scss'

const stores = createAppStores()
startLayout(stores.app)

// `/` is the main layout; its first child is /home (seed 001 section 2).
if (process.env.TARO_ENV === 'h5' && location.pathname === '/') history.replaceState(history.state, '', `/home${location.search}`)

// Tab labels follow the language; the app config can only hold the default one.
reaction(
  () => stores.app.language,
  (language) =>
    tabRoutes().forEach(({ route }, index) =>
      Taro.setTabBarItem({ index, text: translate(language, route.tab!.text) }).catch(() => undefined),
    ),
)

function launchQuery(query: Record<string, string> | undefined): Record<string, string> {
  return process.env.TARO_ENV === 'h5' ? parseQuery(location.search) : (query ?? {})
}

function stripFromAddress(keys: string[]) {
  if (process.env.TARO_ENV !== 'h5') return
  history.replaceState(history.state, '', withoutQueryKeys(`${location.pathname}${location.search}${location.hash}`, keys))
}

const Locale = observer(({ children }: PropsWithChildren) => (
  <ConfigProvider locale={stores.app.language === 'en-us' ? enUS : zhCN}>{children}</ConfigProvider>
))

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    runSessionGuard(launchQuery(options?.query as Record<string, string>), {
      stores,
      schedule: (fn, ms) => void setTimeout(fn, ms),
      stripFromAddress,
    })
    stores.app.loadBaseConfig().catch(() => undefined)
  })

  return (
    <StoreContext.Provider value={stores}>
      <Locale>{children}</Locale>
    </StoreContext.Provider>
  )
}

export default App
