import { Text } from '@tarojs/components'
import type { ExhibitCard } from '@/contract/exhibition'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { ExhibitionRow } from './exhibition-row'

/** An exhibit: opens the product page; its booth line opens the booth (unless the booth is the current page). */
export function ExhibitRow({
  exhibit,
  card = false,
  showBooth = true,
}: {
  exhibit: ExhibitCard
  card?: boolean
  showBooth?: boolean
}) {
  const t = useT()
  return (
    <ExhibitionRow
      testId='exhibit-row'
      card={card}
      image={exhibit.cover}
      title={exhibit.name}
      meta={exhibit.summary}
      onOpen={() => void navigate('businessProductDetail', { id: exhibit.productId })}
    >
      {showBooth && (
        <Text
          className='exhibition__row-meta'
          data-testid='exhibit-booth'
          onClick={(e) => {
            e.stopPropagation()
            void navigate('exhibitionBooth', { id: exhibit.boothId })
          }}
        >
          {`${exhibit.enterpriseName} · ${t('exhibition.atBooth', { boothNo: exhibit.boothNo })} ›`}
        </Text>
      )}
    </ExhibitionRow>
  )
}
