import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { formatArea, formatParkPrice } from '@/components/park-card'
import { useRequest } from '@/components/use-request'
import { ContentType } from '@/services/api/common.dto'
import { useStores, useT } from '@/stores/context'
import { PcArticlePage } from '../layout/pc-article'

const PcParkDetail = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const detail = useRequest(() => api.common.parkDetail(params.id ?? ''), [params.id, app.language])

  return (
    <PcArticlePage
      route='pcparkdetail'
      section='park'
      request={detail}
      view={(park) => ({
        id: park.id,
        title: park.title,
        meta: [park.parkType, park.region],
        cover: park.cover,
        summary: park.summary,
        facts: [
          [t('park.parkType'), park.parkType],
          [t('park.estateType'), park.estateType],
          [t('park.region'), park.region],
          [t('park.area'), formatArea(t, park.area)],
          [t('park.price'), formatParkPrice(t, park)],
        ],
        content: park.content,
        images: park.images,
        collect: { contentType: ContentType.park },
      })}
    />
  )
})

export default PcParkDetail
