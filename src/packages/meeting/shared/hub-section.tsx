import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { ContentCard } from '@/components/content-card'
import { StatusView } from '@/components/status-view'
import type { RequestState } from '@/components/use-request'
import type { LiveCard, VideoCard } from '@/contract/media'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
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

interface LiveProps {
  live: LiveCard
  /** Whether it is on air, coming or a replay. */
  tag: string
  testId: string
}

/** A live stream in a hub section: its host and start; opens the stream's page. */
export const HubLiveCard = ({ live, tag, testId }: LiveProps) => (
  <ContentCard
    testId={testId}
    cover={live.cover}
    title={live.title}
    tags={[tag]}
    place={live.host}
    highlight={formatDate(live.startTime, 'MM-DD HH:mm')}
    onOpen={() => void navigate('meetingForumVideo', { id: live.id })}
  />
)

interface VideoProps {
  video: VideoCard
  /** The video's length as the hub writes it. */
  length: string
  testId: string
}

/** A video in a hub section: its category, views and speaker; a VIP roadshow opens its detail, any other its player. */
export const HubVideoCard = observer(({ video, length, testId }: VideoProps) => {
  const t = useT()
  return (
    <ContentCard
      testId={testId}
      cover={video.cover}
      title={video.title}
      tags={[video.category]}
      note={t('meeting.yun.views', { count: video.views })}
      place={video.speaker}
      highlight={length}
      onOpen={() => void navigate(video.kind === 'vip_roadshow' ? 'vipVideoDetail' : 'videoPlayPage', { id: video.id })}
    />
  )
})
