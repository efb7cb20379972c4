import { observer } from 'mobx-react-lite'
import type { ParkCard as Park } from '@/contract/content'
import type { ParkPriceUnit } from '@/contract/content.codes'
import type { MessageKey, Translate } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { ContentCard } from '../content-card'

/** The i18n label of each park price unit (the keys of PARK_PRICE_UNITS). */
export const PARK_PRICE_UNIT_LABELS: Record<ParkPriceUnit, MessageKey> = {
  yuanPerDay: 'unit.yuanPerDay',
  yuanPerTon: 'unit.yuanPerTon',
  yuanPerKwh: 'unit.yuanPerKwh',
  tenThousandYuanPerMu: 'unit.tenThousandYuanPerMu',
}

/** An area in m², with thousands separators (no Intl: the mini program runtime may lack it). */
export function formatArea(t: Translate, area: number): string {
  return t('content.park.areaValue', { area: String(area).replace(/\B(?=(\d{3})+(?!\d))/g, ',') })
}

/** A park price with its localised unit, e.g. "1.25 元/天". */
export function formatParkPrice(t: Translate, park: Pick<Park, 'price' | 'priceUnit'>): string {
  const label = PARK_PRICE_UNIT_LABELS[park.priceUnit]
  return label ? `${park.price} ${t(label)}` : String(park.price)
}

/** A park in a list: cover, title, park type, area, region and price; opens the park. */
export const ParkCard = observer(({ park }: { park: Park }) => {
  const t = useT()
  return (
    <ContentCard
      cover={park.cover}
      title={park.title}
      tags={[park.parkType]}
      note={formatArea(t, park.area)}
      place={park.region}
      highlight={formatParkPrice(t, park)}
      testId='park-card'
      onOpen={() => void navigate('parkDetail', { id: park.id })}
    />
  )
})
