import { Swiper, SwiperItem, Text, View, Image } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { COLORS } from '@/styles/colors'
import { VideoCard } from '../shared/video-card'
import '../shared/media.scss'

/** The VIP roadshow home: featured roadshows in a carousel, then each category's latest with a "see all" link. */
const VipVideoHomepage = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const home = useRequest(() => api.media.vipVideoHome(), [app.language])
  usePullDownRefresh(() => void home.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <RequestPage route='vipVideoHomepage' request={home}>
      {(data) => (
        <>
          {data.featured.length > 0 && (
            <Swiper className='media-player' autoplay circular indicatorDots data-testid='vip-featured'>
              {data.featured.map((v) => (
                <SwiperItem key={v.id} onClick={() => void navigate('vipVideoDetail', { id: v.id })}>
                  <View style={{ position: 'relative', width: '100%', height: '100%' }}>
                    <Image src={assetUrl(v.cover)} mode='aspectFill' style={{ width: '100%', height: '100%' }} />
                    <Text
                      style={{
                        position: 'absolute',
                        left: 0,
                        right: 0,
                        bottom: 0,
                        padding: '8px 12px',
                        color: COLORS.surface,
                        background: 'rgba(0,0,0,0.45)',
                        fontSize: '14px',
                      }}
                    >
                      {v.title}
                    </Text>
                  </View>
                </SwiperItem>
              ))}
            </Swiper>
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
