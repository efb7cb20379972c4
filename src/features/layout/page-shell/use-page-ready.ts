import { document, type TaroRootElement } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useReducer, useState } from 'react'
import { forgetPageReadiness, usePageReadiness } from '@/components/page-ready'

/** The key of the mini program's page data that says the page is ready (H5 marks its page root `data-ready`). */
const READY_DATA_KEY = 'dataReady'

/**
 * Whether the page is ready: its strings are there and nothing holds it. Checked in the shell's effect, after a render
 * the change itself set off, so holds taken by the same commit's effects (in the shell or around it) count.
 */
export function usePageReady(stringsReady: boolean): boolean {
  const [checks, recheck] = useReducer((n: number) => n + 1, 0)
  const readiness = usePageReadiness()
  const [ready, setReady] = useState(false)
  const pagePath = useMemo(() => Taro.getCurrentInstance().router?.$taroPath, [])

  useEffect(() => {
    const stop = readiness?.listen(recheck)
    // The first check comes after the effects of the whole page, the loads of the component around the shell too.
    recheck()
    return () => {
      stop?.()
      if (readiness) forgetPageReadiness(readiness)
    }
  }, [readiness])
  // A recheck renders the shell together with whatever else the change set off, so holds taken there count too.
  useEffect(
    () => setReady(checks > 0 && stringsReady && (readiness?.settled ?? true)),
    [stringsReady, readiness, checks],
  )

  useEffect(() => {
    if (process.env.TARO_ENV === 'h5' || !pagePath) return
    // Queued with Taro's own updates of the page, so it reaches the page data after what the same render shows (a
    // nextTick callback may run when an earlier update lands, before the latest one).
    const root = document.getElementById(pagePath) as TaroRootElement | null
    root?.enqueueUpdate({ path: READY_DATA_KEY, value: ready })
  }, [ready, pagePath])

  return ready
}
