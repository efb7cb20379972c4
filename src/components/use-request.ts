import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useReadyHold } from './page-ready'
import type { RequestState, RequestStatus } from './use-endpoint'

export type { RequestState, RequestStatus }

/** One server call tied to a component: re-run when `deps` change, answers to older runs dropped. */
export function useRequest<T>(load: () => Promise<T>, deps: unknown[]): RequestState<T> {
  const [data, setData] = useState<T>()
  const [status, setStatus] = useState<RequestStatus>('loading')
  const [error, setError] = useState<unknown>()
  const run = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load

  const reload = useCallback(async () => {
    const mine = ++run.current
    setStatus((s) => (s === 'ready' ? s : 'loading'))
    try {
      const value = await loadRef.current()
      if (mine !== run.current) return
      // A transition renders the answer in slices the browser can interleave with input and painting.
      startTransition(() => {
        setData(value)
        setStatus('ready')
      })
    } catch (e) {
      if (mine !== run.current) return
      setError(e)
      setStatus('error')
    }
  }, [])

  useEffect(() => {
    setStatus('loading')
    void reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  useReadyHold(status === 'loading')
  return { data, status, error, receivedAt: 0, reload }
}
