import { SearchBar, Tabs } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useEndpoint } from '@/components/use-endpoint'
import type { SearchKind } from '@/contract/search.codes'
import { keywords } from '@/contract/search.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import { COLORS } from '@/styles/colors'
import { HitList } from './hit-list'
import { HitOverview } from './hit-overview'
import { KeywordChips } from './keyword-chips'
import { SearchResults } from './search-results'
import './search-view.scss'

interface Props {
  route: RouteKey
  /** The searches run for a keyword, in tab order; one kind shows its list without tabs. */
  kinds: readonly SearchKind[]
  placeholder: MessageKey
  /** What the screen offers before a search, above the history: a way to browse instead (the programme). */
  browse?: ReactNode
}

/** The tab of the best hits of every kind. */
const ALL = 'all'
type Tab = SearchKind | typeof ALL

/**
 * The search screen: a keyword box; before a search the keyword history (6, newest first, clearable) and the
 * hot keywords; after it an "all" tab with the best hits of every kind, then every kind's hits in tabs titled
 * with their counts. A search lands on the first kind that has hits. A `keyword` query searches at once.
 */
export const SearchView = observer(({ route, kinds, placeholder, browse }: Props) => {
  const t = useT()
  const { api, app, search } = useStores()
  const { params } = useRouter()
  const initial = params.keyword ? decodeURIComponent(params.keyword) : ''
  const [draft, setDraft] = useState(initial)
  const [results] = useState(() => new SearchResults(kinds, (kind, query) => api.search.search(kind, query)))
  const [active, setActive] = useState<Tab>(kinds[0])
  // Once the person picks a tab, the search no longer moves them to the first kind with hits.
  const picked = useRef(false)
  const pick = (tab: Tab) => {
    picked.current = true
    setActive(tab)
  }
  const hot = useEndpoint(keywords.hot, undefined)

  const submit = (value: string) => {
    const keyword = value.trim()
    if (!keyword) return
    setDraft(keyword)
    search.add(keyword)
    setActive(kinds[0])
    picked.current = false
    void results.run(keyword).then(() => {
      if (!picked.current && results.keyword === keyword && !results.loading)
        setActive(results.firstWithHits() ?? kinds[0])
    })
  }

  useEffect(() => {
    if (initial) submit(initial)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Another page may ask the tab to search (a tab opens without a query).
  useDidShow(() => {
    const requested = search.takeRequested()
    if (requested) submit(requested)
  })

  // Hits come in the user's language: a language switch searches again.
  const language = useRef(app.language)
  useEffect(() => {
    if (language.current === app.language) return
    language.current = app.language
    if (results.keyword) void results.run(results.keyword)
  }, [app.language, results])

  usePullDownRefresh(() => {
    const done = results.keyword ? results.run(results.keyword) : hot.reload()
    void done.finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => active !== ALL && void results.loadMore(active))

  const clearHistory = async () => {
    const { confirm } = await Taro.showModal({
      content: t('search.clearHistoryConfirm'),
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (confirm) search.clear()
  }

  // Read here, in this observer's render, so a count that arrives re-renders the tab titles.
  const tabs: { tab: Tab; title: string; testId: string }[] = [
    { tab: ALL, title: t('search.kind.all'), testId: 'search-all-tab' },
    ...kinds.map((kind) => ({
      tab: kind,
      title: t('search.tabTitle', { kind: t(`search.kind.${kind}`), count: results.count(kind) }),
      testId: `search-tab-${kind}`,
    })),
  ]

  return (
    <PageShell route={route}>
      <View className='search-view'>
        <View className='search-view__bar' data-testid='search-bar'>
          <SearchBar
            shape='round'
            value={draft}
            placeholder={t(placeholder)}
            onChange={setDraft}
            onSearch={submit}
            onClear={() => {
              setDraft('')
              results.reset()
            }}
          />
        </View>

        {!results.keyword ? (
          <View className='search-view__start'>
            {browse}
            <View className='search-view__section' data-testid='search-history'>
              <View className='search-view__heading'>
                <Text>{t('search.history')}</Text>
                {search.history.length > 0 && (
                  <Text
                    className='search-view__clear'
                    data-testid='search-history-clear'
                    onClick={() => void clearHistory()}
                  >
                    {t('search.clearHistory')}
                  </Text>
                )}
              </View>
              {search.history.length > 0 ? (
                <KeywordChips keywords={search.history} testId='search-history-item' onPick={submit} />
              ) : (
                <Text className='search-view__none'>{t('search.noHistory')}</Text>
              )}
            </View>
            <View className='search-view__section' data-testid='search-hot'>
              <View className='search-view__heading'>
                <Text>{t('search.hot')}</Text>
              </View>
              {hot.data && hot.data.length > 0 ? (
                <KeywordChips keywords={hot.data.map((r) => r.keyword)} testId='search-hot-item' onPick={submit} />
              ) : (
                <Text className='search-view__none'>
                  {hot.status === 'loading' ? t('common.loading') : t('search.noHot')}
                </Text>
              )}
            </View>
          </View>
        ) : kinds.length === 1 ? (
          <HitList results={results} kind={kinds[0]} />
        ) : (
          <Tabs
            value={active}
            duration={0}
            activeColor={COLORS.primary}
            onChange={(value) => pick(value as Tab)}
            title={() =>
              tabs.map(({ tab, title, testId }) => (
                <View
                  key={tab}
                  className={`search-view__tab${tab === active ? ' search-view__tab--active' : ''}`}
                  data-testid={testId}
                  onClick={() => pick(tab)}
                >
                  {title}
                </View>
              ))
            }
          >
            {tabs.map(({ tab }) => (
              <Tabs.TabPane key={tab} value={tab}>
                {tab === active &&
                  (tab === ALL ? (
                    <HitOverview results={results} onSeeAll={pick} />
                  ) : (
                    <HitList results={results} kind={tab} />
                  ))}
              </Tabs.TabPane>
            ))}
          </Tabs>
        )}
      </View>
    </PageShell>
  )
})
