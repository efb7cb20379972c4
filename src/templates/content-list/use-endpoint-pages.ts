import { useInfiniteQuery } from '@tanstack/react-query'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useReadyHold } from '@/components/page-ready'
import type { Page, PageQuery } from '@/contract/common'
import type { Endpoint } from '@/contract/endpoint'
import { endpointKey } from '@/services/query/client'
import { useStores } from '@/stores/context'
import { PAGE_SIZE, type PagedList } from './use-paged-list'

/**
 * A list endpoint for a page, page after page, from the cache of page data, with pull-to-refresh and infinite scroll:
 * `filters` are the request without its page; when they change the list starts again from page 1 (or from what the
 * cache holds for them).
 */
export function useEndpointPages<Filters, Item>(
  endpoint: Endpoint<Filters & PageQuery, Page<Item>>,
  filters: Filters,
): PagedList<Item> {
  const { api, app, user, queries } = useStores()
  const query = useInfiniteQuery(
    {
      queryKey: endpointKey(endpoint, filters as Filters & PageQuery, app.language, user.token),
      queryFn: ({ pageParam }) => api.call(endpoint, { ...filters, pageNum: pageParam, pageSize: PAGE_SIZE }),
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
  const reload = async () => void (await query.refetch())
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
