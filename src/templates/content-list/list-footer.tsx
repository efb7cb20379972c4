import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import { COLORS } from '@/styles/colors'
import type { PagedList } from './use-endpoint-pages'

/** The line under a list: loading more, a retry after a failed page, or the end. */
export const ListFooter = observer(({ list }: { list: PagedList<unknown> }) => {
  const t = useT()
  if (list.status !== 'ready') return null
  let content = <Text>{t('common.noMore')}</Text>
  if (list.loadingMore) content = <Text>{t('common.loadingMore')}</Text>
  else if (list.moreFailed)
    content = <Text onClick={() => void list.loadMore()}>{`${t('error.loadFailed')} · ${t('common.retry')}`}</Text>
  else if (list.hasMore) content = <Text onClick={() => void list.loadMore()}>{t('common.more')}</Text>
  return (
    <View
      className='list-footer'
      data-testid='list-footer'
      style={{ padding: '16px', textAlign: 'center', color: COLORS.textMuted, fontSize: '13px' }}
    >
      {content}
    </View>
  )
})
