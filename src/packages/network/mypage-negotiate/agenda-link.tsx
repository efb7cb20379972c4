import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'

/** The ways on from the requests: the agenda where accepted meetings are, and matchmaking for new ones. */
export const AgendaLink = observer(() => {
  const t = useT()
  return (
    <View className='negotiate-links'>
      <Text
        className='negotiate-links__link'
        onClick={() => void navigate('mypageSchedule')}
        data-testid='negotiate-agenda'
      >
        {t('meeting.route.mypageSchedule')}
      </Text>
      <Text
        className='negotiate-links__link'
        onClick={() => void navigate('mypageEngine')}
        data-testid='negotiate-engine'
      >
        {t('network.route.mypageEngine')}
      </Text>
    </View>
  )
})
