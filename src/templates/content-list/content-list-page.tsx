import { Menu, MenuItem } from '@nutui/nutui-react-taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { KeywordBar } from '@/components/keyword-bar'
import { serverWordsOf, StatusView } from '@/components/status-view'
import { useLoad } from '@/components/use-endpoint'
import type { FilterOf, Option, Page, PageQuery } from '@/contract/common'
import type { Endpoint } from '@/contract/endpoint'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey, Translate } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import type { Api } from '@/services/api'
import { useStores, useT } from '@/stores/context'
import { ListFooter } from './list-footer'
import { useEndpointPages } from './use-endpoint-pages'
import { VIRTUAL_THRESHOLD, VirtualItems } from './virtual-items'
import './content-list-page.scss'

/** A filter menu: its query key and its label (also the "any" choice). */
export interface ListFilter {
  key: string
  label: MessageKey
  /** The menu always holds one of its choices (no "any"): the list starts on the first, or the one selected. */
  required?: boolean
}

/** A row of tabs over the list for one filter that always shows its choices (a programme's days, its editions). */
export interface ListTabs {
  key: string
  /** The label of a first tab choosing "any"; without it a tab is always chosen, the first unless one is selected. */
  anyLabel?: MessageKey
}

/** A choice of a filter or tab; `selected` marks where the list starts when the query names none (today). */
export type ListChoice = Option & { selected?: boolean }

/** The choices of every filter and tab, by key. */
export type ListChoices = Partial<Record<string, ListChoice[]>>

/** What a list asks for beyond its page: the keyword, and each filter's and tab's choice ('' for any) under its key. */
export interface ListQuery {
  keyword?: string
  [filter: string]: string | undefined
}

/** How the chosen filters and keyword make a list endpoint's request, without the page (the page adds it). */
export type ListRequest<Q extends PageQuery> = (query: ListQuery) => FilterOf<Q>

/**
 * Where a list's rows come from: its endpoint, page after page, and how the chosen filters and keyword make the
 * request: the query as it is unless told, which a list must when its endpoint requires more (a city, a box).
 */
export type ListSource<T, Q extends PageQuery> = { endpoint: Endpoint<Q, Page<T>> } & (ListQuery extends FilterOf<Q>
  ? { request?: ListRequest<Q> }
  : { request: ListRequest<Q> })

/** Everything of one content kind's list page but where its rows come from. */
export interface ListLayout<T> {
  route: RouteKey
  /** The page title key when it is not the route's own (a query `title` still wins). */
  titleKey?: MessageKey
  /** The keyword box's placeholder; a list without one has no keyword box. */
  searchPlaceholder?: MessageKey
  /** A message with a `{count}` placeholder for the number of matches. */
  countLabel: MessageKey
  /** The filter menus, when the list has any. */
  filters?: ListFilter[]
  /** The row of tabs over the list, when it has one; its choices come with the filters'. */
  tabs?: ListTabs
  /** The choices of every filter and tab, by key, from one call when the list opens. */
  options?: (api: Api, t: Translate) => Promise<ListChoices>
  /** What the list shows above its count (a link to a related list). */
  header?: ReactNode
  /** What an empty list says, when the generic text would not tell the person what to do. */
  emptyText?: MessageKey
  /** The list is the signed-in user's own: a visitor is asked to log in, with this reason. */
  loginHint?: MessageKey
  renderItem: (item: T) => ReactNode
}

/** Everything that makes one content kind's list page: its endpoint (taking a `Q`), its request and its layout. */
export type ContentListDescriptor<T, Q extends PageQuery = PageQuery> = ListSource<T, Q> & ListLayout<T>

/** A list's one filter menu, its choices from one call: the key is named once for both. */
export function filterBy(
  key: string,
  label: MessageKey,
  choices: (api: Api, t: Translate) => Promise<Option[]>,
): Pick<ListLayout<unknown>, 'filters' | 'options'> {
  return { filters: [{ key, label }], options: async (api, t) => ({ [key]: await choices(api, t) }) }
}

/**
 * A searchable, filterable list with infinite scroll and pull-to-refresh; filters start from the query. A list of
 * more than 100 rows is virtual: only the rows on screen are rendered.
 */
function ContentListPageView<T, Q extends PageQuery>({ descriptor }: { descriptor: ContentListDescriptor<T, Q> }) {
  return (
    <PageShell route={descriptor.route} titleKey={descriptor.titleKey} loginHint={descriptor.loginHint}>
      <ContentList descriptor={descriptor} />
    </PageShell>
  )
}

/** The choice a tab or a required filter starts on: the one selected, else the first unless "any" is offered. */
function startingChoice(choices: ListChoice[] = [], anyOffered: boolean): string {
  return (choices.find((choice) => choice.selected) ?? (anyOffered ? undefined : choices[0]))?.value ?? ''
}

const ContentList = observer(function ContentList<T, Q extends PageQuery>({
  descriptor,
}: {
  descriptor: ContentListDescriptor<T, Q>
}) {
  const t = useT()
  const { api } = useStores()
  const { params } = useRouter()
  const { tabs } = descriptor
  const menus = descriptor.filters ?? []
  const keys = [...menus.map((f) => f.key), ...(tabs ? [tabs.key] : [])]
  /** Keys that always hold a choice: the list is empty when they have none to hold. */
  const required = [...menus.filter((f) => f.required).map((f) => f.key), ...(tabs && !tabs.anyLabel ? [tabs.key] : [])]
  const [filters, setFilters] = useState<Record<string, string>>(() =>
    Object.fromEntries(keys.map((key) => [key, params[key] ?? ''])),
  )
  // The tabs and required filters the query leaves open start where the options say: the list waits for them.
  const [waiting, setWaiting] = useState(() =>
    [...new Set([...required, ...(tabs ? [tabs.key] : [])])].filter((key) => !params[key]),
  )
  const start = params.keyword ? decodeURIComponent(params.keyword) : ''
  const [keyword, setKeyword] = useState(start)
  // The choices may come from several calls: one cached load per list, in the language of the page.
  const options = useLoad(
    'listOptions',
    [descriptor.route],
    async (): Promise<ListChoices> => (await descriptor.options?.(api, t)) ?? {},
  )

  useEffect(() => {
    const choices = options.data
    if (!choices || waiting.length === 0) return
    const starts = waiting.map((key) => [key, startingChoice(choices[key], key === tabs?.key && !!tabs.anyLabel)])
    setFilters((f) => ({ ...f, ...Object.fromEntries(starts) }))
    setWaiting([])
    // Once, when the first options arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.data])

  const choose = (key: string, value: string) => setFilters((f) => ({ ...f, [key]: value }))
  const tabChoices: ListChoice[] = tabs
    ? [...(tabs.anyLabel ? [{ value: '', label: t(tabs.anyLabel) }] : []), ...(options.data?.[tabs.key] ?? [])]
    : []
  const activeTab = tabs ? tabChoices.findIndex((choice) => choice.value === filters[tabs.key]) : -1

  let body: ReactNode
  if (waiting.length > 0)
    body = (
      <StatusView status={options.status === 'error' ? 'error' : 'loading'} onRetry={() => void options.reload()} />
    )
  else if (required.some((key) => !filters[key])) body = <StatusView status='empty' message={descriptor.emptyText} />
  else body = <ListBody descriptor={descriptor} filters={filters} keyword={keyword} />

  return (
    <>
      <View className='content-list__bar'>
        {descriptor.searchPlaceholder && (
          <KeywordBar placeholder={t(descriptor.searchPlaceholder)} initial={start} onKeyword={setKeyword} />
        )}
        {tabs && tabChoices.length > 0 && (
          <ScrollView scrollX className='content-list__tabs' data-testid='list-tabs'>
            {tabChoices.map((choice, index) => (
              <Text
                key={choice.value}
                className={`content-list__tab${index === activeTab ? ' content-list__tab--on' : ''}`}
                data-testid='list-tab'
                data-value={choice.value}
                data-active={index === activeTab}
                onClick={() => choose(tabs.key, choice.value)}
              >
                {choice.label}
              </Text>
            ))}
          </ScrollView>
        )}
        {menus.length > 0 && (
          <Menu>
            {menus.map((filter) => (
              <MenuItem
                key={filter.key}
                value={filters[filter.key]}
                options={[
                  ...(filter.required ? [] : [{ text: t(filter.label), value: '' }]),
                  ...(options.data?.[filter.key] ?? []).map((o) => ({ text: o.label, value: o.value })),
                ]}
                onChange={(option: { value: string }) => choose(filter.key, option.value)}
              />
            ))}
          </Menu>
        )}
      </View>
      {descriptor.header}
      {body}
    </>
  )
}) as <T, Q extends PageQuery>(props: { descriptor: ContentListDescriptor<T, Q> }) => ReactNode

interface ListBodyProps<T, Q extends PageQuery> {
  descriptor: ContentListDescriptor<T, Q>
  filters: Record<string, string>
  keyword: string
}

/** The query as a request, for an endpoint that takes the filters and keyword as they are. */
const asIs = (query: ListQuery) => query

/**
 * The rows of a list for the chosen filters and keyword, from the cache of page data: count, states, rows and footer.
 * A list opened again with the same filters shows its rows at once; other filters start from their page 1.
 */
const ListBody = observer(function ListBody<T, Q extends PageQuery>({
  descriptor,
  filters,
  keyword,
}: ListBodyProps<T, Q>) {
  const t = useT()
  const { endpoint, request = asIs } = descriptor as { endpoint: Endpoint<Q, Page<T>>; request?: ListRequest<Q> }
  const list = useEndpointPages(endpoint, request({ ...filters, keyword: keyword || undefined }) as FilterOf<Q>)
  const words = list.status === 'error' ? serverWordsOf(list.error) : undefined

  return (
    <>
      {list.status === 'ready' && (
        <Text className='content-list__count'>{t(descriptor.countLabel, { count: list.total })}</Text>
      )}
      {list.status !== 'ready' && (
        <StatusView
          status={list.status}
          message={list.status === 'empty' ? descriptor.emptyText : undefined}
          text={words?.text}
          onRetry={words && !words.retry ? undefined : () => void list.reload()}
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
}) as <T, Q extends PageQuery>(props: ListBodyProps<T, Q>) => ReactNode

export const ContentListPage = observer(ContentListPageView) as typeof ContentListPageView

type PageParams = Partial<Record<string, string>>

/** The page component of a list descriptor, or of one made from the page's query (an enterprise's products). */
export function listPage<T, Q extends PageQuery = PageQuery>(
  describe: ContentListDescriptor<T, Q> | ((query: PageParams) => ContentListDescriptor<T, Q>),
) {
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
