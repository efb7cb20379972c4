import '@/i18n/media.pages'
import { Image, Text, View } from '@tarojs/components'
import { FollowButton, type FollowMessages } from '@/components/follow/follow-button'
import { StatusView } from '@/components/status-view'
import { ContentType } from '@/contract/common.codes'
import { media } from '@/contract/media.endpoints'
import { useRouteQuery } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { useShownDetail } from '@/templates/content-detail/detail-parts'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { sectionsPage } from '@/templates/sections'
import { openVideo, VideoCard } from '../shared/video-card'
import '../shared/media.scss'

const FOLLOW_MESSAGES: FollowMessages = {
  follow: 'media.speaker.follow',
  following: 'media.speaker.following',
  loginFirst: 'media.speaker.loginFirst',
  followedToast: 'media.speaker.followed',
  unfollowedToast: 'media.speaker.unfollowed',
}

/** The speaker the address names, and beside it their videos, page after page, which never hold the page. */
function useSpeaker() {
  const speakerId = Number(useRouteQuery('speakerHomepage').id ?? '')
  const speaker = useShownDetail({ endpoint: media.speakerInfo }, (s) => ({
    title: s.name,
    image: s.avatar,
    contentId: s.id,
    contentType: ContentType.speaker,
  }))
  const videos = useEndpointPages(media.speakerVideoList, { speakerId })
  return { ...speaker, data: speaker.data && { speaker: speaker.data, videos } }
}

/** A speaker's homepage: avatar, name, position, organisation, biography, follow, and their videos. */
export default sectionsPage({
  route: 'speakerHomepage',
  testId: 'speaker-homepage',
  useRead: useSpeaker,
  Sections: function SpeakerHomepage({ data: { speaker: s, videos } }) {
    const t = useT()
    return (
      <>
        <View className='media-section media-person' style={{ marginTop: '12px' }}>
          <Image
            className='media-person__avatar'
            style={{ width: '64px', height: '64px' }}
            src={assetUrl(s.avatar)}
            mode='aspectFill'
          />
          <View className='media-person__body'>
            <Text className='media-person__name' data-testid='speaker-name'>
              {s.name}
            </Text>
            <Text className='media-person__note'>{s.position}</Text>
            <Text className='media-person__note'>{s.organisation}</Text>
          </View>
          <FollowButton
            targetId={s.id}
            targetType={ContentType.speaker}
            followed={s.followed}
            detail={media.speakerInfo}
            messages={FOLLOW_MESSAGES}
          />
        </View>
        <View className='media-section'>
          <Text className='media-section__title'>{t('media.speaker.bio')}</Text>
          <Text className='media-section__text'>{s.bio}</Text>
        </View>
        <View className='media-section' data-testid='speaker-videos'>
          <Text className='media-section__title'>{t('media.speaker.videos')}</Text>
          {videos.status === 'ready' ? (
            videos.items.map((v) => <VideoCard key={v.id} video={v} onOpen={() => openVideo(v)} />)
          ) : (
            <StatusView status={videos.status} onRetry={() => void videos.reload()} />
          )}
          <ListFooter list={videos} />
        </View>
      </>
    )
  },
})
