import '@/i18n/media.pages'
import { Text, View } from '@tarojs/components'
import { Carousel } from '@/components/carousel'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { media } from '@/contract/media.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { VideoCard } from '../shared/video-card'
import '../shared/media.scss'

/** The VIP roadshow home: featured roadshows in a carousel, then each category's latest with a "see all" link. */
export default sectionsPage({
  route: 'vipVideoHomepage',
  testId: 'vip-video-homepage',
  useRead: () => useEndpoint(media.vipVideoHome, undefined),
  Sections: function VipVideoHomepage({ data }) {
    const t = useT()
    return (
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
    )
  },
})
