import { Image, Text, View } from '@tarojs/components'
import type { SearchHit } from '@/contract/search'
import { assetUrl } from '@/services/http/asset-url'
import { formatDate } from '@/utils/date'

/** One search hit: title, a line of summary, its date on the fair's clock (none when it has none) and a thumbnail. */
export function HitCard({ hit, onOpen }: { hit: SearchHit; onOpen: () => void }) {
  const date = formatDate(hit.time, 'YYYY-MM-DD')
  return (
    <View className='search-hit' onClick={onOpen} data-testid='search-hit' data-type={hit.type} data-id={hit.id}>
      <View className='search-hit__body'>
        <Text className='search-hit__title'>{hit.title}</Text>
        {hit.summary && <Text className='search-hit__summary'>{hit.summary}</Text>}
        {date && <Text className='search-hit__time'>{date}</Text>}
      </View>
      {hit.cover && <Image className='search-hit__cover' src={assetUrl(hit.cover)} mode='aspectFill' lazyLoad />}
    </View>
  )
}
