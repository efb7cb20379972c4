import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import './meeting-parts.scss'

/** A row leading to the venue map with the way to a hall (a meeting's, by its code). */
export const VenueRow = observer(({ hall }: { hall: string }) => {
  const t = useT()
  return (
    <View
      className='meeting-row'
      data-testid='meeting-venue-map'
      onClick={() => void navigate('mapNavigation', { hall })}
    >
      <Text className='meeting-row__label'>{t('meeting.venueMap')}</Text>
      <Text className='meeting-row__more'>›</Text>
    </View>
  )
})
