import { observer } from 'mobx-react-lite'
import { parkFacts } from '@/features/content/facts'
import { ContentType } from '@/services/api/common.dto'
import { useT } from '@/stores/context'
import { ContentDetailPage } from '@/templates/content-detail/content-detail-page'
import { useDetail } from '@/templates/content-detail/use-detail'

const ParkDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.parkDetail(id))

  return (
    <ContentDetailPage
      route='parkDetail'
      request={detail}
      view={(park) => ({
        cover: park.cover,
        title: park.title,
        summary: park.summary,
        facts: parkFacts(park, { t }),
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
