import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { VideoCard as Video } from '@/contract/media'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { formatDuration } from './format'
import './media.scss'

interface Props {
  video: Video
  onOpen: () => void
}

/** A video in a list: cover with its duration, title, speaker (or the fair) and plays. */
export const VideoCard = observer(({ video, onOpen }: Props) => {
  const t = useT()
  return (
    <View className='media-video-card' onClick={onOpen} data-testid='video-card'>
      <View className='media-video-card__thumb'>
        <Image className='media-video-card__cover' src={assetUrl(video.cover)} mode='aspectFill' lazyLoad />
        <Text className='media-video-card__duration'>{formatDuration(video.duration)}</Text>
      </View>
      <View className='media-video-card__body'>
        <Text className='media-video-card__title'>{video.title}</Text>
        <View className='media-video-card__meta'>
          <Text>{video.speaker || t('media.noSpeaker')}</Text>
          <Text>{t('media.views', { count: video.views })}</Text>
        </View>
      </View>
    </View>
  )
})

/** Opens a video's page: the roadshow detail for VIP roadshow videos, the play page for the others. */
export function openVideo(video: Video): void {
  void navigate(video.kind === 'vip_roadshow' ? 'vipVideoDetail' : 'videoPlayPage', { id: video.id })
}
