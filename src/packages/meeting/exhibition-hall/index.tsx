import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { exhibition } from '@/contract/exhibition.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { VenueMapView } from '../shared/venue-map-view'
import '../shared/venue.scss'
import './index.scss'

const open = (hall: string) => void navigate('exhibitionHallDetail', { hall })

/** The halls of the venue: the map (tap a hall) and one card per hall with its exhibition, zones and booths. */
export default sectionsPage({
  route: 'exhibitionHall',
  testId: 'exhibition-hall',
  useRead: () => useEndpoint(exhibition.hallList, undefined),
  Sections: function ExhibitionHall({ data: halls }) {
    const t = useT()
    if (halls.length === 0) return <StatusView status='empty' />
    return (
      <>
        <VenueMapView inUse={new Set(halls.map((h) => h.hall))} onHall={open} />
        <Text className='venue-intro'>{t('meeting.hall.intro', { count: halls.length })}</Text>
        {halls.map((hall) => (
          <View key={hall.hall} className='hall-card' data-testid='hall-card' onClick={() => open(hall.hall)}>
            <Text className='hall-card__code'>{hall.hall}</Text>
            <View className='hall-card__body'>
              <Text className='hall-card__title'>{hall.exhibitions.map((e) => e.name).join(' · ')}</Text>
              <Text className='hall-card__zones'>{hall.areaNames.join(t('common.listSeparator'))}</Text>
              <Text className='hall-card__meta'>{t('exhibition.boothCount', { count: hall.boothCount })}</Text>
            </View>
          </View>
        ))}
      </>
    )
  },
})
