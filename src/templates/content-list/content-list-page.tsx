import { Menu, MenuItem, SearchBar } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState, type ReactNode } from 'react'
import { StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import type { Option, Page, PageQuery } from '@/contract/common'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey, Translate } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import type { Api } from '@/services/api'
import { useStores, useT } from '@/stores/context'
import { ListFooter } from './list-footer'
import { usePagedList } from './use-paged-list'
import { VIRTUAL_THRESHOLD, VirtualItems } from './virtual-items'
import './content-list-page.scss'

/** A filter menu: its query key and its label (also the "any" choice). */
export interface ListFilter {
  key: string
  label: MessageKey
}

/** What one page of a list asks for: the page, the keyword, and each filter's choice ('' for any) under its key. */
export interface ListQuery extends PageQuery {
  keyword?: string
  [filter: string]: string | number | undefined
}

/** Everything that makes one content kind's list page. */
export interface ContentListDescriptor<T> {
  route: RouteKey
  /** The page title key when it is not the route's own (a query `title` still wins). */
  titleKey?: MessageKey
  /** The keyword box's placeholder; a list without one has no keyword box. */
  searchPlaceholder?: MessageKey
  /** A message with a `{count}` placeholder for the number of matches. */
  countLabel: MessageKey
  /** The filter menus, when the list has any. */
  filters?: ListFilter[]
  /** The choices of every filter, by filter key, from one call when the list opens. */
  options?: (api: Api, t: Translate) => Promise<Partial<Record<string, Option[]>>>
  /** What an empty list says, when the generic text would not tell the person what to do. */
  emptyText?: MessageKey
  /** The list is the signed-in user's own: a visitor is asked to log in, with this reason. */
  loginHint?: MessageKey
  /** Loads one page. */
  fetchPage: (api: Api, query: ListQuery) => Promise<Page<T>>
  renderItem: (item: T) => ReactNode
}

/** A list's one filter menu, its choices from one call: the key is named once for both. */
export function filterBy(
  key: string,
  label: MessageKey,
  choices: (api: Api, t: Translate) => Promise<Option[]>,
): Pick<ContentListDescriptor<unknown>, 'filters' | 'options'> {
  return { filters: [{ key, label }], options: async (api, t) => ({ [key]: await choices(api, t) }) }
}

/**
 * A searchable, filterable list with infinite scroll and pull-to-refresh; filters start from the query. A list of
 * more than 100 rows is virtual: only the rows on screen are rendered.
 */
function ContentListPageView<T>({ descriptor }: { descriptor: ContentListDescriptor<T> }) {
  return (
    <PageShell route={descriptor.route} titleKey={descriptor.titleKey} loginHint={descriptor.loginHint}>
      <ContentList descriptor={descriptor} />
    </PageShell>
  )
}

const ContentList = observer(function ContentList<T>({ descriptor }: { descriptor: ContentListDescriptor<T> }) {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const [filters, setFilters] = useState<Record<string, string>>(() =>
    Object.fromEntries((descriptor.filters ?? []).map((f) => [f.key, params[f.key] ?? ''])),
  )
  const [draft, setDraft] = useState(params.keyword ? decodeURIComponent(params.keyword) : '')
  const [keyword, setKeyword] = useState(draft)
  const options = useRequest(
    async (): Promise<Partial<Record<string, Option[]>>> => (await descriptor.options?.(api, t)) ?? {},
    [app.language],
  )

  const list = usePagedList(
    (page) => descriptor.fetchPage(api, { ...page, ...filters, keyword: keyword || undefined }),
    [filters, keyword, app.language],
  )

  return (
    <>
      <View className='content-list__bar'>
        {descriptor.searchPlaceholder && (
          <SearchBar
            shape='round'
            value={draft}
            placeholder={t(descriptor.searchPlaceholder)}
            onChange={setDraft}
            onSearch={(value) => setKeyword(value.trim())}
            onClear={() => setKeyword('')}
          />
        )}
        {descriptor.filters && descriptor.filters.length > 0 && (
          <Menu>
            {descriptor.filters.map((filter) => (
              <MenuItem
                key={filter.key}
                value={filters[filter.key]}
                options={[
                  { text: t(filter.label), value: '' },
                  ...(options.data?.[filter.key] ?? []).map((o) => ({ text: o.label, value: o.value })),
                ]}
                onChange={(option: { value: string }) => setFilters((f) => ({ ...f, [filter.key]: option.value }))}
              />
            ))}
          </Menu>
        )}
      </View>

      {list.status === 'ready' && (
        <Text className='content-list__count'>{t(descriptor.countLabel, { count: list.total })}</Text>
      )}
      {list.status !== 'ready' && (
        <StatusView
          status={list.status}
          message={list.status === 'empty' ? descriptor.emptyText : undefined}
          onRetry={() => void list.reload()}
        />
      )}
      {list.status === 'ready' && list.total > VIRTUAL_THRESHOLD && (
        <VirtualItems
          rows={list.items.map(descriptor.renderItem)}
          footer={<ListFooter list={list} />}
          onEnd={() => void list.loadMore()}
        />
      )}
      {list.status === 'ready' && list.total <= VIRTUAL_THRESHOLD && (
        <>
          {list.items.map(descriptor.renderItem)}
          <ListFooter list={list} />
        </>
      )}
    </>
  )
}) as <T>(props: { descriptor: ContentListDescriptor<T> }) => ReactNode

export const ContentListPage = observer(ContentListPageView) as typeof ContentListPageView

type PageParams = Partial<Record<string, string>>

/** The page component of a list descriptor, or of one made from the page's query (an enterprise's products). */
export function listPage<T>(describe: ContentListDescriptor<T> | ((query: PageParams) => ContentListDescriptor<T>)) {
  if (typeof describe !== 'function') return () => <ContentListPage descriptor={describe} />
  return function QueryListPage() {
    const { params } = useRouter()
    const query = JSON.stringify(params)
    // The query's contents, not its object, decide when the descriptor is made again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const descriptor = useMemo(() => describe(params), [query])
    return <ContentListPage key={query} descriptor={descriptor} />
  }
}
