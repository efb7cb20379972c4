import '@/i18n/media.pages'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { FollowButton, type FollowMessages } from '@/components/follow/follow-button'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { ContentType } from '@/contract/common.codes'
import { media } from '@/contract/media.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { useContentView } from '../shared/use-content-view'
import { openVideo, VideoCard } from '../shared/video-card'
import '../shared/media.scss'

const FOLLOW_MESSAGES: FollowMessages = {
  follow: 'media.speaker.follow',
  following: 'media.speaker.following',
  loginFirst: 'media.speaker.loginFirst',
  followedToast: 'media.speaker.followed',
  unfollowedToast: 'media.speaker.unfollowed',
}

/** A speaker's homepage: avatar, name, position, organisation, biography, follow, and their videos. */
const SpeakerHomepage = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const id = Number(params.id ?? '')
  const speaker = useEndpoint(media.speakerInfo, { id }, { loading: true })
  const videos = useEndpointPages(media.speakerVideoList, { speakerId: id })
  const shown = speaker.data
  useContentView(shown && { id: shown.id, title: shown.name, cover: shown.avatar }, ContentType.speaker)

  return (
    <RequestPage route='speakerHomepage' request={speaker}>
      {(s) => (
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
      )}
    </RequestPage>
  )
})

export default SpeakerHomepage
