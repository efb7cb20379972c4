import { View } from '@tarojs/components'
import { lazy, Suspense } from 'react'
import type { MapPoint } from '@/contract/content'

/** Tencent's web map key (TARO_APP_MAP_KEY at build time); without one the list is the map's place. */
const MAP_KEY = process.env.TARO_APP_MAP_KEY

/** On H5 the map is drawn only with a key. */
export const MAP_SHOWN = Boolean(MAP_KEY)

// Its own chunk: the map library is fetched only where a key is configured and the page is opened.
const TencentMap = lazy(() => import('./tencent-map'))

/** Where a point opens on a web map: Tencent's marker page with the configured key, else nowhere. */
export function webMapLink(point: MapPoint): string | undefined {
  if (!MAP_KEY) return undefined
  const marker = `coord:${point.latitude},${point.longitude};title:${point.title};addr:${point.district}`
  return `https://apis.map.qq.com/uri/v1/marker?marker=${encodeURIComponent(marker)}&referer=${encodeURIComponent(MAP_KEY)}`
}

interface Props {
  points: MapPoint[]
  onOpen: (point: MapPoint) => void
  /** The map could not load (no network to Tencent, a wrong key): the page falls back to the list. */
  onFailed: () => void
}

/** Tencent's web map with the points, once its chunk has arrived. */
export function MapView({ points, onOpen, onFailed }: Props) {
  if (!MAP_KEY) return null
  return (
    <Suspense fallback={<View className='investment-map__map' />}>
      <TencentMap apiKey={MAP_KEY} points={points} onOpen={onOpen} onFailed={onFailed} />
    </Suspense>
  )
}
