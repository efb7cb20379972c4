import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { ContentCard } from '@/components/content-card'
import { StatusView } from '@/components/status-view'
import { joined, readyState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { Page } from '@/contract/common'
import type { LiveCard, VideoCard } from '@/contract/media'
import { LiveState } from '@/contract/media.codes'
import { media } from '@/contract/media.endpoints'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import './hub-section.scss'

/** How many items each hub section previews; its "more" link opens the full list. */
export const HUB_PREVIEW = 3

/** The first page of a hub section's list. */
export const HUB_FIRST_PAGE = { pageNum: 1, pageSize: HUB_PREVIEW }

interface Props<T> {
  testId: string
  title: MessageKey
  empty: MessageKey
  request: RequestState<T[]>
  onMore: () => void
  renderItem: (item: T) => ReactNode
}

/** The line at the top of a hub, on the brand's colour. */
export const HubIntro = observer(({ intro }: { intro: MessageKey }) => {
  const t = useT()
  return <Text className='yun-meeting__intro'>{t(intro)}</Text>
})

/**
 * A hub's read: its sections' reads, each shown with its own loading, empty or error state, so the hub shows at once
 * and one failed section leaves the others; pulling the page down reloads them all.
 */
export function hubReads<T extends Record<string, RequestState<unknown>>>(sections: T): RequestState<T> {
  return readyState(sections, async () => void (await Promise.all(Object.values(sections).map((s) => s.reload()))))
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

interface VideosProps extends Omit<Props<VideoCard>, 'renderItem'> {
  /** Each card's test id. */
  itemTestId: string
  /** A video's length in seconds as the hub writes it. */
  length: (seconds: number) => string
}

/** A hub section of videos, each card with its length. */
export const HubVideosSection = ({ itemTestId, length, ...section }: VideosProps) => (
  <HubSection
    {...section}
    renderItem={(video) => (
      <HubVideoCard key={video.id} video={video} length={length(video.duration)} testId={itemTestId} />
    )}
  />
)

/** A page of a list's state as its items' state. */
export const itemsOf = <T,>(page: RequestState<Page<T>>): RequestState<T[]> => ({ ...page, data: page.data?.list })

/** The fair's lives for a hub: those on air, then those coming, as many as a section previews. */
export function useHubLives(): RequestState<LiveCard[]> {
  const lives = joined(
    useEndpoint(media.liveList, { ...HUB_FIRST_PAGE, state: LiveState.live }),
    useEndpoint(media.liveList, { ...HUB_FIRST_PAGE, state: LiveState.notStarted }),
  )
  return { ...lives, data: lives.data?.flatMap((page) => page.list).slice(0, HUB_PREVIEW) }
}

interface LivesProps {
  testId: string
  title: MessageKey
  request: RequestState<LiveCard[]>
  /** Each card's test id. */
  itemTestId: string
}

/** A hub section of lives on air or coming, each tagged so; "more" opens the fair's live list. */
export const HubLivesSection = observer(({ testId, title, request, itemTestId }: LivesProps) => {
  const t = useT()
  return (
    <HubSection
      testId={testId}
      title={title}
      empty='meeting.yun.livesEmpty'
      request={request}
      onMore={() => void navigate('exhibitionLive')}
      renderItem={(live) => (
        <HubLiveCard
          key={live.id}
          live={live}
          tag={t(live.state === LiveState.live ? 'meeting.yun.live' : 'meeting.yun.upcoming')}
          testId={itemTestId}
        />
      )}
    />
  )
})
