import { Image, Text, View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { assetUrl } from '@/services/http/asset-url'
import './index.scss'

interface Props {
  testId: string
  /** A logo or cover on the left; a row without one is text only. */
  image?: string
  title: string
  meta: string
  /** A short figure or action on the right. */
  badge?: string
  /** In a list of its own the row is a card; in a detail card it is ruled off from the row above. */
  card?: boolean
  onOpen: () => void
}

/** A row of the exhibition pages: picture, title, a grey line and a badge; further lines come as children. */
export function ExhibitionRow({
  testId,
  image,
  title,
  meta,
  badge,
  card = false,
  onOpen,
  children,
}: PropsWithChildren<Props>) {
  return (
    <View className={card ? 'exhibition-list-card' : 'exhibition__row'} data-testid={testId} onClick={onOpen}>
      {image !== undefined && (
        <Image className='exhibition__row-image' src={assetUrl(image)} mode='aspectFill' lazyLoad />
      )}
      <View className='exhibition__row-body'>
        <Text className='exhibition__row-title'>{title}</Text>
        <Text className='exhibition__row-meta'>{meta}</Text>
        {children}
      </View>
      {badge && <Text className='exhibition__badge'>{badge}</Text>}
    </View>
  )
}
