import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import type { AreaInfo } from '@/contract/city'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './city.scss'

interface BannerProps {
  image: string
  name: string
  slogan: string
  /** What the picture shows, for screen readers. */
  label?: string
}

/** A place's banner: its picture, with its name and slogan laid over it, and what else the banner holds. */
export function Banner({ image, name, slogan, label, children }: PropsWithChildren<BannerProps>) {
  return (
    <View className='city-banner'>
      <Image className='city-banner__image' src={assetUrl(image)} mode='aspectFill' aria-label={label} />
      <View className='city-banner__overlay'>
        <Text className='city-banner__name' data-testid='city-name'>
          {name}
        </Text>
        <Text className='city-banner__slogan'>{slogan}</Text>
      </View>
      {children}
    </View>
  )
}

/** The city's banner with its name and slogan; `switchable` adds the way to /region. */
export const CityBanner = observer(({ city, switchable = false }: { city: AreaInfo; switchable?: boolean }) => {
  const t = useT()
  return (
    <Banner image={city.banner} name={city.name} slogan={city.slogan}>
      {switchable && (
        <Text className='city-banner__switch' data-testid='city-switch' onClick={() => void navigate('region')}>
          {t('city.switch')}
        </Text>
      )}
    </Banner>
  )
})
