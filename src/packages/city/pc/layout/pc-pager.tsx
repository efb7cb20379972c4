import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import type { PagedList } from '@/templates/content-list/use-endpoint-pages'

/** Under a grid: a "load more" button while pages remain, a retry after a failed page, or the end. */
export const PcPager = observer(({ list }: { list: PagedList<unknown> }) => {
  const t = useT()
  if (list.status !== 'ready') return null
  if (list.loadingMore)
    return (
      <View className='pc-pager'>
        <Text className='pc-pager__note'>{t('common.loadingMore')}</Text>
      </View>
    )
  if (list.moreFailed || list.hasMore) {
    return (
      <View className='pc-pager'>
        <View className='pc-button' data-testid='pc-load-more' onClick={() => void list.loadMore()}>
          {list.moreFailed ? `${t('error.loadFailed')} · ${t('common.retry')}` : t('city.pc.loadMore')}
        </View>
      </View>
    )
  }
  return (
    <View className='pc-pager'>
      <Text className='pc-pager__note'>{t('city.pc.noMore')}</Text>
    </View>
  )
})
