import '@/i18n/media.pages'
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { Carousel } from '@/components/carousel'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { media } from '@/contract/media.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { VideoCard } from '../shared/video-card'
import '../shared/media.scss'

/** The VIP roadshow home: featured roadshows in a carousel, then each category's latest with a "see all" link. */
const VipVideoHomepage = observer(() => {
  const t = useT()
  const home = useEndpoint(media.vipVideoHome, undefined)
  usePullDownRefresh(() => void home.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <RequestPage route='vipVideoHomepage' request={home}>
      {(data) => (
        <>
          {data.featured.length > 0 && (
            <Carousel
              className='media-player'
              items={data.featured}
              keyOf={(v) => v.id}
              imageOf={(v) => v.cover}
              captionOf={(v) => v.title}
              onOpen={(v) => void navigate('vipVideoDetail', { id: v.id })}
              label={t('media.route.vipVideoHomepage')}
              testId='vip-featured'
            />
          )}
          <View style={{ height: '12px' }} />
          {data.categories.length === 0 && <StatusView status='empty' />}
          {data.categories.map((c) => (
            <View key={c.id} className='media-section' data-testid='vip-category'>
              <View className='media-section__head'>
                <Text className='media-section__title'>{c.name}</Text>
                <Text
                  className='media-section__more'
                  onClick={() => void navigate('vipVideoList', { categoryId: String(c.id) })}
                >
                  {t('media.seeAll')}
                </Text>
              </View>
              {c.videos.map((v) => (
                <VideoCard key={v.id} video={v} onOpen={() => void navigate('vipVideoDetail', { id: v.id })} />
              ))}
            </View>
          ))}
        </>
      )}
    </RequestPage>
  )
})

export default VipVideoHomepage
