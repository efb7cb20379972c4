import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import type { SearchKind } from '@/contract/search.codes'
import { open } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { HitCard } from './hit-card'
import { hitTarget } from './hit-links'
import type { SearchResults } from './search-results'

/** The hits of one kind with loading, empty and error states and a load-more / end footer. */
export const HitList = observer(({ results, kind }: { results: SearchResults; kind: SearchKind }) => {
  const t = useT()
  const result = results.result(kind)
  if (!result || result.status === 'loading') return <StatusView status='loading' />
  if (result.status === 'error') return <StatusView status='error' onRetry={() => void results.retry(kind)} />
  if (result.status === 'empty') {
    return (
      <View className='search-empty' data-testid='search-empty'>
        <Text>{t('search.empty', { keyword: results.keyword })}</Text>
      </View>
    )
  }
  let footer = <Text>{t('common.noMore')}</Text>
  if (result.loadingMore) footer = <Text>{t('common.loadingMore')}</Text>
  else if (result.moreFailed)
    footer = (
      <Text onClick={() => void results.loadMore(kind)}>{`${t('error.loadFailed')} · ${t('common.retry')}`}</Text>
    )
  else if (results.hasMore(kind)) {
    footer = (
      <Text data-testid='search-more' onClick={() => void results.loadMore(kind)}>
        {t('common.more')}
      </Text>
    )
  }
  return (
    <View data-testid={`search-list-${kind}`}>
      {result.hits.map((hit) => (
        <HitCard key={`${hit.type}-${hit.id}`} hit={hit} onOpen={() => void open(hitTarget(hit)!)} />
      ))}
      <View className='search-list__footer' data-testid='search-footer'>
        {footer}
      </View>
    </View>
  )
})
