import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ContentCard } from '@/components/content-card'
import { useRequest } from '@/components/use-request'
import type { ExhibitionCard } from '@/contract/exhibition'
import type { LiveCard, VideoCard } from '@/contract/media'
import { PointsAction } from '@/contract/points.codes'
import { PageShell } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { ProgrammeEntries } from './programme-entries'
import { HubLiveCard, HubSection, HubVideoCard } from '../shared/hub-section'

/** How many items each section previews; its "more" link opens the full list. */
const PREVIEW = 3

/** mm:ss of a video's length in seconds. */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

/** The investment cloud space: the fair online, with the programme's views, live and upcoming meeting streams, VIP roadshows and online exhibitions. */
const YunMeeting = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  usePointsReward(PointsAction.browseCloudSpace)
  const first = { pageNum: 1, pageSize: PREVIEW }
  const lives = useRequest(async (): Promise<LiveCard[]> => {
    const [live, upcoming] = await Promise.all([
      api.media.liveList({ ...first, state: 1 }),
      api.media.liveList({ ...first, state: 0 }),
    ])
    return [...live.list, ...upcoming.list].slice(0, PREVIEW)
  }, [app.language])
  const videos = useRequest(
    async (): Promise<VideoCard[]> => (await api.media.vipVideoHome()).featured.slice(0, PREVIEW),
    [app.language],
  )
  const exhibitions = useRequest(
    async (): Promise<ExhibitionCard[]> => (await api.exhibition.exhibitionList(first)).list,
    [app.language],
  )

  usePullDownRefresh(() => {
    void Promise.all([lives.reload(), videos.reload(), exhibitions.reload()]).finally(
      () => void Taro.stopPullDownRefresh(),
    )
  })

  return (
    <PageShell route='yunMeeting'>
      <View className='yun-meeting' data-testid='yun-meeting'>
        <Text className='yun-meeting__intro'>{t('meeting.yun.intro')}</Text>
        <ProgrammeEntries />
        <HubSection
          testId='yun-meeting-lives'
          title='meeting.yun.lives'
          empty='meeting.yun.livesEmpty'
          request={lives}
          onMore={() => void navigate('exhibitionLive')}
          renderItem={(live) => (
            <HubLiveCard
              key={live.id}
              live={live}
              tag={t(live.state === 1 ? 'meeting.yun.live' : 'meeting.yun.upcoming')}
              testId='yun-meeting-live'
            />
          )}
        />
        <HubSection
          testId='yun-meeting-videos'
          title='meeting.yun.vipVideos'
          empty='meeting.yun.vipVideosEmpty'
          request={videos}
          onMore={() => void navigate('vipVideoHomepage')}
          renderItem={(video) => (
            <HubVideoCard key={video.id} video={video} length={duration(video.duration)} testId='yun-meeting-video' />
          )}
        />
        <HubSection
          testId='yun-meeting-exhibitions'
          title='meeting.yun.exhibitions'
          empty='meeting.yun.exhibitionsEmpty'
          request={exhibitions}
          onMore={() => void navigate('exhibitionAreaNav')}
          renderItem={(exhibition) => (
            <ContentCard
              key={exhibition.id}
              testId='yun-meeting-exhibition'
              cover={exhibition.cover}
              title={exhibition.name}
              tags={[]}
              place={exhibition.hall}
              highlight={`${exhibition.startDate} - ${exhibition.endDate}`}
              onOpen={() => void navigate('exhibitionDetail', { id: exhibition.id })}
            />
          )}
        />
      </View>
    </PageShell>
  )
})

export default YunMeeting
