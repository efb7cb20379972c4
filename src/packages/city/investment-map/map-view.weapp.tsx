import { Map } from '@tarojs/components'
import type { MapPoint } from '@/contract/content'

/** The marker's file in the subpackage (config/index.ts copies it there). */
const MARKER = '/packages/city/investment-map/marker.png'

/** The mini program draws WeChat's own map, which needs no key of ours. */
export const MAP_SHOWN = true

/** The mini program opens points in WeChat's map (openLocation), not on a web page. */
export function webMapLink(_point: MapPoint): string | undefined {
  return undefined
}

/** The points on WeChat's map, centred on the first; a marker opens its project or park. */
export function MapView({
  points,
  onOpen,
  onFailed,
}: {
  points: MapPoint[]
  onOpen: (point: MapPoint) => void
  onFailed: () => void
}) {
  const centre = points[0] ?? { latitude: 24.4798, longitude: 118.0894 }
  return (
    <Map
      className='investment-map__map'
      latitude={centre.latitude}
      longitude={centre.longitude}
      scale={points.length > 20 ? 5 : 10}
      includePoints={points.slice(0, 50).map((p) => ({ latitude: p.latitude, longitude: p.longitude }))}
      markers={points.map((p, index) => ({
        id: index,
        latitude: p.latitude,
        longitude: p.longitude,
        title: p.title,
        width: 24,
        height: 32,
        iconPath: MARKER,
      }))}
      onMarkerTap={(event) => {
        const point = points[Number((event.detail as { markerId: number }).markerId)]
        if (point) onOpen(point)
      }}
      onError={onFailed}
    />
  )
}
