// Where the projects and parks of the demo are: the centres of their regions and the districts of Xiamen.
import { t, type Text } from '../platform/text'

/** The centre (latitude, longitude) of each region's area, by area id. */
export const CENTRES: Readonly<Record<string, readonly [latitude: number, longitude: number]>> = {
  350200: [24.4798, 118.0894],
  350100: [26.0745, 119.2965],
  350500: [24.8741, 118.6757],
  350600: [24.513, 117.6471],
  510100: [30.5728, 104.0668],
  610100: [34.3416, 108.9398],
  420100: [30.5928, 114.3055],
  450100: [22.817, 108.3665],
  620100: [36.0611, 103.8343],
  520100: [26.647, 106.6302],
  530100: [24.8801, 102.8329],
  650100: [43.8256, 87.6168],
}

/** The districts Xiamen's projects and parks are spread over. */
export const XIAMEN_DISTRICTS: readonly Text[] = [
  t('思明区', 'Siming'),
  t('湖里区', 'Huli'),
  t('集美区', 'Jimei'),
  t('海沧区', 'Haicang'),
  t('同安区', 'Tong’an'),
  t('翔安区', 'Xiang’an'),
]
