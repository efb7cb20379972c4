import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import type { SearchKind } from '@/contract/search.codes'
import { open } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { HitCard } from './hit-card'
import { hitTarget } from './hit-links'
import type { SearchResults } from './search-results'

/** How many hits of each kind the overview shows before "see all". */
export const OVERVIEW_HITS = 3

interface Props {
  results: SearchResults
  /** Switches to a kind's own tab. */
  onSeeAll: (kind: SearchKind) => void
}

/** The "all" tab: the best hits of every kind that has some, each with a way to its full list. */
export const HitOverview = observer(({ results, onSeeAll }: Props) => {
  const t = useT()
  const kinds = results.kinds.filter((kind) => results.result(kind)?.status === 'ready')
  if (kinds.length === 0) {
    if (results.loading) return <StatusView status='loading' />
    const failed = results.kinds.filter((kind) => results.result(kind)?.status === 'error')
    if (failed.length > 0)
      return <StatusView status='error' onRetry={() => failed.forEach((kind) => void results.retry(kind))} />
    return (
      <View className='search-empty' data-testid='search-empty'>
        <Text>{t('search.empty', { keyword: results.keyword })}</Text>
      </View>
    )
  }
  return (
    <View data-testid='search-overview'>
      {kinds.map((kind) => (
        <View key={kind} className='search-overview__group' data-testid={`search-overview-${kind}`}>
          <View className='search-overview__head'>
            <Text className='search-overview__kind'>
              {t('search.tabTitle', { kind: t(`search.kind.${kind}`), count: results.count(kind) })}
            </Text>
            <Text className='search-overview__more' onClick={() => onSeeAll(kind)}>
              {t('search.seeAll')} ›
            </Text>
          </View>
          {results
            .result(kind)!
            .hits.slice(0, OVERVIEW_HITS)
            .map((hit) => (
              <HitCard key={`${hit.type}-${hit.id}`} hit={hit} onOpen={() => void open(hitTarget(hit)!)} />
            ))}
        </View>
      ))}
      {results.loading && <StatusView status='loading' />}
    </View>
  )
})
