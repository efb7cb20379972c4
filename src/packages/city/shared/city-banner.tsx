import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AreaInfo } from '@/contract/city'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './city.scss'

/** The city's banner with its name and slogan; `switchable` adds the way to /region. */
export const CityBanner = observer(({ city, switchable = false }: { city: AreaInfo; switchable?: boolean }) => {
  const t = useT()
  return (
    <View className='city-banner'>
      <Image className='city-banner__image' src={assetUrl(city.banner)} mode='aspectFill' />
      <View className='city-banner__overlay'>
        <Text className='city-banner__name' data-testid='city-name'>
          {city.name}
        </Text>
        <Text className='city-banner__slogan'>{city.slogan}</Text>
      </View>
      {switchable && (
        <Text className='city-banner__switch' data-testid='city-switch' onClick={() => void navigate('region')}>
          {t('city.switch')}
        </Text>
      )}
    </View>
  )
})
