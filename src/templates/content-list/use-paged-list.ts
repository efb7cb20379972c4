import { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useReadyHold } from '@/components/page-ready'
import type { Page, PageQuery } from '@/contract/common'

export const PAGE_SIZE = 10

export type ListStatus = 'loading' | 'ready' | 'empty' | 'error'

export interface PagedList<T> {
  items: T[]
  total: number
  status: ListStatus
  /** Why the first page failed (a refusal the page may explain), while the status is 'error'. */
  error: unknown
  /** A later page is loading. */
  loadingMore: boolean
  /** Loading a later page failed; the items already shown stay. */
  moreFailed: boolean
  hasMore: boolean
  reload(): Promise<void>
  loadMore(): Promise<void>
}

/**
 * A server list with pull-to-refresh and infinite scroll. `deps` are the filters: when they change the
 * list starts again from page 1, and answers to older requests are dropped.
 */
export function usePagedList<T>(fetchPage: (q: PageQuery) => Promise<Page<T>>, deps: unknown[]): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [status, setStatus] = useState<ListStatus>('loading')
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const generation = useRef(0)
  const pageNum = useRef(0)
  const busy = useRef(false)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const reload = useCallback(async () => {
    const mine = ++generation.current
    busy.current = true
    setStatus((s) => (s === 'ready' ? s : 'loading'))
    setMoreFailed(false)
    try {
      const page = await fetchRef.current({ pageNum: 1, pageSize: PAGE_SIZE })
      if (mine !== generation.current) return
      pageNum.current = 1
      // Rendered as a transition, in slices the browser can interleave with input and painting.
      startTransition(() => {
        setItems(page.list)
        setTotal(page.total)
        setStatus(page.list.length ? 'ready' : 'empty')
      })
    } catch (failure) {
      if (mine !== generation.current) return
      setError(failure)
      setStatus('error')
    } finally {
      if (mine === generation.current) busy.current = false
    }
  }, [])

  const hasMore = status === 'ready' && items.length < total

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore) return
    const mine = generation.current
    busy.current = true
    setLoadingMore(true)
    setMoreFailed(false)
    try {
      const page = await fetchRef.current({ pageNum: pageNum.current + 1, pageSize: PAGE_SIZE })
      if (mine !== generation.current) return
      pageNum.current += 1
      startTransition(() => {
        setItems((prev) => [...prev, ...page.list])
        setTotal(page.total)
      })
    } catch {
      if (mine === generation.current) setMoreFailed(true)
    } finally {
      if (mine === generation.current) {
        busy.current = false
        setLoadingMore(false)
      }
    }
  }, [hasMore])

  useEffect(() => {
    setItems([])
    setStatus('loading')
    void reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => void loadMore())
  useReadyHold(status === 'loading')

  return { items, total, status, error, loadingMore, moreFailed, hasMore, reload, loadMore }
}
