import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { readyState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { BoothCard } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import type { Translate } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { ActivityAreaBar } from '../shared/activity-area-bar'
import { decodedParam } from '../shared/query'
import { destinationOf, routeTo, type Destination, type RouteStep } from '../shared/venue-map'
import { VenueMapView } from '../shared/venue-map-view'
import './index.scss'

/** Where a step of the route ends, in words. */
function placeText(t: Translate, to: string): string {
  if (to === 'conference') return t('meeting.map.place.conference')
  if (to === 'hotel') return t('meeting.map.place.hotel')
  if (to === 'walk:west') return t('meeting.map.place.walkWest')
  if (to === 'walk:east') return t('meeting.map.place.walkEast')
  if (to === 'row:A') return t('meeting.map.place.concourse')
  if (to.startsWith('row:')) return t('meeting.map.place.row', { row: to.slice(4) })
  return t('meeting.map.place.hall', { hall: to })
}

const stepText = (t: Translate, step: RouteStep) =>
  t('meeting.map.step', { dir: t(`meeting.map.dir.${step.dir}`), place: placeText(t, step.to) })

/** The booth a map link names by its number, with its hall; null when no booth has that number. */
function useBooth(boothNo: string | undefined): RequestState<BoothCard | null> {
  const matches = useEndpoint(
    exhibition.boothList,
    { keyword: boothNo ?? '', pageNum: 1, pageSize: 10 },
    { enabled: Boolean(boothNo) },
  )
  if (!boothNo) return readyState(null)
  const booth = matches.data?.list.find((b) => b.boothNo.toUpperCase() === boothNo.toUpperCase())
  return { ...matches, data: matches.data && (booth ?? null) }
}

const RouteCard = observer(({ destination, title }: { destination: Destination; title: string }) => {
  const t = useT()
  const route = routeTo(destination)
  return (
    <View className='map-route' data-testid='map-route'>
      <Text className='map-route__title'>{t('meeting.map.routeTitle', { place: title })}</Text>
      <View className='map-route__step'>
        <Text className='map-route__index map-route__index--start'>1</Text>
        <Text>{t('meeting.map.start')}</Text>
      </View>
      {route.steps.map((step, i) => (
        <View key={`${step.dir}-${step.to}`} className='map-route__step' data-testid='map-step'>
          <Text className='map-route__index'>{i + 2}</Text>
          <Text>{stepText(t, step)}</Text>
        </View>
      ))}
    </View>
  )
})

/**
 * The venue map: the halls in use, and with `?hall=` (a hall code, "HTL" the hotel, any other venue the
 * conference centre) or `?booth=` (a booth number, its exhibitor's booth looked up unless `hall` is given too) the place highlighted with the walk from the
 * south entrance. Tapping a hall shows the way there.
 */
const MapNavigation = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const boothNo = decodedParam(params.booth)
  const asked = decodedParam(params.hall)
  const [picked, setPicked] = useState<string>()
  const halls = useEndpoint(exhibition.hallList, undefined)
  // A link that names the hall too (a booth activity's) is taken as it is: activities number their own stands.
  const booth = useBooth(asked ? undefined : boothNo)

  // A booth found by its number gives its hall; a booth activity's link names the hall too.
  const destination = destinationOf(picked ?? (booth.data?.hall || asked))
  const hallCode = destination?.kind === 'hall' ? destination.hall : undefined
  const boothHall = booth.data?.hall || (!picked && hallCode) || undefined
  const summary = halls.data?.find((h) => h.hall === hallCode)
  const inUse = new Set(halls.data?.map((h) => h.hall) ?? [])

  if (!halls.data) {
    return (
      <PageShell route='mapNavigation'>
        <StatusView status={halls.status === 'error' ? 'error' : 'loading'} onRetry={() => void halls.reload()} />
        <ActivityAreaBar current='mapNavigation' />
      </PageShell>
    )
  }
  return (
    <PageShell route='mapNavigation'>
      <VenueMapView
        inUse={inUse}
        destination={destination}
        route={destination && routeTo(destination)}
        onHall={setPicked}
      />
      <Text className='map-note'>{t('meeting.map.schematic')}</Text>
      {boothNo && !picked && booth.status !== 'ready' && (
        <StatusView status={booth.status} onRetry={() => void booth.reload()} />
      )}
      {boothNo && !picked && booth.status === 'ready' && (
        <View className='map-booth' data-testid='map-booth'>
          {boothHall ? (
            <>
              <Text className='map-booth__title'>
                {booth.data
                  ? t('meeting.map.booth', { booth: booth.data.boothNo, name: booth.data.enterpriseName })
                  : t('meeting.map.boothNo', { booth: boothNo })}
              </Text>
              <Text className='map-booth__note'>{t('meeting.map.boothInHall', { hall: boothHall })}</Text>
              {booth.data && (
                <Button
                  size='small'
                  fill='outline'
                  onClick={() => void navigate('exhibitionBooth', { id: booth.data!.id })}
                  data-testid='map-open-booth'
                >
                  {t('meeting.map.openBooth')}
                </Button>
              )}
            </>
          ) : (
            <Text className='map-booth__note'>{t('meeting.map.boothUnknown', { booth: boothNo })}</Text>
          )}
        </View>
      )}
      {destination && (
        <>
          <RouteCard
            destination={destination}
            title={
              hallCode
                ? t('exhibition.hallCode', { hall: hallCode })
                : t(destination.kind === 'hotel' ? 'meeting.map.hotel' : 'meeting.map.conference')
            }
          />
          {summary && (
            <View
              className='map-hall'
              data-testid='map-hall-summary'
              onClick={() => void navigate('exhibitionHallDetail', { hall: summary.hall })}
            >
              <Text className='map-hall__names'>{summary.exhibitions.map((e) => e.name).join(' · ')}</Text>
              <Text className='map-hall__zones'>{summary.areaNames.join(t('common.listSeparator'))}</Text>
              <Text className='map-hall__more'>{t('meeting.map.openHall')} ›</Text>
            </View>
          )}
        </>
      )}
      {!destination && !boothNo && (
        <Text className='map-note map-note--hint' data-testid='map-hint'>
          {t('meeting.map.pick')}
        </Text>
      )}
      <ActivityAreaBar current='mapNavigation' />
    </PageShell>
  )
})

export default MapNavigation
