import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { NewsCard as News } from '@/contract/content'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useRelativeTime } from '../use-relative-time'
import './index.scss'

/** A news item in a list: title, source, relative time and a thumbnail; opens the news. */
export const NewsCard = observer(({ news }: { news: News }) => {
  const when = useRelativeTime()
  return (
    <View className='news-card' onClick={() => void navigate('newsDetails', { id: news.id })} data-testid='news-card'>
      <View className='news-card__body'>
        <Text className='news-card__title'>{news.title}</Text>
        <Text className='news-card__meta'>
          {news.source} · {when(news.publishTime)}
        </Text>
      </View>
      {news.cover && <Image className='news-card__cover' src={assetUrl(news.cover)} mode='aspectFill' lazyLoad />}
    </View>
  )
})
