import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { SpeakerCard as Speaker } from '@/contract/media'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './media.scss'

/** A speaker in a list: avatar, name, position and organisation, number of videos. */
export const SpeakerCard = observer(({ speaker, onOpen }: { speaker: Speaker; onOpen: () => void }) => {
  const t = useT()
  return (
    <View className='media-section media-person' onClick={onOpen} data-testid='speaker-card'>
      <Image className='media-person__avatar' src={assetUrl(speaker.avatar)} mode='aspectFill' lazyLoad />
      <View className='media-person__body'>
        <Text className='media-person__name'>{speaker.name}</Text>
        <Text className='media-person__note'>{[speaker.position, speaker.organisation].join(' · ')}</Text>
      </View>
      <Text className='media-person__note'>{t('media.speaker.videoCount', { count: speaker.videoCount })}</Text>
    </View>
  )
})
