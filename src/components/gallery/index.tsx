import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { assetUrl } from '@/services/http/asset-url'

interface Props {
  images: string[]
  /** The row's and each image's class: a page lays the gallery out its own way. */
  className: string
  imageClassName: string
}

/** Lazily loaded images; a tap opens the system previewer on that image, with the others to swipe through. */
export function Gallery({ images, className, imageClassName }: Props) {
  const urls = images.map((src) => assetUrl(src))
  return (
    <View className={className}>
      {urls.map((src) => (
        <Image
          key={src}
          className={imageClassName}
          src={src}
          mode='aspectFill'
          lazyLoad
          onClick={() => void Taro.previewImage({ current: src, urls })}
        />
      ))}
    </View>
  )
}
