import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { CollectButton } from '../../../components/collect-button'
import { PageShell } from '../../../components/page-shell'
import { formatArea, formatParkPrice } from '../../../components/park-card'
import { RichContent } from '../../../components/rich-content'
import { RequestStatusView } from '../../../components/status-view'
import { useRequest } from '../../../components/use-request'
import { ContentType } from '../../../services/api/common.dto'
import { assetUrl } from '../../../services/http/asset-url'
import { useStores, useT } from '../../../stores/context'
import '../detail.scss'

const ParkDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.parkDetail(params.id ?? ''), [params.id, app.language])
  const park = detail.data

  if (!park) {
    return (
      <PageShell route='parkDetail'>
        <RequestStatusView request={detail} />
      </PageShell>
    )
  }

  const facts: [string, string][] = [
    [t('park.parkType'), park.parkType],
    [t('park.estateType'), park.estateType],
    [t('park.region'), park.region],
    [t('park.area'), formatArea(t, park.area)],
    [t('park.price'), formatParkPrice(t, park)],
  ]
  const images = park.images ?? []

  return (
    <PageShell route='parkDetail'>
      <Image className='detail__cover' src={assetUrl(park.cover)} mode='aspectFill' />
      <View className='detail__card'>
        <Text className='detail__title' data-testid='detail-title'>
          {park.title}
        </Text>
        {park.summary && <Text className='detail__summary'>{park.summary}</Text>}
        <View className='detail__facts'>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <View key={label} className='detail__fact'>
                <Text className='detail__fact-label'>{label}</Text>
                <Text className='detail__fact-value'>{value}</Text>
              </View>
            ))}
        </View>
      </View>

      <View className='detail__card'>
        <Text className='detail__heading'>{t('park.introduction')}</Text>
        <RichContent html={park.content} />
      </View>

      {images.length > 0 && (
        <View className='detail__card'>
          <Text className='detail__heading'>{t('park.images')}</Text>
          <View className='detail__gallery'>
            {images.map((src) => (
              <Image
                key={src}
                className='detail__gallery-image'
                src={assetUrl(src)}
                mode='aspectFill'
                lazyLoad
                onClick={() => void Taro.previewImage({ current: assetUrl(src), urls: images.map((u) => assetUrl(u)) })}
              />
            ))}
          </View>
        </View>
      )}

      <View className='detail__actions'>
        <CollectButton contentId={park.id} contentType={ContentType.park} />
      </View>
    </PageShell>
  )
})

export default ParkDetail
