import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingSpeaker } from '@/contract/meeting'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { DetailSection } from '@/templates/content-detail/detail-parts'
import './meeting-parts.scss'

/** A meeting's speakers, each opening their homepage; nothing when it has none. */
export const SpeakerList = observer(({ speakers }: { speakers: MeetingSpeaker[] }) => {
  const t = useT()
  if (speakers.length === 0) return null
  return (
    <DetailSection heading={t('meeting.speakers')} testId='meeting-speakers'>
      {speakers.map((speaker) => (
        <View
          key={speaker.id}
          className='meeting-speaker'
          data-testid='meeting-speaker'
          onClick={() => void navigate('speakerHomepage', { id: speaker.id })}
        >
          <Image className='meeting-speaker__avatar' src={assetUrl(speaker.avatar)} mode='aspectFill' />
          <View className='meeting-speaker__body'>
            <Text className='meeting-speaker__name'>{speaker.name}</Text>
            <Text className='meeting-speaker__role'>
              {[speaker.position, speaker.organisation].filter(Boolean).join(' · ')}
            </Text>
          </View>
          <Text className='meeting-speaker__more'>›</Text>
        </View>
      ))}
    </DetailSection>
  )
})
