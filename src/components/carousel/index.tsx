import { Image, Swiper, SwiperItem, Text } from '@tarojs/components'
import { assetUrl } from '@/services/http/asset-url'
import { COLORS } from '@/styles/colors'
import type { CarouselProps } from './types'
import './index.scss'

/** Slides that turn by themselves and loop; the mini program's own swiper (index.h5.tsx on H5). */
export function Carousel<T>({ items, keyOf, imageOf, captionOf, onOpen, label, className, testId }: CarouselProps<T>) {
  return (
    <Swiper
      className={`carousel ${className}`}
      autoplay
      circular
      indicatorDots
      indicatorActiveColor={COLORS.surface}
      aria-label={label}
      data-testid={testId}
    >
      {items.map((item) => (
        <SwiperItem key={keyOf(item)} onClick={() => onOpen(item)}>
          <Image className='carousel__image' src={assetUrl(imageOf(item))} mode='aspectFill' />
          {captionOf && <Text className='carousel__caption'>{captionOf(item)}</Text>}
        </SwiperItem>
      ))}
    </Swiper>
  )
}
