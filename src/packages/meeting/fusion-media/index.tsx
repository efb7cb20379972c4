import '@/i18n/meeting.pages'
import { observer } from 'mobx-react-lite'
import { NewsCard } from '@/components/news-card'
import { useRequest } from '@/components/use-request'
import type { NewsCard as News } from '@/contract/content'
import type { VideoCard } from '@/contract/media'
import { LiveState } from '@/contract/media.codes'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import {
  HUB_FIRST_PAGE,
  HubLiveCard,
  HubLivesSection,
  HubPage,
  HubSection,
  HubVideosSection,
  useHubLives,
} from '../shared/hub-section'

/** m:ss of a video's length in seconds. */
const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** The fused-media centre: the fair's lives (on air and coming), replays, videos and news in one index. */
const FusionMedia = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const lives = useHubLives()
  const replays = useRequest(
    async () => (await api.media.liveList({ ...HUB_FIRST_PAGE, state: LiveState.replay })).list,
    [app.language],
  )
  const videos = useRequest(
    async (): Promise<VideoCard[]> => (await api.media.videoList(HUB_FIRST_PAGE)).list,
    [app.language],
  )
  const news = useRequest(
    async (): Promise<News[]> => (await api.search.newsSearch({ ...HUB_FIRST_PAGE, category: 'fair' })).list,
    [app.language],
  )

  return (
    <HubPage
      route='fusionMedia'
      testId='fusion-media'
      intro='meeting.fusion.intro'
      requests={[lives, replays, videos, news]}
    >
      <HubLivesSection testId='fusion-lives' title='meeting.fusion.lives' request={lives} itemTestId='fusion-live' />
      <HubSection
        testId='fusion-replays'
        title='meeting.fusion.replays'
        empty='meeting.fusion.replaysEmpty'
        request={replays}
        onMore={() => void navigate('exhibitionLive')}
        renderItem={(live) => (
          <HubLiveCard key={live.id} live={live} tag={t('meeting.fusion.replay')} testId='fusion-live' />
        )}
      />
      <HubVideosSection
        testId='fusion-videos'
        title='meeting.fusion.videos'
        empty='meeting.fusion.videosEmpty'
        request={videos}
        onMore={() => void navigate('videoList')}
        itemTestId='fusion-video'
        length={duration}
      />
      <HubSection
        testId='fusion-news'
        title='meeting.fusion.news'
        empty='meeting.fusion.newsEmpty'
        request={news}
        onMore={() => void navigate('zjdt')}
        renderItem={(item) => <NewsCard key={item.id} news={item} />}
      />
    </HubPage>
  )
})

export default FusionMedia
