import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/services/http/asset-url'
import type { PcItem } from './feeds'
import './pc-grid.scss'

interface Props {
  items: PcItem[]
  onOpen: (item: PcItem) => void
  /** A compact grid for previews: fewer lines per card. */
  compact?: boolean
}

/** Cards in a grid that fills the column: four or so across on a wide screen, two on a phone. */
export function PcGrid({ items, onOpen, compact }: Props) {
  return (
    <View className={`pc-grid ${compact ? 'pc-grid--compact' : ''}`}>
      {items.map((item) => (
        <View key={item.id} className='pc-card' data-testid='pc-card' onClick={() => onOpen(item)}>
          <Image className='pc-card__cover' src={assetUrl(item.cover)} mode='aspectFill' lazyLoad />
          <View className='pc-card__body'>
            <Text className='pc-card__title'>{item.title}</Text>
            {!compact && item.summary && <Text className='pc-card__summary'>{item.summary}</Text>}
            <View className='pc-card__meta'>
              {item.meta.map((line) => (
                <Text key={line} className='pc-card__meta-item'>
                  {line}
                </Text>
              ))}
              {item.highlight && <Text className='pc-card__highlight'>{item.highlight}</Text>}
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}
