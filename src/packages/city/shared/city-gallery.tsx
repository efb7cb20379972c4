import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { assetUrl } from '@/services/http/asset-url'
import './city.scss'

/** Lazily loaded images that open the system previewer. */
export function CityGallery({ images }: { images: string[] }) {
  const urls = images.map((src) => assetUrl(src))
  return (
    <View className='city-gallery'>
      {urls.map((src) => (
        <Image
          key={src}
          className='city-gallery__image'
          src={src}
          mode='aspectFill'
          lazyLoad
          onClick={() => void Taro.previewImage({ current: src, urls })}
        />
      ))}
    </View>
  )
}
