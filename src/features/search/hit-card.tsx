import { Image, Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import type { SearchHit } from '@/contract/search'
import { assetUrl } from '@/services/http/asset-url'

/** One search hit: title, a line of summary, its date and a thumbnail. */
export function HitCard({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  return (
    <View className='search-hit' onClick={onOpen} data-testid='search-hit' data-type={hit.type} data-id={hit.id}>
      <View className='search-hit__body'>
        <Text className='search-hit__title'>{hit.title}</Text>
        {hit.summary && <Text className='search-hit__summary'>{hit.summary}</Text>}
        <Text className='search-hit__time'>{dayjs(hit.time).format('YYYY-MM-DD')}</Text>
      </View>
      {hit.cover && <Image className='search-hit__cover' src={assetUrl(hit.cover)} mode='aspectFill' lazyLoad />}
    </View>
  )
}
