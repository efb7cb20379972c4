import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'

/** True while the page is the one on screen and, on H5, the browser tab is not hidden. */
export function usePageVisible(): boolean {
  const [shown, setShown] = useState(true)
  const [tabVisible, setTabVisible] = useState(
    () => process.env.TARO_ENV !== 'h5' || document.visibilityState !== 'hidden',
  )
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5') return
    const follow = () => setTabVisible(document.visibilityState !== 'hidden')
    document.addEventListener('visibilitychange', follow)
    return () => document.removeEventListener('visibilitychange', follow)
  }, [])
  return shown && tabVisible
}
