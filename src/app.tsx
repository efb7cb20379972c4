import { useLaunch, usePageNotFound } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { openNotFound, startLaunch } from '@/launch-loader'
import '@/platform/landing'
import { rootFontSize } from '@/utils/layout'
import '@/app.scss'

// The shell holds only what must run before the first page: the stores, strings and route table load with it.
if (process.env.TARO_ENV === 'h5') {
  // rem is a tenth of the width (capped for tablets) from the first paint, so nothing reflows when the app starts.
  document.documentElement.style.fontSize = `${rootFontSize(document.documentElement.clientWidth || innerWidth)}px`
  // `/` is the main layout; its first child is /home (seed 001 section 2).
  if (location.pathname === '/') history.replaceState(history.state, '', `/home${location.search}`)
}

function App({ children }: PropsWithChildren) {
  // An address the app does not serve (H5) or a page that does not exist (mini program) opens the not-found page.
  usePageNotFound(({ path }) => {
    const from = process.env.TARO_ENV === 'h5' ? `${location.pathname}${location.search}` : path
    openNotFound(from)
  })
  useLaunch((options) => startLaunch(options?.query as Record<string, string>))
  return children
}

export default App
