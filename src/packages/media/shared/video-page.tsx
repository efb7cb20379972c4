import { Image, Text, Video, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { CollectButton } from '@/components/collect-button'
import { ContentTags } from '@/components/content-tags'
import { LikeButton } from '@/components/like-button'
import { ContentType } from '@/contract/common.codes'
import { media } from '@/contract/media.endpoints'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { useMediaDetail } from './use-media-detail'
import { VideoCard } from './video-card'
import './media.scss'

/** A video's page: the player, title, plays, speaker (opens their homepage), like, collect and related videos. */
export function videoPage(route: 'videoPlayPage' | 'vipVideoDetail') {
  return sectionsPage({
    route,
    testId: 'video-page',
    useRead: () => useMediaDetail(media.videoInfo, ContentType.vipVideo),
    Sections: function VideoPage({ data: v }) {
      const t = useT()
      return (
        <>
          <View className='media-player'>
            <Video
              id='media-video'
              className='media-player__video'
              src={assetUrl(v.url)}
              poster={assetUrl(v.cover)}
              controls
              showFullscreenBtn
              data-testid='video-player'
              onError={() => void Taro.showToast({ title: t('media.cannotPlay'), icon: 'none' })}
            />
          </View>
          <View className='media-section' style={{ marginTop: '12px' }}>
            <Text className='media-section__title' data-testid='video-title'>
              {v.title}
            </Text>
            <View className='media-fact'>
              <Text>{[v.category, formatDate(v.publishTime, 'YYYY-MM-DD')].filter(Boolean).join(' · ')}</Text>
              <Text>{t('media.views', { count: v.views })}</Text>
              <Text
                className='media-fact__action'
                data-testid='video-full-screen'
                onClick={() => void navigate('videoPlayer', { id: v.id })}
              >
                {t('media.fullScreen')}
              </Text>
            </View>
            <ContentTags contentId={v.id} contentType={ContentType.vipVideo} />
          </View>

          {v.speakerId !== null && (
            <View
              className='media-section media-person'
              data-testid='video-speaker'
              onClick={() => v.speakerId !== null && void navigate('speakerHomepage', { id: v.speakerId })}
            >
              <Image className='media-person__avatar' src={assetUrl(v.speakerAvatar)} mode='aspectFill' />
              <View className='media-person__body'>
                <Text className='media-person__name'>{v.speaker}</Text>
                <Text className='media-person__note'>
                  {[v.speakerPosition, v.speakerOrganisation].filter(Boolean).join(' · ')}
                </Text>
              </View>
            </View>
          )}

          <View className='media-section'>
            <Text className='media-section__title'>{t('media.summary')}</Text>
            <Text className='media-section__text'>{v.content}</Text>
            <View style={{ display: 'flex', gap: '12px', marginTop: '12px' }}>
              <LikeButton contentId={v.id} contentType={ContentType.vipVideo} />
              <CollectButton contentId={v.id} contentType={ContentType.vipVideo} />
            </View>
          </View>

          {v.related.length > 0 && (
            <View className='media-section' data-testid='related-videos'>
              <View className='media-section__head'>
                <Text className='media-section__title'>{t('media.related')}</Text>
              </View>
              {v.related.map((r) => (
                <VideoCard key={r.id} video={r} onOpen={() => void navigate(route, { id: r.id })} />
              ))}
            </View>
          )}
        </>
      )
    },
  })
}
