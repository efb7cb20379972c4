import { Image, Text, View } from '@tarojs/components'
import type { ExhibitCard } from '@/contract/exhibition'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './index.scss'

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
    <View
      className={card ? 'exhibition-list-card' : 'exhibition__row'}
      data-testid='exhibit-row'
      onClick={() => void navigate('businessProductDetail', { id: exhibit.productId })}
    >
      <Image className='exhibition__row-image' src={assetUrl(exhibit.cover)} mode='aspectFill' lazyLoad />
      <View className='exhibition__row-body'>
        <Text className='exhibition__row-title'>{exhibit.name}</Text>
        <Text className='exhibition__row-meta'>{exhibit.summary}</Text>
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
      </View>
    </View>
  )
}
