import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useRef } from 'react'

/**
 * Loads a page's data again when the page comes back into view, so what changed on another page shows, and when it
 * is pulled down.
 */
export function useFreshOnReturn(reload: () => Promise<unknown>) {
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void reload()
    shown.current = true
  })
  usePullDownRefresh(() => void reload().finally(() => Taro.stopPullDownRefresh()))
}
