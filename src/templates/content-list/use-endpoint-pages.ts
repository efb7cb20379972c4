import { useInfiniteQuery } from '@tanstack/react-query'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useReadyHold } from '@/components/page-ready'
import type { FilterOf, Page, PageQuery } from '@/contract/common'
import type { Endpoint } from '@/contract/endpoint'
import { endpointKey } from '@/services/query/client'
import { useStores } from '@/stores/context'

export const PAGE_SIZE = 10

export type ListStatus = 'loading' | 'ready' | 'empty' | 'error'

/** A list page after page, as a page shows it. */
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
 * A list endpoint for a page, page after page, from the cache of page data, with pull-to-refresh and infinite scroll:
 * `filters` are the request without its page; when they change the list starts again from page 1 (or from what the
 * cache holds for them).
 */
export function useEndpointPages<Q extends PageQuery, Item>(
  endpoint: Endpoint<Q, Page<Item>>,
  // The endpoint alone says what the request is.
  filters: NoInfer<FilterOf<Q>>,
): PagedList<Item> {
  const { api, app, user, queries } = useStores()
  // Keyed by the request without its page: every page of the list is under one key.
  const queryKey = endpointKey(endpoint, filters as Q, app.language, user.token)
  const query = useInfiniteQuery(
    {
      queryKey,
      queryFn: ({ pageParam }) => api.call(endpoint, { ...filters, pageNum: pageParam, pageSize: PAGE_SIZE } as Q),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.reduce((count, page) => count + page.list.length, 0) < last.total && last.list.length > 0
          ? pages.length + 1
          : undefined,
    },
    queries,
  )
  const items = query.data?.pages.flatMap((page) => page.list) ?? []
  const total = query.data?.pages.at(-1)?.total ?? 0
  const status = query.isPending ? 'loading' : query.isError && !query.data ? 'error' : items.length ? 'ready' : 'empty'
  const reload = async () => {
    // A first page still on its way was asked for before what the caller changed: it is asked for again, not awaited.
    if (query.isFetching && !query.data) await queries.cancelQueries({ queryKey })
    await query.refetch()
  }
  const loadMore = async () => {
    if (query.hasNextPage && !query.isFetching) await query.fetchNextPage()
  }

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => void loadMore())
  useReadyHold(status === 'loading')

  return {
    items,
    total,
    status,
    error: query.error,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    hasMore: status === 'ready' && query.hasNextPage,
    reload,
    loadMore,
  }
}
