import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { formatArea, formatParkPrice } from '@/components/park-card'
import { useRequest } from '@/components/use-request'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'

const ParkDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.parkDetail(params.id ?? ''), [params.id, app.language])

  return (
    <ContentDetailPage
      route='parkDetail'
      request={detail}
      view={(park) => ({
        cover: park.cover,
        title: park.title,
        summary: park.summary,
        facts: [
          [t('park.parkType'), park.parkType],
          [t('park.estateType'), park.estateType],
          [t('park.region'), park.region],
          [t('park.area'), formatArea(t, park.area)],
          [t('park.price'), formatParkPrice(t, park)],
        ],
        introHeading: 'park.introduction',
        content: park.content,
        imagesHeading: 'park.images',
        images: park.images ?? [],
        collect: { contentId: park.id, contentType: ContentType.park },
      })}
    />
  )
})

export default ParkDetail
