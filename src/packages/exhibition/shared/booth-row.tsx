import { Image, Text, View } from '@tarojs/components'
import type { BoothCard } from '@/contract/exhibition'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './index.scss'

/** A booth with its exhibitor's logo and name, its number, zone and size; opens the booth. */
export function BoothRow({ booth, card = false }: { booth: BoothCard; card?: boolean }) {
  const t = useT()
  return (
    <View
      className={card ? 'exhibition-list-card' : 'exhibition__row'}
      data-testid='booth-row'
      onClick={() => void navigate('exhibitionBooth', { id: booth.id })}
    >
      <Image className='exhibition__row-image' src={assetUrl(booth.logo)} mode='aspectFill' lazyLoad />
      <View className='exhibition__row-body'>
        <Text className='exhibition__row-title'>{booth.enterpriseName}</Text>
        <Text className='exhibition__row-meta'>
          {[
            t('exhibition.atBooth', { boothNo: booth.boothNo }),
            booth.areaName,
            t('exhibition.sizeValue', { size: booth.size }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </View>
      <Text className='exhibition__badge'>{t('exhibition.exhibitCount', { count: booth.exhibitCount })}</Text>
    </View>
  )
}
