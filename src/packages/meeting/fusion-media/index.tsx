import '@/i18n/meeting.pages'
import { NewsCard } from '@/components/news-card'
import { useEndpoint } from '@/components/use-endpoint'
import { LiveState } from '@/contract/media.codes'
import { media } from '@/contract/media.endpoints'
import { searches } from '@/contract/search.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import {
  HUB_FIRST_PAGE,
  HubIntro,
  HubLiveCard,
  HubLivesSection,
  hubReads,
  HubSection,
  HubVideosSection,
  itemsOf,
  useHubLives,
} from '../shared/hub-section'

/** m:ss of a video's length in seconds. */
const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** The fused-media centre: the fair's lives (on air and coming), replays, videos and news in one index. */
export default sectionsPage({
  route: 'fusionMedia',
  testId: 'fusion-media',
  useRead: () =>
    hubReads({
      lives: useHubLives(),
      replays: itemsOf(useEndpoint(media.liveList, { ...HUB_FIRST_PAGE, state: LiveState.replay })),
      videos: itemsOf(useEndpoint(media.videoList, HUB_FIRST_PAGE)),
      news: itemsOf(useEndpoint(searches.information, { ...HUB_FIRST_PAGE, category: 'fair' })),
    }),
  Sections: function FusionMedia({ data: { lives, replays, videos, news } }) {
    const t = useT()
    return (
      <>
        <HubIntro intro='meeting.fusion.intro' />
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
      </>
    )
  },
})
