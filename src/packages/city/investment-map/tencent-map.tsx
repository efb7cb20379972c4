import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { MultiMarker, TMap } from 'tlbs-map-react'
import type { MapPoint } from '@/contract/content'
import marker from './marker.png'

/** Where the map starts when there are no points: the fair's venue in Xiamen. */
const VENUE = { lat: 24.4798, lng: 118.0894 }
/** How long Tencent's script may take before the page says the map could not load and keeps the list. */
const LOAD_LIMIT_MS = 10_000

interface Props {
  apiKey: string
  points: MapPoint[]
  onOpen: (point: MapPoint) => void
  onFailed: () => void
}

/** The points on Tencent's web map (JavaScript API GL, through Tencent's React components); a marker opens its page. */
export default function TencentMap({ apiKey, points, onOpen, onFailed }: Props) {
  const current = useRef({ points, onOpen })
  current.current = { points, onOpen }
  const [loaded, setLoaded] = useState(() => 'TMap' in window)

  useEffect(() => {
    if (loaded) return
    const started = Date.now()
    // tlbs-map-react loads the script but reports no failure: watch for it here.
    const timer = setInterval(() => {
      if ('TMap' in window) {
        setLoaded(true)
        clearInterval(timer)
      } else if (Date.now() - started > LOAD_LIMIT_MS) {
        clearInterval(timer)
        onFailed()
      }
    }, 250)
    return () => clearInterval(timer)
  }, [loaded, onFailed])

  const first = points[0]
  return (
    <View className='investment-map__map' data-testid='map-canvas'>
      <TMap
        apiKey={apiKey}
        libraries=''
        options={{
          center: first ? { lat: first.latitude, lng: first.longitude } : VENUE,
          zoom: points.length > 20 ? 5 : 10,
          viewMode: '2D',
        }}
        control={{ zoom: { position: 'bottomRight' } }}
      >
        <MultiMarker
          styles={{ point: { width: 24, height: 32, src: marker, anchor: { x: 12, y: 32 } } }}
          geometries={points.map((point, index) => ({
            id: String(index),
            styleId: 'point',
            position: { lat: point.latitude, lng: point.longitude },
            properties: { title: point.title },
          }))}
          // Bound once per marker layer: the current points are read when a marker is tapped.
          onClick={(event: { geometry: { id: string } }) => {
            const point = current.current.points[Number(event.geometry.id)]
            if (point) current.current.onOpen(point)
          }}
        />
      </TMap>
    </View>
  )
}
