import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { LiveCard as Live } from '@/contract/media'
import { assetUrl } from '@/services/http/asset-url'
import { formatDate } from '@/utils/date'
import { LiveBadge } from './live-badge'
import './media.scss'

/** A live in a list: cover with its state badge, title, host and start time. */
export const LiveCard = observer(({ live, onOpen }: { live: Live; onOpen: () => void }) => (
  <View className='media-video-card' onClick={onOpen} data-testid='live-card'>
    <View className='media-video-card__thumb'>
      <Image className='media-video-card__cover' src={assetUrl(live.cover)} mode='aspectFill' lazyLoad />
      <View style={{ position: 'absolute', left: '4px', top: '4px' }}>
        <LiveBadge state={live.state} />
      </View>
    </View>
    <View className='media-video-card__body'>
      <Text className='media-video-card__title'>{live.title}</Text>
      <View className='media-video-card__meta'>
        <Text>{live.host}</Text>
        <Text>{formatDate(live.startTime, 'MM-DD HH:mm')}</Text>
      </View>
    </View>
  </View>
))
