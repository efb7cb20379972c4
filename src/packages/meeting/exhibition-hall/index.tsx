import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { exhibition } from '@/contract/exhibition.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { VenueMapView } from '../shared/venue-map-view'
import '../shared/venue.scss'
import './index.scss'

/** The halls of the venue: the map (tap a hall) and one card per hall with its exhibition, zones and booths. */
const ExhibitionHall = observer(() => {
  const t = useT()
  const halls = useEndpoint(exhibition.hallList, undefined)
  usePullDownRefresh(() => void halls.reload().finally(() => Taro.stopPullDownRefresh()))
  const open = (hall: string) => void navigate('exhibitionHallDetail', { hall })

  return (
    <PageShell route='exhibitionHall'>
      {!halls.data || halls.data.length === 0 ? (
        <StatusView status={halls.status === 'ready' ? 'empty' : halls.status} onRetry={() => void halls.reload()} />
      ) : (
        <>
          <VenueMapView inUse={new Set(halls.data.map((h) => h.hall))} onHall={open} />
          <Text className='venue-intro'>{t('meeting.hall.intro', { count: halls.data.length })}</Text>
          {halls.data.map((hall) => (
            <View key={hall.hall} className='hall-card' data-testid='hall-card' onClick={() => open(hall.hall)}>
              <Text className='hall-card__code'>{hall.hall}</Text>
              <View className='hall-card__body'>
                <Text className='hall-card__title'>{hall.exhibitions.map((e) => e.name).join(' · ')}</Text>
                <Text className='hall-card__zones'>{hall.areaNames.join('、')}</Text>
                <Text className='hall-card__meta'>{t('exhibition.boothCount', { count: hall.boothCount })}</Text>
              </View>
            </View>
          ))}
        </>
      )}
    </PageShell>
  )
})

export default ExhibitionHall
