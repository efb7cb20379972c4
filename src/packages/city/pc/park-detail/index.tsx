import { observer } from 'mobx-react-lite'
import { parkFacts } from '@/features/content/facts'
import { ContentType } from '@/services/api/common.dto'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { PcArticlePage } from '../layout/pc-article'

const PcParkDetail = observer(() => {
  const t = useT()
  const detail = useDetail((api, id) => api.common.parkDetail(id))

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
        facts: parkFacts(park, { t }),
        content: park.content,
        images: park.images,
        collect: { contentType: ContentType.park },
      })}
    />
  )
})

export default PcParkDetail
