import '@/i18n/city.pages'
import { Button } from '@nutui/nutui-react-taro'
import { ScrollView, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { MapKind, MapPoint } from '@/contract/content'
import { investmentMap } from '@/contract/content.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { MAP_SHOWN, MapView, webMapLink } from './map-view'
import '../shared/city.scss'
import './index.scss'

const openPoint = (point: MapPoint) =>
  void (point.kind === 'project'
    ? navigate('projectDetail', { id: point.id })
    : navigate('parkDetail', { id: point.id }))

/** Where a point is: WeChat's map in the mini program, a web map with a key on H5. */
function locate(point: MapPoint) {
  const link = webMapLink(point)
  if (link) window.open(link, '_blank', 'noopener')
  else
    void Taro.openLocation({
      latitude: point.latitude,
      longitude: point.longitude,
      name: point.title,
      address: point.district,
    }).catch(() => undefined)
}

/** Projects and parks where they are: on a map where one can be drawn, and always as a list grouped by place. */
const InvestmentMap = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const [kind, setKind] = useState<MapKind | ''>(params.kind === 'project' || params.kind === 'park' ? params.kind : '')
  const [areaId, setAreaId] = useState(params.areaId ?? '')
  const [mapFailed, setMapFailed] = useState(false)
  const failed = useCallback(() => setMapFailed(true), [])
  const areas = useEndpoint(investmentMap.areas, undefined)
  const points = useEndpoint(investmentMap.points, { kind: kind || undefined, areaId: areaId || undefined })
  const list = points.data ?? []
  const places = [...new Set(list.map((p) => p.district))]
  const canLocate =
    MAP_SHOWN ||
    Boolean(webMapLink({ kind: 'park', id: 0, title: '', region: '', district: '', latitude: 0, longitude: 0 }))
  const chip = (on: boolean) => `investment-map__chip${on ? ' investment-map__chip--on' : ''}`
  return (
    <PageShell route='investmentMap'>
      <View className='investment-map' data-testid='investment-map'>
        <View className='investment-map__bar' role='tablist'>
          {(['', 'project', 'park'] as const).map((k) => (
            <View
              key={k || 'all'}
              role='tab'
              aria-selected={kind === k}
              className={chip(kind === k)}
              data-testid={`map-kind-${k || 'all'}`}
              onClick={() => setKind(k)}
            >
              {t(`city.map.kind.${k || 'all'}`)}
            </View>
          ))}
        </View>
        <ScrollView scrollX className='investment-map__areas'>
          <Text className={chip(areaId === '')} onClick={() => setAreaId('')}>
            {t('city.map.allAreas')}
          </Text>
          {(areas.data ?? []).map((a) => (
            <Text
              key={a.areaId}
              className={chip(areaId === String(a.areaId))}
              data-testid='map-area'
              onClick={() => setAreaId(String(a.areaId))}
            >
              {t('city.map.area', { name: a.name, count: a.projects })}
            </Text>
          ))}
        </ScrollView>
        {MAP_SHOWN && !mapFailed ? (
          <MapView points={list} onOpen={openPoint} onFailed={failed} />
        ) : (
          <Text className='investment-map__notice' data-testid='map-fallback'>
            {t(mapFailed ? 'city.map.failed' : canLocate ? 'city.map.listWithLinks' : 'city.map.listOnly')}
          </Text>
        )}
        {points.status !== 'ready' || list.length === 0 ? (
          <StatusView
            status={points.status === 'ready' ? 'empty' : points.status}
            onRetry={() => void points.reload()}
          />
        ) : (
          <>
            <Text className='investment-map__count'>{t('city.map.count', { count: list.length })}</Text>
            {places.map((place) => (
              <View key={place} className='city-card' data-testid='map-place'>
                <Text className='city-card__heading'>{place}</Text>
                {list
                  .filter((p) => p.district === place)
                  .map((p) => (
                    <View key={`${p.kind}-${p.id}`} className='investment-map__row' data-testid='map-point'>
                      <View className='investment-map__body' role='link' onClick={() => openPoint(p)}>
                        <Text className='investment-map__kind'>{t(`city.map.kind.${p.kind}`)}</Text>
                        <Text className='investment-map__title'>{p.title}</Text>
                        <Text className='investment-map__coords'>
                          {t('city.map.coords', { lat: p.latitude.toFixed(4), lng: p.longitude.toFixed(4) })}
                        </Text>
                      </View>
                      {canLocate && (
                        <Button size='small' fill='outline' onClick={() => locate(p)}>
                          {t('city.map.locate')}
                        </Button>
                      )}
                    </View>
                  ))}
              </View>
            ))}
          </>
        )}
      </View>
    </PageShell>
  )
})

export default InvestmentMap
