import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { StatusView } from '@/components/status-view'
import type { RequestState } from '@/components/use-request'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import './hub-section.scss'

interface Props<T> {
  testId: string
  title: MessageKey
  empty: MessageKey
  request: RequestState<T[]>
  onMore: () => void
  renderItem: (item: T) => ReactNode
}

/** A hub section's heading: its title and a "more" link (test id `<section>-more`) to its full list. */
export const HubHeading = observer(({ testId, title, onMore }: Pick<Props<unknown>, 'testId' | 'title' | 'onMore'>) => {
  const t = useT()
  return (
    <View className='yun-meeting__heading'>
      <Text className='yun-meeting__title'>{t(title)}</Text>
      <Text className='yun-meeting__more' onClick={onMore} data-testid={`${testId}-more`}>
        {t('meeting.yun.more')} ›
      </Text>
    </View>
  )
})

/** One section of the hub: a heading with a "more" link to its full list, then its items or its own loading, empty or error state. */
function HubSectionView<T>({ testId, title, empty, request, onMore, renderItem }: Props<T>) {
  const items = request.data
  return (
    <View className='yun-meeting__section' data-testid={testId}>
      <HubHeading testId={testId} title={title} onMore={onMore} />
      {!items && (
        <StatusView status={request.status === 'error' ? 'error' : 'loading'} onRetry={() => void request.reload()} />
      )}
      {items && items.length === 0 && <StatusView status='empty' message={empty} />}
      {items?.map(renderItem)}
    </View>
  )
}

export const HubSection = observer(HubSectionView) as typeof HubSectionView
