import Taro from '@tarojs/taro'
import type { AppStore } from '@/stores/app-store'
import { debounce, RESIZE_DEBOUNCE_MS } from '@/utils/debounce'
import { isWideScreen, rootFontSize } from '@/utils/layout'

function applyH5(app: AppStore) {
  const width = document.documentElement.clientWidth || window.innerWidth
  document.documentElement.style.fontSize = `${rootFontSize(width)}px`
  app.setWideScreen(isWideScreen(width))
}

/** Keeps rem (a tenth of the width, capped for tablets) and the wide-screen flag in step with the viewport. */
export function startLayout(app: AppStore): void {
  if (process.env.TARO_ENV === 'h5') {
    applyH5(app)
    window.addEventListener(
      'resize',
      debounce(() => applyH5(app), RESIZE_DEBOUNCE_MS),
    )
    return
  }
  app.setWideScreen(isWideScreen(Taro.getWindowInfo().windowWidth))
}
