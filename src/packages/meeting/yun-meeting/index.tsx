import '@/i18n/meeting.pages'
import { ContentCard } from '@/components/content-card'
import { useEndpoint } from '@/components/use-endpoint'
import { exhibition as exhibitionEndpoints } from '@/contract/exhibition.endpoints'
import { media } from '@/contract/media.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { usePointsReward } from '@/features/points/use-points-reward'
import { navigate } from '@/routes/navigate'
import { sectionsPage } from '@/templates/sections'
import { ProgrammeEntries } from './programme-entries'
import {
  HUB_FIRST_PAGE,
  HUB_PREVIEW,
  HubIntro,
  HubLivesSection,
  hubReads,
  HubSection,
  HubVideosSection,
  itemsOf,
  useHubLives,
} from '../shared/hub-section'

/** mm:ss of a video's length in seconds. */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

/** The VIP roadshows the video home features, as many as a section previews. */
function useVipVideos() {
  const home = useEndpoint(media.vipVideoHome, undefined)
  return { ...home, data: home.data?.featured.slice(0, HUB_PREVIEW) }
}

/** The investment cloud space: the fair online, with the programme's views, live and upcoming meeting streams, VIP roadshows and online exhibitions. */
export default sectionsPage({
  route: 'yunMeeting',
  testId: 'yun-meeting',
  useRead: () =>
    hubReads({
      lives: useHubLives(),
      videos: useVipVideos(),
      exhibitions: itemsOf(useEndpoint(exhibitionEndpoints.list, HUB_FIRST_PAGE)),
    }),
  Sections: function YunMeeting({ data: { lives, videos, exhibitions } }) {
    usePointsReward(PointsAction.browseCloudSpace)
    return (
      <>
        <HubIntro intro='meeting.yun.intro' />
        <ProgrammeEntries />
        <HubLivesSection
          testId='yun-meeting-lives'
          title='meeting.yun.lives'
          request={lives}
          itemTestId='yun-meeting-live'
        />
        <HubVideosSection
          testId='yun-meeting-videos'
          title='meeting.yun.vipVideos'
          empty='meeting.yun.vipVideosEmpty'
          request={videos}
          onMore={() => void navigate('vipVideoHomepage')}
          itemTestId='yun-meeting-video'
          length={duration}
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
      </>
    )
  },
})
