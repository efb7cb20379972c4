import { Image, View } from '@tarojs/components'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'

/** Pictures in a row; a tap opens the full-screen viewer on that one, with the others to page through. */
export function Pictures({ images, label }: { images: string[]; label: string }) {
  const urls = images.map((image) => encodeURIComponent(image)).join(',')
  return (
    <View className='fair-pictures'>
      {images.map((image, index) => (
        <Image
          key={image}
          className='fair-pictures__image'
          src={assetUrl(image)}
          mode='aspectFill'
          lazyLoad
          aria-label={label}
          data-testid='picture-thumb'
          onClick={() => void navigate('viewPicture', { urls, index })}
        />
      ))}
    </View>
  )
}
