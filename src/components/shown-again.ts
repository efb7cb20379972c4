import { useDidHide, useDidShow } from '@tarojs/taro'
import { useRef } from 'react'
import type { RequestState } from '@/components/use-endpoint'

/**
 * Runs `again` each time the page is shown after something covered it (a page it opened and the user came back
 * from, the app brought back to the front); never on the page's first show.
 */
export function useShownAgain(again: () => void): void {
  const hidden = useRef(false)
  useDidHide(() => {
    hidden.current = true
  })
  useDidShow(() => {
    if (!hidden.current) return
    hidden.current = false
    again()
  })
}

/**
 * The page's read, asked again when the page is shown again, so what changed meanwhile (a review decided while the
 * user looked elsewhere) shows. What the page shows stays meanwhile, without a loading state; an answer that changed
 * nothing leaves the same data, so nothing is drawn again.
 */
export function useReadAgainOnShow<T>(request: RequestState<T>): RequestState<T> {
  useShownAgain(() => {
    if (request.status !== 'loading') void request.reload()
  })
  return request
}
