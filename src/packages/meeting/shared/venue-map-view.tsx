import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import {
  CONFERENCE,
  ENTRANCE,
  HALL_BOXES,
  HOTEL,
  MAP_HEIGHT,
  MAP_WIDTH,
  svgDataUri,
  venueSvg,
  type Box,
  type Destination,
  type Route,
} from './venue-map'
import './venue-map.scss'

/** A box of the map as CSS percentages of the map's frame. */
const place = ({ x, y, w, h }: Box) => ({
  left: `${(x / MAP_WIDTH) * 100}%`,
  top: `${(y / MAP_HEIGHT) * 100}%`,
  width: `${(w / MAP_WIDTH) * 100}%`,
  height: `${(h / MAP_HEIGHT) * 100}%`,
})

interface Props {
  /** The halls that hold a zone: the others are grey and cannot be picked. */
  inUse: Set<string>
  destination?: Destination
  route?: Route
  onHall?: (hall: string) => void
}

/**
 * The venue drawn in the app: the SVG holds the shapes and the route (no text, so it reads the same in any
 * language); the labels and the tappable halls lie over it.
 */
export const VenueMapView = observer(({ inUse, destination, route, onHall }: Props) => {
  const t = useT()
  const src = svgDataUri(venueSvg({ inUse, destination, route }))
  const target = destination?.kind === 'hall' ? destination.hall : undefined
  return (
    <View className='venue-map' data-testid='venue-map'>
      <View className='venue-map__frame'>
        <Image className='venue-map__image' src={src} mode='scaleToFill' />
        {Object.entries(HALL_BOXES).map(([hall, box]) => (
          <View
            key={hall}
            className={`venue-map__hall${hall === target ? ' venue-map__hall--target' : ''}${inUse.has(hall) ? '' : ' venue-map__hall--idle'}`}
            style={place(box)}
            data-testid='map-hall'
            data-hall={hall}
            onClick={() => inUse.has(hall) && onHall?.(hall)}
          >
            <Text>{hall}</Text>
          </View>
        ))}
        <View className='venue-map__label venue-map__label--inverse' style={place(ENTRANCE)}>
          <Text>{t('meeting.map.entrance')}</Text>
        </View>
        <View className='venue-map__label' style={place(CONFERENCE)}>
          <Text>{t('meeting.map.conference')}</Text>
        </View>
        <View className='venue-map__label' style={place(HOTEL)}>
          <Text>{t('meeting.map.hotel')}</Text>
        </View>
      </View>
    </View>
  )
})
