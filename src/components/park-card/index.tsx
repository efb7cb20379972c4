import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ParkCard as Park } from '../../services/api/merchants-client.dto'
import { assetUrl } from '../../services/http/asset-url'
import type { MessageKey, Translate } from '../../i18n'
import { useT } from '../../stores/context'
import type { ParkPriceUnit } from '../../utils/money'
import './index.scss'

/** The i18n label of each park price unit (the keys of PARK_PRICE_UNITS). */
export const PARK_PRICE_UNIT_LABELS: Record<ParkPriceUnit, MessageKey> = {
  yuanPerDay: 'unit.yuanPerDay',
  yuanPerTon: 'unit.yuanPerTon',
  yuanPerKwh: 'unit.yuanPerKwh',
  tenThousandYuanPerMu: 'unit.tenThousandYuanPerMu',
}

/** An area in m², with thousands separators (no Intl: the mini program runtime may lack it). */
export function formatArea(t: Translate, area: number): string {
  return t('park.areaValue', { area: String(area).replace(/\B(?=(\d{3})+(?!\d))/g, ',') })
}

/** A park price with its localised unit, e.g. "1.25 元/天". */
export function formatParkPrice(t: Translate, park: Pick<Park, 'price' | 'priceUnit'>): string {
  const label = PARK_PRICE_UNIT_LABELS[park.priceUnit]
  return label ? `${park.price} ${t(label)}` : String(park.price)
}

interface Props {
  park: Park
  onOpen: (park: Park) => void
}

/** A park in a list: cover, title, park type, region, area and price. */
export const ParkCard = observer(({ park, onOpen }: Props) => {
  const t = useT()
  return (
    <View className='park-card' onClick={() => onOpen(park)} data-testid='park-card'>
      <Image className='park-card__cover' src={assetUrl(park.cover)} mode='aspectFill' lazyLoad />
      <View className='park-card__body'>
        <Text className='park-card__title'>{park.title}</Text>
        <View className='park-card__tags'>
          {park.parkType && <Text className='park-card__tag'>{park.parkType}</Text>}
          <Text className='park-card__area'>{formatArea(t, park.area)}</Text>
        </View>
        <View className='park-card__meta'>
          <Text className='park-card__region'>{park.region}</Text>
          <Text className='park-card__price'>{formatParkPrice(t, park)}</Text>
        </View>
      </View>
    </View>
  )
})
