import '@/i18n/content.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEndpoint } from '@/components/use-endpoint'
import type { ParkRoadshow } from '@/contract/content'
import { parks } from '@/contract/content.endpoints'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import './index.scss'

/** A recommended park: why, who presents it, its recording to watch and its page. */
const RoadshowCard = observer(({ show }: { show: ParkRoadshow }) => {
  const t = useT()
  return (
    <View className='park-roadshow' data-testid='park-roadshow'>
      <Image
        className='park-roadshow__cover'
        src={assetUrl(show.cover)}
        mode='aspectFill'
        lazyLoad
        aria-label={show.park}
      />
      <View className='park-roadshow__body'>
        <Text className='park-roadshow__title'>{show.park}</Text>
        <Text className='park-roadshow__meta'>{`${show.region} · ${show.presenter}`}</Text>
        <Text className='park-roadshow__reason'>{t('content.parkRoadshow.reason', { reason: show.reason })}</Text>
        <View className='park-roadshow__actions'>
          <Button
            size='small'
            type='primary'
            data-testid='park-roadshow-watch'
            onClick={() => void navigate('videoPlayer', { id: show.videoId })}
          >
            {t('content.parkRoadshow.watch', { minutes: Math.max(1, Math.round(show.durationSeconds / 60)) })}
          </Button>
          <Button size='small' fill='outline' onClick={() => void navigate('parkDetail', { id: show.parkId })}>
            {t('content.parkRoadshow.park')}
          </Button>
        </View>
      </View>
    </View>
  )
})

/** The parks recommended for their roadshows, in the stage's order. */
export default sectionsPage({
  route: 'parkRoadshow',
  testId: 'park-roadshows',
  useRead: () => useEndpoint(parks.roadshows, undefined),
  Sections: function ParkRoadshows({ data: shows }) {
    const t = useT()
    return (
      <>
        <Text className='park-roadshows__intro'>{t('content.parkRoadshow.intro')}</Text>
        {shows.map((show) => (
          <RoadshowCard key={show.id} show={show} />
        ))}
      </>
    )
  },
})
