import type { MapPoint } from '@/contract/content'

/** On H5 a map needs a web map service the page cannot load offline-safe: the list is the map's place. */
export const MAP_SHOWN = false

/** Where a point opens on a web map: Tencent's marker page with the configured key, else nowhere. */
export function webMapLink(point: MapPoint): string | undefined {
  const key = process.env.TARO_APP_MAP_KEY
  if (!key) return undefined
  const marker = `coord:${point.latitude},${point.longitude};title:${point.title};addr:${point.district}`
  return `https://apis.map.qq.com/uri/v1/marker?marker=${encodeURIComponent(marker)}&referer=${encodeURIComponent(key)}`
}

/** Nothing is drawn on H5 (see MAP_SHOWN). */
export function MapView(_props: { points: MapPoint[]; onOpen: (point: MapPoint) => void }) {
  return null
}
